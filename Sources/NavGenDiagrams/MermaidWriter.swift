/// Mermaid `flowchart` source. Labels are quoted, and every character that Mermaid or the HTML it
/// renders to could read as syntax is written as an entity code (`#35;`), so any text shows as it is.
enum MermaidWriter {
    static func text(nodes: [Node], edges: [Edge]) -> String {
        var lines = ["flowchart LR"]
        for node in nodes {
            let label = node.lines.map(escaped).joined(separator: "<br/>")
            lines.append(node.isEntry ? "    \(node.id)([\"\(label)\"])" : "    \(node.id)[\"\(label)\"]")
        }
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
