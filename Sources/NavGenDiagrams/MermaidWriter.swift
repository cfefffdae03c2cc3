/// Mermaid `flowchart` source. Labels are quoted, and every character that Mermaid or the HTML it
/// renders to could read as syntax is written as an entity code (`#35;`), so any text shows as it is.
enum MermaidWriter {
    static func text(nodes: [Node], edges: [Edge], items: [DiagramItem]) -> String {
        var lines = ["flowchart LR"]
        let nodesByID = Dictionary(nodes.map { ($0.id, $0) }) { first, _ in first }
        func declare(_ id: String, indent: String) {
            guard let node = nodesByID[id] else { return }
            let label = node.lines.map(escaped).joined(separator: "<br/>")
            lines.append(node.isEntry ? "\(indent)\(node.id)([\"\(label)\"])" : "\(indent)\(node.id)[\"\(label)\"]")
        }
        func draw(_ items: [DiagramItem], indent: String) {
            for item in items {
                switch item {
                case .node(let id): declare(id, indent: indent)
                case .cluster(let cluster):
                    lines.append("\(indent)subgraph \(cluster.id) [\"\(escaped(cluster.label))\"]")
                    draw(cluster.items, indent: indent + "    ")
                    lines.append("\(indent)end")
                }
            }
        }
        draw(items, indent: "    ")
        for edge in edges {
            let label = escaped(edge.label)
            switch edge.kind {
            case .transition: lines.append("    \(edge.from) -- \"\(label)\" --> \(edge.to)")
            case .segue: lines.append("    \(edge.from) -. \"\(label)\" .-> \(edge.to)")
            case .containment: lines.append("    \(edge.from) == \"\(label)\" ==> \(edge.to)")
            }
        }
        let entries = nodes.filter(\.isEntry).map(\.id)
        let disconnected = nodes.filter(\.isDisconnected).map(\.id)
        if !entries.isEmpty {
            lines.append("    classDef entry stroke-width:3px")
            lines.append("    class \(entries.joined(separator: ",")) entry")
        }
        if !disconnected.isEmpty {
            lines.append("    classDef disconnected stroke:#c00,stroke-dasharray:4 3,color:#c00")
            lines.append("    class \(disconnected.joined(separator: ",")) disconnected")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Letters, digits, spaces and a few harmless marks stay; everything else becomes `#<code>;`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || " _.,:?!-+=/()*".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += "#\(scalar.value);"
            }
        }
        return result
    }
}
