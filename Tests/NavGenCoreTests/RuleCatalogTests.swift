import Foundation
import NavGenTestSupport
import Testing

@testable import NavGenCore

/// ``Rule`` is the table of rules: each needs its row, with its severity, in docs/Spec.md's table
/// "The rules" (lint's) or in docs/Storyboards.md's (verify's), and a fixture whose expected
/// diagnostics name it: an invalid spec for lint's rules, a case of `navgen verify` in
/// `Fixtures/storyboards` for verify's. Every diagnostic of lint and verify names its rule.
@Suite struct RuleCatalogTests {
    /// Where a rule is documented, and so where its fixture is.
    enum Table: String {
        case spec = "docs/Spec.md", storyboards = "docs/Storyboards.md"
    }

    /// The rows of the tables under "The rules", in order.
    static let rows: [(identifier: String, table: Table, severity: String)] = [Table.spec, .storyboards].flatMap { table in
        let text = (try? String(contentsOf: PackagePaths.root.appendingPathComponent(table.rawValue), encoding: .utf8)) ?? ""
        var rows: [(identifier: String, table: Table, severity: String)] = []
        var heading = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") {
                heading = String(line.drop { $0 == "#" || $0 == " " })
            } else if heading == "The rules", line.hasPrefix("| `") {
                let cells = line.dropFirst().split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                rows.append((String(cells[0].dropFirst().dropLast()), table, cells[1]))
            }
        }
        return rows
    }

    /// The rows by identifier.
    static let documentedRules = Dictionary(rows.map { ($0.identifier, (table: $0.table, severity: $0.severity)) }) { first, _ in first }

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

    @Test(arguments: Rule.allCases)
    func theRuleHasARowInTheDocsWithItsSeverity(_ rule: Rule) {
        #expect(Self.documentedRules[rule.identifier]?.severity == rule.severity.rawValue, "The rules: '\(rule.identifier)'")
    }

    @Test func everyRowOfTheDocsIsARuleOnce() {
        #expect(Self.rows.contains { $0.table == .spec } && Self.rows.contains { $0.table == .storyboards })
        #expect(Self.rows.count == Self.documentedRules.count, "a rule has two rows")
        for row in Self.rows {
            #expect(Rule(rawValue: row.identifier) != nil, "\(row.table.rawValue) documents '\(row.identifier)', which is no rule")
        }
    }

    @Test(arguments: Rule.allCases)
    func theRuleHasAFixture(_ rule: Rule) {
        let isVerifys = Self.documentedRules[rule.identifier]?.table == .storyboards
        let fixtures = isVerifys ? Self.expectedVerifyDiagnostics : Self.expectedLintDiagnostics.filter { $0.file.hasPrefix("invalid/") }
        let named = fixtures.filter { $0.text.contains("[\(rule.identifier)]\n") }
        #expect(
            !named.isEmpty,
            "no \(isVerifys ? "Fixtures/storyboards/**/*.diagnostics" : "Fixtures/invalid/*.diagnostics") names '\(rule.identifier)'")
    }

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
                #expect(identifier.flatMap { Rule(rawValue: String($0)) } != nil, "Fixtures/\(file): \(line)")
            }
        }
    }
}
