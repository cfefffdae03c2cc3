import Foundation
import NavGenTestSupport
import Testing

@testable import NavGenCore

/// The rules are the types of `Sources/NavGenCore/Rules`, one per file, which ``RuleRegistry``
/// lists; docs/Spec.md's table "The rules" (lint's) and docs/Storyboards.md's (verify's) are
/// made of what they say of themselves (`NAVGEN_RECORD=1` rewrites them). Every diagnostic of
/// lint and verify in the fixtures names its rule. `RuleExampleTests` runs the rules' examples,
/// which are their tests.
@Suite struct RuleCatalogTests {
    /// Where a rule is documented.
    enum Table: String, CaseIterable {
        case spec = "docs/Spec.md", storyboards = "docs/Storyboards.md"

        init(_ command: RuleDescription.Command) {
            self = command == .lint ? .spec : .storyboards
        }

        var file: URL { PackagePaths.root.appendingPathComponent(rawValue) }
    }

    /// The rows of a table of rules as its rules describe themselves, in the order of the registry.
    static func rows(of table: Table) -> [String] {
        Rule.allCases.map(\.ruleDescription).filter { Table($0.command) == table }.map { rule in
            let cells = ["`\(rule.identifier)`", rule.severity.rawValue, rule.catches] + (rule.illustration.map { [$0] } ?? []) + [rule.fix]
            return "| " + cells.joined(separator: " | ") + " |"
        }
    }

    /// The lines of the docs' table under "The rules" that hold a rule, with the range of lines
    /// they take in `lines`.
    static func documentedRows(in lines: [Substring]) -> (rows: [Substring], range: Range<Int>) {
        var heading = ""
        var found: [Int] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("#") {
                heading = String(line.drop { $0 == "#" || $0 == " " })
            } else if heading == "The rules", line.hasPrefix("| `") {
                found.append(index)
            }
        }
        let range = (found.first ?? 0)..<((found.last ?? -1) + 1)
        return (Array(lines[range]), range)
    }

    @Test(arguments: Table.allCases)
    func theDocsTableIsMadeOfTheRules(_ table: Table) throws {
        let text = try String(contentsOf: table.file, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let (documented, range) = Self.documentedRows(in: lines)
        let expected = Self.rows(of: table)
        #expect(!range.isEmpty, "\(table.rawValue) has no table under \"The rules\"")
        guard documented.map(String.init) != expected else { return }
        if GoldenFile.isRecording {
            lines.replaceSubrange(range, with: expected.map { Substring($0) })
            try lines.joined(separator: "\n").write(to: table.file, atomically: true, encoding: .utf8)
            return
        }
        for (row, line) in zip(expected, documented) where row != line {
            Issue.record("\(table.rawValue) says\n\(line)\nwhere the rule's type says\n\(row)")
        }
        #expect(documented.count == expected.count, "\(table.rawValue) has \(documented.count) rules, the types \(expected.count); run with NAVGEN_RECORD=1")
    }

    /// No two rules share an identifier, which names a rule's row of the docs, its settings and
    /// ``Rule/init(identifier:)``'s answer: a rule file copied with its identifier kept fails here.
    @Test func eachRuleHasAnIdentifierOfItsOwn() {
        let identifiers = Rule.allCases.map(\.identifier)
        let repeated = Dictionary(grouping: identifiers) { $0 }.filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "rules share the identifiers \(repeated)")
        #expect(identifiers.count > 90)
    }

    /// Each file below `Sources/NavGenCore/Rules/<topic>/` declares the one rule of its name, and
    /// the registry lists each once.
    @Test func everyRuleFileIsInTheRegistry() throws {
        let folder = PackagePaths.root.appendingPathComponent("Sources/NavGenCore/Rules")
        let files = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.contains("/") && $0.hasSuffix(".swift") }
        let registered = RuleRegistry.rules.map { String(describing: $0) }
        #expect(files.count >= 90)
        #expect(Set(registered).count == registered.count, "a rule is listed twice in RuleRegistry.rules")
        for file in files {
            let name = String(file.split(separator: "/").last?.dropLast(".swift".count) ?? "")
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains("struct \(name): "), "\(file) does not declare the rule \(name)")
            #expect(registered.contains(name), "RuleRegistry.rules does not list \(name) of \(file)")
        }
        #expect(registered.count == files.count, "RuleRegistry.rules lists a rule of no file of its own")
    }

    /// The expected diagnostics of every spec that lint refuses or warns about, by file name
    /// below `Fixtures`.
    static let expectedLintDiagnostics: [(file: String, text: String)] = ["invalid", "hostile"].flatMap { folder in
        let directory = PackagePaths.fixtures.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".diagnostics") }.sorted().map { name in
            ("\(folder)/\(name)", (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
    }

    /// The expected diagnostics of every case of `navgen verify` (VerifyGoldenTests), by file
    /// name below `Fixtures`.
    static let expectedVerifyDiagnostics: [(file: String, text: String)] = {
        let storyboards = PackagePaths.fixtures.appendingPathComponent("storyboards")
        let names = (FileManager.default.subpaths(atPath: storyboards.path) ?? []).filter { $0.hasSuffix(".diagnostics") }
        return names.sorted().map { name in
            ("storyboards/\(name)", (try? String(contentsOf: storyboards.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
    }()

    /// A diagnostic line of lint or verify ends with its rule; notes, which follow their
    /// diagnostic, do not.
    @Test func everyDiagnosticNamesItsRule() {
        #expect(Self.expectedLintDiagnostics.count > 100)
        #expect(Self.expectedVerifyDiagnostics.count > 15)
        for (file, text) in Self.expectedLintDiagnostics + Self.expectedVerifyDiagnostics {
            let diagnostics = text.split(separator: "\n").filter {
                $0.contains(": error: ") || $0.contains(": warning: ") || $0.hasPrefix("warning: ")
            }
            for line in diagnostics {
                let identifier = line.hasSuffix("]") ? line.split(separator: "[").last?.dropLast() : nil
                #expect(identifier.flatMap { Rule(identifier: String($0)) } != nil, "Fixtures/\(file): \(line)")
            }
        }
    }
}
