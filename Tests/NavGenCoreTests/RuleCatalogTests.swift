import Foundation
import NavGenTestSupport
import Testing

@testable import NavGenCore

/// ``Rule`` is the table of rules: each needs its row in docs/Spec.md, "The rules", with its
/// severity, and an invalid fixture whose expected diagnostics name it; and every diagnostic a
/// spec can get names its rule.
@Suite struct RuleCatalogTests {
    /// The rows of the table under "The rules": identifier to severity.
    static let documentedSeverities: [String: String] = {
        let text = (try? String(contentsOf: PackagePaths.root.appendingPathComponent("docs/Spec.md"), encoding: .utf8)) ?? ""
        var rows: [String: String] = [:]
        var heading = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") {
                heading = String(line.drop { $0 == "#" || $0 == " " })
            } else if heading == "The rules", line.hasPrefix("| `") {
                let cells = line.dropFirst().split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                rows[String(cells[0].dropFirst().dropLast())] = cells[1]
            }
        }
        return rows
    }()

    /// The expected diagnostics of every spec that lint refuses or warns about, by file name.
    static let expectedDiagnostics: [(file: String, text: String)] = ["invalid", "hostile"].flatMap { folder in
        let directory = PackagePaths.fixtures.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".diagnostics") }.sorted().map { name in
            ("\(folder)/\(name)", (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
    }

    @Test(arguments: Rule.allCases)
    func theRuleHasARowInTheDocsWithItsSeverity(_ rule: Rule) {
        #expect(Self.documentedSeverities[rule.identifier] == rule.severity.rawValue, "docs/Spec.md, The rules: '\(rule.identifier)'")
    }

    @Test func everyRowOfTheDocsIsARule() {
        #expect(!Self.documentedSeverities.isEmpty)
        for identifier in Self.documentedSeverities.keys.sorted() {
            #expect(Rule(rawValue: identifier) != nil, "docs/Spec.md documents '\(identifier)', which is no rule")
        }
    }

    @Test(arguments: Rule.allCases)
    func theRuleHasAnInvalidFixture(_ rule: Rule) {
        let named = Self.expectedDiagnostics.filter { $0.file.hasPrefix("invalid/") && $0.text.contains("[\(rule.identifier)]\n") }
        #expect(!named.isEmpty, "no Fixtures/invalid/*.diagnostics names '\(rule.identifier)'")
    }

    /// A diagnostic line of a spec ends with its rule; notes, which follow their diagnostic, do not.
    @Test func everyDiagnosticOfASpecNamesItsRule() {
        #expect(Self.expectedDiagnostics.count > 100)
        for (file, text) in Self.expectedDiagnostics {
            for line in text.split(separator: "\n") where line.contains(": error: ") || line.contains(": warning: ") {
                let identifier = line.hasSuffix("]") ? line.split(separator: "[").last?.dropLast() : nil
                #expect(identifier.flatMap { Rule(rawValue: String($0)) } != nil, "Fixtures/\(file): \(line)")
            }
        }
    }
}
