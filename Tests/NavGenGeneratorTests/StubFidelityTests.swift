import Foundation
import NavGenTestSupport
import Testing

/// The stub SDK modules must accept what the real SDK accepts and reject what it rejects;
/// otherwise the compile checks of generated code prove nothing. Each `Tests/Stubs/<X>Checks`
/// folder holds app code written for the real SDK (`Usage.swift`) and code the real SDK rejects
/// (`must-fail/*.swift`, whose first line names the expected error).
@Suite struct StubFidelityTests {
    static let stubs = PackagePaths.root.appendingPathComponent("Tests/Stubs")
    static let families = ["UIKitChecks", "SwiftUIChecks"]
    static let mustFail = families.flatMap { family in
        PackagePaths.files(in: stubs.appendingPathComponent("\(family)/must-fail"), endingIn: ".swift")
            .map { "\(family)/must-fail/\($0.lastPathComponent)" }
    }

    @Test(arguments: families)
    func appCodeWrittenForTheRealSDKCompiles(_ family: String) {
        let usage = Self.stubs.appendingPathComponent("\(family)/Usage.swift")
        if let problems = SwiftCompiler.typeCheckProblems([usage], moduleName: "Usage") {
            Issue.record(Comment(rawValue: problems))
        }
    }

    @Test(arguments: mustFail)
    func codeTheRealSDKRejectsIsRejected(_ path: String) throws {
        let file = Self.stubs.appendingPathComponent(path)
        let source = try String(contentsOf: file, encoding: .utf8)
        let expected = try #require(source.split(separator: "\n").first?.split(separator: "// expect: ").last.map(String.init))
        let problems = SwiftCompiler.typeCheckProblems([file], moduleName: "MustFail")
        #expect(problems?.contains(expected) == true, "expected the error '\(expected)', got: \(problems ?? "no error")")
    }
}
