import Foundation
import NavGenCommandLine
import NavGenTestSupport
import Testing

/// `--disable RULE...` and `--error RULE...` tune the rules for one run, as a spec's `lint` does.
@Suite struct RuleOptionsTests {
    static let spec = PackagePaths.fixtures.appendingPathComponent("invalid/unreachable-screen.yml").path

    @Test func aDisabledWarningIsNotPrinted() {
        let (status, output) = NavGenTool.run(["lint", Self.spec, "--disable", "unreachable-screen"])
        #expect(status == .success)
        #expect(!output.standardError.contains("[unreachable-screen]"))
        #expect(NavGenTool.run(["lint", Self.spec]).output.standardError.contains("warning: screen 'About'"))
    }

    @Test func aWarningMadeAnErrorFailsTheRun() {
        let (status, output) = NavGenTool.run(["lint", Self.spec, "--error", "unreachable-screen"])
        #expect(status == .failure)
        #expect(output.standardError.contains(": error: screen 'About' cannot be reached from any entry screen [unreachable-screen]\n"))
        #expect(NavGenTool.run(["generate", Self.spec, "--output", "-", "--error", "unreachable-screen"]).status == .failure)
    }

    @Test func aRuleOfErrorsCannotBeDisabled() {
        let (status, output) = NavGenTool.run(["lint", Self.spec, "--disable", "unknown-screen"])
        #expect(status == .usage)
        #expect(output.standardError.hasPrefix("navgen lint: error: rule 'unknown-screen' reports errors, which cannot be turned off; fix what it reports\n"))
    }

    @Test func aWordThatNamesNoRuleIsAUsageErrorWithAHint() {
        let (status, output) = NavGenTool.run(["check", Self.spec, "--error", "unreachable-screens"])
        #expect(status == .usage)
        #expect(output.standardError.hasPrefix("navgen check: error: no rule is named 'unreachable-screens'; did you mean 'unreachable-screen'?\n"))
        let both = NavGenTool.run(["lint", Self.spec, "--disable", "isolated-screen", "--error", "isolated-screen"])
        #expect(both.status == .usage)
    }
}
