import Foundation
import NavGenTestSupport
import Testing

/// The UIKit stub must accept what the real SDK accepts and reject what it rejects; otherwise the
/// compile checks of generated code prove nothing.
@Suite struct StubFidelityTests {
    static let checks = PackagePaths.root.appendingPathComponent("Tests/Stubs/UIKitChecks")
    static let mustFail = PackagePaths.files(in: checks.appendingPathComponent("must-fail"), endingIn: ".swift")
        .map(\.lastPathComponent)

    @Test func appCodeWrittenForTheRealSDKCompiles() {
        if let problems = SwiftCompiler.typeCheckProblems([Self.checks.appendingPathComponent("Usage.swift")], moduleName: "Usage") {
            Issue.record(Comment(rawValue: problems))
        }
    }

    @Test(arguments: mustFail)
    func codeTheRealSDKRejectsIsRejected(_ name: String) throws {
        let file = Self.checks.appendingPathComponent("must-fail/\(name)")
        let source = try String(contentsOf: file, encoding: .utf8)
        let expected = try #require(source.split(separator: "\n").first?.split(separator: "// expect: ").last.map(String.init))
        let problems = SwiftCompiler.typeCheckProblems([file], moduleName: "MustFail")
        #expect(problems?.contains(expected) == true, "expected the error '\(expected)', got: \(problems ?? "no error")")
    }
}
