import Foundation
import NavGenCommandLine
import NavGenTestSupport
import Testing

@testable import NavGenCore

/// Each rule's examples (``RuleDescription``) are its tests: `navgen lint` (`navgen verify` for
/// verify's rules, with the example's files as the storyboards' folder) must report the rule for
/// every triggering example, and nothing at all for any other.
@Suite struct RuleExampleTests {
    @Test func aDiagnosticWithoutAPlaceIsReportedToo() {
        #expect(Self.reportsAnything("warning: no .storyboard or .xib file in /tmp/x [no-interface-files]\n"))
        #expect(Self.reportsAnything("/tmp/x/navigation.yml:3:5: error: unknown key 'clas' [unknown-key]\n"))
        #expect(!Self.reportsAnything("navigation.yml: no problems\n"))
    }

    @Test(arguments: Rule.allCases)
    func theRuleDescribesItself(_ rule: Rule) {
        let description = rule.ruleDescription
        #expect(!description.catches.isEmpty && !description.fix.isEmpty, "\(rule): what it catches and the fix")
        #expect((description.illustration != nil) == (description.command == .lint), "\(rule): lint's table has a column of illustrations, verify's none")
        #expect(!description.triggeringExamples.isEmpty, "\(rule) has no triggering example")
        #expect(!description.nonTriggeringExamples.isEmpty, "\(rule) has no example it lets pass")
    }

    @Test(arguments: Rule.allCases)
    func everyTriggeringExampleReportsTheRule(_ rule: Rule) throws {
        for (number, example) in rule.ruleDescription.triggeringExamples.enumerated() {
            let printed = try Self.diagnostics(of: example, judgedBy: rule.ruleDescription.command)
            #expect(Self.names(rule, printed), "triggering example \(number + 1) of \(rule) printed:\n\(printed)")
        }
    }

    @Test(arguments: Rule.allCases)
    func everyOtherExampleIsClean(_ rule: Rule) throws {
        for (number, example) in rule.ruleDescription.nonTriggeringExamples.enumerated() {
            let printed = try Self.diagnostics(of: example, judgedBy: rule.ruleDescription.command)
            // Clean of every rule: an example that failed for another reason (a YAML error, a
            // missing file) would let any rule pass.
            #expect(!Self.reportsAnything(printed), "non-triggering example \(number + 1) of \(rule) printed:\n\(printed)")
        }
    }

    /// Whether a diagnostic of `printed` ends with the rule's identifier.
    static func names(_ rule: Rule, _ printed: String) -> Bool {
        printed.split(separator: "\n").contains { $0.hasSuffix("[\(rule.identifier)]") }
    }

    /// Whether `printed` holds a diagnostic, with a place or without.
    static func reportsAnything(_ printed: String) -> Bool {
        printed.split(separator: "\n").contains { line in
            ["error: ", "warning: "].contains { line.hasPrefix($0) || line.contains(": " + $0) }
        }
    }

    /// What the command prints of the example, written to a folder of its own.
    static func diagnostics(of example: RuleExample, judgedBy command: RuleDescription.Command) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-rule-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in example.files.merging(["navigation.yml": example.spec], uniquingKeysWith: { _, spec in spec }) {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let spec = folder.appendingPathComponent("navigation.yml").path
        let arguments = command == .lint ? ["lint", spec] : ["verify", spec, "--resources", folder.path]
        return NavGenTool.run(arguments).output.standardError
    }
}
