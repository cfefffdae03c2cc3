import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// docs/SwiftUI.md, "One vocabulary": every transition of every fixture has the method the table
/// names in each of the `uikit`, `swiftui` and `swiftui-stack` outputs, as a member of the type
/// that the table's notes give it.
@Suite struct TransitionVocabularyTests {
    static let templates = ["uikit", "swiftui", "swiftui-stack"]

    /// The table's rows: for each style word of the first column, the name pattern of each template,
    /// `push<Name>` or `<name>`, or nil where the template has no method (`—`) or names it otherwise.
    static func table() throws -> [String: [String: String?]] {
        let docs = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/SwiftUI.md"), encoding: .utf8)
        let section = try #require(docs.components(separatedBy: "## One vocabulary").dropFirst().first)
        let rows = section.split(separator: "\n").prefix { !$0.hasPrefix("## ") }.filter { $0.hasPrefix("| `") }
        var table: [String: [String: String?]] = [:]
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 1 + templates.count else { continue }
            let patterns = cells.dropFirst().map { cell -> String? in
                guard cell.hasPrefix("`"), let name = cell.split(separator: "(").first else { return nil }
                return String(name.dropFirst())
            }
            for style in cells[0].split(separator: ",") {
                table[style.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"])] =
                    Dictionary(uniqueKeysWithValues: zip(templates, patterns))
            }
        }
        return table
    }

    /// Every fixture's graph: each case's, and each module's of the modular cases.
    static let graphs: [(name: String, graph: NavigationGraph)] = {
        let cases = PackagePaths.specCases.compactMap { name -> (String, NavigationGraph)? in
            let spec = PackagePaths.fixtures.appendingPathComponent("\(name)/navigation.yml")
            guard let bytes = FileManager.default.contents(atPath: spec.path),
                let graph = SpecLoader().load([UInt8](bytes), file: spec.path).graph
            else { return nil }
            return (name, graph)
        }
        let modules = ModularGoldenTests.cases.flatMap { name in
            ModularGoldenTests.modules(of: name).compactMap { module in
                ModularGoldenTests.load(module, of: name).graph.map { ("\(name)/\(module)", $0) }
            }
        }
        return cases + modules
    }()

    @Test func theTableHasARowPerStyle() throws {
        let styles = [
            "push", "present", "pageSheet", "formSheet", "fullScreen", "overFullScreen", "popover", "dismiss", "pop", "popToRoot",
            "popTo", "segue", "unwind", "embed",
        ]
        #expect(try Self.table().keys.sorted() == styles.sorted())
        #expect(Self.graphs.count > 30, "every fixture is read")
    }

    @Test(arguments: graphs.map(\.name))
    func eachTemplateNamesEachTransitionAsTheTableSays(_ name: String) throws {
        let table = try Self.table()
        let graph = try #require(Self.graphs.first { $0.name == name }?.graph)
        let outputs = try Dictionary(uniqueKeysWithValues: Self.templates.map { ($0, try CodeGenerator().render(graph, with: .builtin($0))) })
        var checked = 0
        for transition in Self.transitions(of: graph) {
            let row = try #require(table[transition.style], "no row for style '\(transition.style)'")
            for template in Self.templates {
                guard let pattern = row[template] ?? nil else { continue }
                // Another module's screen has no router or navigator here: its view cannot see them.
                guard template == "uikit" || !graph.screens[transition.source].isExternal else { continue }
                let method = pattern.replacingOccurrences(of: "<Name>", with: SwiftName.upperCamelCase(transition.name))
                    .replacingOccurrences(of: "<name>", with: transition.name)
                let scopes = Self.scopes(of: graph.screens[transition.source], in: template)
                let members = Self.methods(declaredIn: scopes, of: outputs[template] ?? "")
                #expect(
                    members.contains(method),
                    "\(name): \(template) has no '\(method)' for transition '\(transition.name)' (\(transition.style)) of \(graph.screens[transition.source].name) in \(scopes); it has \(members.sorted())"
                )
                checked += 1
            }
        }
        // Segues, unwinds and embeds alone have no method the table names.
        #expect(checked > 0 || Self.transitions(of: graph).allSatisfy { table[$0.style]?.values.allSatisfy { $0 == nil } == true })
    }

    /// The spec's own transitions, forward and back, as the style word of the table's first column.
    static func transitions(of graph: NavigationGraph) -> [(name: String, style: String, source: ScreenIndex)] {
        let own = graph.ownCode
        let forward = own.transitions.filter { !graph.transitions[$0].style.goesBack }.map { index in
            let transition = graph.transitions[index]
            return (transition.name, "\(transition.style)", transition.source)
        }
        let back = own.backTransitions.map { index in
            let transition = graph.backTransitions[index]
            let style: String =
                switch transition.kind {
                case .dismiss: "dismiss"
                case .pop: "pop"
                case .popToRoot: "popToRoot"
                case .popTo: "popTo"
                }
            return (transition.name, style, transition.source)
        }
        return forward + back
    }

    /// The first lines of the declarations whose members are a screen's transition methods in a
    /// template's output, as the table's notes say.
    static func scopes(of screen: Screen, in template: String) -> [String] {
        switch template {
        case "uikit": ["extension \(screen.hostType) {"]
        case "swiftui": ["protocol \(screen.name)Routing: AnyObject {", "extension \(screen.name)Routing {"]
        default: ["struct \(screen.name)Navigator: ScreenNavigator {"]
        }
    }

    /// The names of the functions declared directly in the declarations of `output` that start
    /// with one of `scopes`, at the start of a line, and end at the next line that is `}`.
    static func methods(declaredIn scopes: [String], of output: String) -> Set<String> {
        var names: Set<String> = []
        var isInScope = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if isInScope, line == "}" { isInScope = false }
            if !isInScope {
                isInScope = scopes.contains { line.hasSuffix($0) && !line.hasPrefix(" ") }
                continue
            }
            let words = line.split(separator: " ")
            guard words.count > 1, line.hasPrefix("    "), !line.hasPrefix("     "),
                let function = words.firstIndex(of: "func"), function + 1 < words.count
            else { continue }
            names.insert(String(words[function + 1].prefix { $0 != "(" && $0 != "<" }))
        }
        return names
    }
}
