import Foundation
import NavGenTestSupport
import Testing

@testable import NavGenCore

/// ``SpecFormat`` is the one description of the spec format: these tests hold the tables of
/// `docs/Spec.md` and the keys the decoder reads to it.
@Suite struct SpecFormatTests {
    /// The rows of each table of `docs/Spec.md` under its heading: key, type, default, meaning.
    static let documentedRows: [String: [[String]]] = {
        let text = (try? String(contentsOf: PackagePaths.root.appendingPathComponent("docs/Spec.md"), encoding: .utf8)) ?? ""
        var rows: [String: [[String]]] = [:]
        var heading = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                heading = String(line.drop { $0 == "#" || $0 == " " })
            } else if line.hasPrefix("| `") {
                let cells = line.dropFirst().dropLast().split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                rows[heading, default: []].append(cells)
            }
        }
        return rows
    }()

    @Test(arguments: SpecFormat.mappings.map(\.name))
    func theDocumentationTableMatchesTheFormat(_ name: String) throws {
        let mapping = try #require(SpecFormat.mappings.first { $0.name == name })
        let documented = try #require(Self.documentedRows[mapping.section], "docs/Spec.md has no table under '\(mapping.section)'")
        let described = mapping.keys.map { ["`\($0.name)`", $0.typeText, $0.defaultText, $0.meaning] }
        #expect(documented == described)
    }

    @Test func aKeyTheFormatDoesNotKnowIsRefusedEverywhere() {
        for mapping in SpecFormat.mappings {
            #expect(mapping.readerKeys.allowed == mapping.keys.map(\.name))
            #expect(Set(mapping.readerKeys.required).isSubset(of: mapping.readerKeys.allowed))
        }
    }

    @Test func everyRequiredKeyOfTheFormatIsRequiredByTheDecoder() throws {
        let result = SpecLoader().load(Array("version: 1\nscreens:\n  Home: {}\ncells:\n  C: {}\n".utf8), file: "s.yml")
        #expect(result.diagnostics.map(\.message) == ["cell 'C' is missing the required key 'kind'"])
    }

    /// A spec that writes every key of the format, each mapping once, nested as the format nests
    /// them: the decoder reads every key it lists, and says so of any it does not.
    @Test func theDecoderReadsEveryKeyOfTheFormat() throws {
        func sample(_ value: SpecFormat.Value) -> String {
            switch value {
            case .string, .template, .nameOrFalse: "X"
            case .boolean: "true"
            case .version: "1"
            case .choice(let words): words.first ?? "X"
            case .parameter: sample(.mapping("parameter"))
            case .list(of: let element): "[\(sample(element))]"
            case .mapping(let name):
                "{" + (SpecFormat.mappings.first { $0.name == name }?.keys ?? []).map { "\($0.name): \(sample($0.value))" }
                    .joined(separator: ", ") + "}"
            case .entries(of: let element, minimum: _): "{X: \(sample(element))}"
            case .detent: "medium"
            case .iosVersion: "\"17.0\""
            }
        }
        let yaml = sample(.mapping("spec"))
        for mapping in SpecFormat.mappings {
            for key in mapping.keys {
                #expect(yaml.contains("\(key.name): "), "the sample writes no '\(key.name)' of \(mapping.name)")
            }
        }
        var phases = UnobservedPhases()
        let decoded = SpecLoader().decode(Array(yaml.utf8), file: "spec.yml", lineOffset: 0, phases: &phases)
        #expect(decoded.spec != nil)
        let notRead = decoded.diagnostics.filter { $0.message.contains("does not read it yet") }
        #expect(notRead.isEmpty, "\(notRead.map(\.message))")
    }

    @Test func aDefaultThatIsOnlyDescribedIsPartOfTheSchemasDescription() throws {
        let className = try #require(SpecFormat.screen.keys.first { $0.name == "class" })
        #expect(
            SpecSchema.description(of: className)
                == "The view controller class: the app's own, or one of UIKit's (`UIViewController`, `UITableViewController`, …). Default: `<name>ViewController` (the name itself when it already ends in `Controller`); for a container, `UINavigationController`, `UITabBarController` or `UISplitViewController`.")
        let style = try #require(SpecFormat.transition.keys.first { $0.name == "style" })
        #expect(SpecSchema.description(of: style) == style.meaning)
    }
}
