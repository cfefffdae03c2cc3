import Foundation
import NavGenCore
import NavGenDiagrams
import NavGenTestSupport
import Testing

/// Names and types that are syntax in Mermaid or DOT must show as they are and never change the
/// diagram's structure, even where the validator would refuse them: the diagram does not rely on it.
@Suite struct GraphDiagramTests {
    static let hostileNames = ["Quote\"d", "Back\\Nslash", "Brack]et[", "Arrow-->B", "Semi;colon{}", "Two\nLines", "画面", "#35;"]

    static func graph() -> NavigationGraph {
        let screens = hostileNames.enumerated().map { index, name in
            Screen(
                name: name, className: name + "ViewController", viewType: name + "View", source: .code, bundle: .main,
                injection: .initializer, isEntry: index == 0, summary: nil,
                parameters: [Parameter(name: "value", type: "Dictionary<String, \"\(name)\">")])
        }
        let transitions = screens.indices.dropFirst().map {
            Transition(name: "next\($0)", source: ScreenIndex($0 - 1), destination: ScreenIndex($0), style: .present, segue: nil, isAnimated: true, summary: nil)
        }
        return NavigationGraph(
            specFile: "navigation.yml", imports: [], accessLevel: .internal, screens: screens, cells: [], views: [],
            transitions: transitions)
    }

    @Test func mermaidLabelsHoldOnlyPlainCharactersAndEntityCodes() throws {
        let text = GraphDiagram(graph: Self.graph()).text(in: .mermaid)
        let labels = try quotedParts(of: text)
        #expect(labels.count == Self.hostileNames.count * 2 - 1)
        for label in labels {
            #expect(!label.contains { "\"[]{}<>|`\n".contains($0) }, "\(label)")
        }
        let decoded = labels.prefix(Self.hostileNames.count).map(decodingMermaidEntities)
        #expect(decoded == Self.hostileNames)
    }

    @Test(.enabled(if: ExternalTool("dot").isInstalled, Comment(rawValue: ExternalTool("dot").missingReason)))
    func graphvizReadsBackEveryLabelAsWritten() throws {
        let text = GraphDiagram(graph: Self.graph()).text(in: .dot)
        let run = ExternalTool("dot").run(["-Tjson0"], input: Data(text.utf8))
        try #require(run.status == 0, "\(run.output)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let objects = try #require(json["objects"] as? [[String: Any]])
        let labels = objects.compactMap { $0["label"] as? String }
        // Graphviz reports labels with their quotes unescaped but keeps the escapes it interprets
        // itself when drawing: `\\` for a backslash, `\n` for a line break.
        let expected = Self.hostileNames.map {
            $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
        }
        #expect(labels == expected)
        let edges = try #require(json["edges"] as? [[String: Any]])
        #expect(edges.count == Self.hostileNames.count - 1)
    }

    /// A container and the screens it holds are a cluster, nested as containers nest and in spec
    /// order; a screen two containers hold is in the first one's; the screens of an included module that no container
    /// holds are its module's cluster. A label is escaped like any other.
    @Test func containersAndModulesAreClusters() {
        func screen(_ name: String, _ container: Container? = nil, module: String? = nil) -> Screen {
            var screen = Screen(
                name: name, className: name + "ViewController", viewType: name + "View", source: .code, bundle: .main,
                injection: .initializer, isEntry: name == "Tabs", summary: nil, parameters: [])
            screen.container = container
            screen.module = module
            screen.isExternal = module != nil
            return screen
        }
        let screens = [
            screen("Tabs", .tabs([1, 3])), screen("Stack", .navigation(root: 2)), screen("Feed"), screen("Quote\"d"),
            screen("Split", .split(primary: 1, secondary: 5)), screen("Detail"), screen("Card", module: "Profile"),
        ]
        let graph = NavigationGraph(
            specFile: "navigation.yml", imports: [], accessLevel: .internal, screens: screens, cells: [], views: [], transitions: [])
        let mermaid = GraphDiagram(graph: graph).text(in: .mermaid).split(separator: "\n").prefix(while: { !$0.contains(" ==> ") })
        #expect(
            Array(mermaid) == [
                "flowchart LR",
                "    subgraph cluster_s0 [\"Tabs: tab bar controller\"]",
                "        s0([\"Tabs<br/>TabsViewController\"])",
                "        subgraph cluster_s1 [\"Stack: navigation controller\"]",
                "            s1[\"Stack<br/>StackViewController\"]",
                "            s2[\"Feed\"]",
                "        end",
                "        s3[\"Quote#34;d\"]",
                "    end",
                "    subgraph cluster_s4 [\"Split: split view controller\"]",
                "        s4[\"Split<br/>SplitViewController\"]",
                "        s5[\"Detail\"]",
                "    end",
                "    subgraph cluster_m0 [\"module Profile\"]",
                "        s6[\"Profile.Card\"]",
                "    end",
            ])
        let dot = GraphDiagram(graph: graph).text(in: .dot)
        #expect(dot.contains("    subgraph cluster_s0 {\n        label=\"Tabs: tab bar controller\";\n"))
        #expect(dot.contains("        subgraph cluster_s1 {\n            label=\"Stack: navigation controller\";\n"))
        #expect(dot.contains("    subgraph cluster_m0 {\n        label=\"module Profile\";\n"))
    }

    @Test func sameGraphSameBytes() {
        let graph = Self.graph()
        for format in GraphDiagram.Format.allCases {
            #expect(GraphDiagram(graph: graph).text(in: format) == GraphDiagram(graph: graph).text(in: format))
        }
    }

    /// The texts between unescaped double quotes.
    private func quotedParts(of text: String) throws -> [String] {
        let pieces = text.split(separator: "\"", omittingEmptySubsequences: false)
        try #require(pieces.count % 2 == 1)
        return stride(from: 1, to: pieces.count, by: 2).map { String(pieces[$0]) }
    }

    private func decodingMermaidEntities(_ label: String) -> String {
        var result = ""
        var rest = Substring(label)
        while let hash = rest.firstIndex(of: "#") {
            result += rest[..<hash]
            let code = rest[rest.index(after: hash)...].prefix { $0.isNumber }
            let end = rest.index(hash, offsetBy: code.count + 2)
            result.unicodeScalars.append(Unicode.Scalar(UInt32(code) ?? 0) ?? "?")
            rest = rest[end...]
        }
        return result + rest
    }
}
