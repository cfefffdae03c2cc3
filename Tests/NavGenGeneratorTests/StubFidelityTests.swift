import Foundation
import NavGenTestSupport
import Testing

/// The stub SDK modules must accept what the real SDK accepts and reject what it rejects;
/// otherwise the compile checks of generated code prove nothing. Each `Tests/Stubs/<X>Checks`
/// folder holds app code written for the real SDK (`Usage.swift`) and code the real SDK rejects
/// (`must-fail/*.swift`, whose first line names the expected error). Run against Apple's SDK
/// (`scripts/check-real-sdk`), the same files prove that the real SDK agrees.
@Suite struct StubFidelityTests {
    static let stubs = PackagePaths.root.appendingPathComponent("Tests/Stubs")

    /// Why the SwiftUI checks do not run against Apple's SDK without SwiftUI, which leaves out
    /// every file that imports SwiftUI.
    static let swiftUILeftOut: Comment = "the SDK of NAVGEN_REAL_SDK is compiled without SwiftUI (NAVGEN_REAL_SDK_SWIFTUI)"

    static func mustFail(_ family: String) -> [String] {
        PackagePaths.files(in: stubs.appendingPathComponent("\(family)/must-fail"), endingIn: ".swift")
            .map { "\(family)/must-fail/\($0.lastPathComponent)" }
    }

    @Test func appCodeWrittenForTheRealUIKitCompiles() {
        Self.checkAppCode(of: "UIKitChecks")
    }

    @Test(.enabled(if: SwiftCompiler.sdk.compilesSwiftUI, swiftUILeftOut))
    func appCodeWrittenForTheRealSwiftUICompiles() {
        Self.checkAppCode(of: "SwiftUIChecks")
    }

    @Test(arguments: mustFail("UIKitChecks"))
    func codeTheRealUIKitRejectsIsRejected(_ path: String) throws {
        try Self.checkRejected(path)
    }

    @Test(.enabled(if: SwiftCompiler.sdk.compilesSwiftUI, swiftUILeftOut), arguments: mustFail("SwiftUIChecks"))
    func codeTheRealSwiftUIRejectsIsRejected(_ path: String) throws {
        try Self.checkRejected(path)
    }

    static func checkAppCode(of family: String) {
        let usage = stubs.appendingPathComponent("\(family)/Usage.swift")
        if let problems = SwiftCompiler.typeCheckProblems([usage], moduleName: "Usage") {
            Issue.record(Comment(rawValue: problems))
        }
    }

    static func checkRejected(_ path: String) throws {
        let file = stubs.appendingPathComponent(path)
        let source = try String(contentsOf: file, encoding: .utf8)
        let expected = try #require(source.split(separator: "\n").first?.split(separator: "// expect: ").last.map(String.init))
        let problems = SwiftCompiler.typeCheckProblems([file], moduleName: "MustFail")
        #expect(problems?.contains(expected) == true, "expected the error '\(expected)', got: \(problems ?? "no error")")
    }
}
