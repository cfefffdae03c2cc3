import Foundation
import NavGenCommandLine
import NavGenTestSupport
import Testing

/// Every `Fixtures/invalid/<case>.yml` is linted and what `navgen lint` prints is compared with
/// `Fixtures/invalid/<case>.diagnostics`.
@Suite struct LintGoldenTests {
    static let folder = PackagePaths.fixtures.appendingPathComponent("invalid")
    static let cases = PackagePaths.files(in: folder, endingIn: ".yml").map { $0.deletingPathExtension().lastPathComponent }

    @Test func thereAreEnoughCases() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func diagnostics(of name: String) throws {
        let spec = Self.folder.appendingPathComponent(name + ".yml")
        let (status, output) = NavGenTool.run(["lint", spec.path])
        let printed = PackagePaths.relative(output.standardError)
        if let diff = GoldenFile.mismatch(printed, expectedIn: Self.folder.appendingPathComponent(name + ".diagnostics")) {
            Issue.record(Comment(rawValue: diff))
        }
        let expectedStatus: ExitCode = printed.contains(": error: ") ? .failure : .success
        #expect(status == expectedStatus)
        #expect(!printed.isEmpty, "an invalid fixture must produce at least one diagnostic")
    }

    @Test func theExampleAppLintsClean() {
        let spec = PackagePaths.fixtures.appendingPathComponent("TaskApp/navigation.yml")
        let (status, output) = NavGenTool.run(["lint", spec.path])
        #expect(status == .success)
        #expect(output.standardError == "")
    }

    @Test func warningsFailTheRunWhenTheyCountAsErrors() throws {
        let spec = Self.folder.appendingPathComponent("unreachable-screen.yml")
        #expect(NavGenTool.run(["lint", spec.path]).status == .success)
        #expect(NavGenTool.run(["lint", "--warnings-as-errors", spec.path]).status == .failure)
    }
}
