/// Graphviz DOT source. Every id is generated and every label a quoted string with `"` and `\`
/// escaped, so screen names and types cannot change the graph's structure.
enum DOTWriter {
    static func text(nodes: [Node], edges: [Edge], items: [DiagramItem]) -> String {
        var lines = [
            "digraph navigation {",
            "    rankdir=LR;",
            "    node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        let nodesByID = Dictionary(nodes.map { ($0.id, $0) }) { first, _ in first }
        func declare(_ id: String, indent: String) {
            guard let node = nodesByID[id] else { return }
            var attributes = ["label=\(quoted(node.lines.map(escaped).joined(separator: "\\n")))"]
            if node.isEntry { attributes.append("peripheries=2") }
            if node.isDisconnected {
                attributes += ["style=\"rounded,dashed\"", "color=\"#cc0000\"", "fontcolor=\"#cc0000\""]
            }
            lines.append("\(indent)\(node.id) [\(attributes.joined(separator: ", "))];")
        }
        func draw(_ items: [DiagramItem], indent: String) {
            for item in items {
                switch item {
                case .node(let id): declare(id, indent: indent)
                case .cluster(let cluster):
                    lines += [
                        "\(indent)subgraph \(cluster.id) {", "\(indent)    label=\(quoted(escaped(cluster.label)));",
                        "\(indent)    style=\"rounded,dashed\";", "\(indent)    color=\"#888888\";",
                    ]
                    draw(cluster.items, indent: indent + "    ")
                    lines.append("\(indent)}")
                }
            }
        }
        draw(items, indent: "    ")
        for edge in edges {
            var attributes = ["label=\(quoted(escaped(edge.label)))"]
            switch edge.kind {
            case .transition: break
            case .segue: attributes.append("style=dashed")
            case .containment: attributes.append("style=bold")
            }
            lines.append("    \(edge.from) -> \(edge.to) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ escapedText: String) -> String {
        "\"" + escapedText + "\""
    }

    /// The text inside a DOT string: backslashes doubled (Graphviz reads `\N`, `\l` and others as
    /// commands), quotes escaped, line breaks written as `\n`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n", "\r", "\r\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }
}
