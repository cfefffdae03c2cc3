/// A YAML value as the spec writer builds it, before it is text.
public indirect enum YAMLNode: Sendable {
    /// A plain scalar, written as it is: a name, a number, `true`.
    case plain(String)
    /// Text, written in double quotes with every character YAML or a reader could misread escaped.
    case text(String)
    /// Keys in order; `isFlow` writes it on one line, `{ a: 1, b: 2 }`.
    case mapping([(String, YAMLNode)], isFlow: Bool)
    case list([YAMLNode], isFlow: Bool)

    /// The document: a block mapping at the top, ending with a line break.
    public var document: String {
        rendered(indent: 0) + "\n"
    }

    /// The node written at `indent` spaces, as the value of a block mapping or list item.
    func rendered(indent: Int) -> String {
        switch self {
        case .plain(let text): return text
        case .text(let text): return Self.quoted(text)
        case .mapping(let entries, let isFlow):
            if isFlow || entries.isEmpty { return inline }
            let padding = String(repeating: " ", count: indent)
            return entries.map { key, value in
                if value.isBlock { return "\(padding)\(key):\n\(value.rendered(indent: indent + 2))" }
                return "\(padding)\(key): \(value.rendered(indent: indent + 2))"
            }.joined(separator: "\n")
        case .list(let items, let isFlow):
            if isFlow || items.isEmpty { return inline }
            let padding = String(repeating: " ", count: max(indent - 2, 0))
            return items.map { item in
                // A block mapping as a list item starts on the dash's line.
                let text = item.rendered(indent: indent)
                return "\(padding)- " + text.dropFirst(item.isBlockMapping ? indent : 0)
            }.joined(separator: "\n")
        }
    }

    /// The node on one line, as a flow collection holds it.
    var inline: String {
        switch self {
        case .plain(let text): text
        case .text(let text): Self.quoted(text)
        case .mapping(let entries, _): entries.isEmpty ? "{}" : "{ " + entries.map { "\($0.0): \($0.1.inline)" }.joined(separator: ", ") + " }"
        case .list(let items, _): "[" + items.map(\.inline).joined(separator: ", ") + "]"
        }
    }

    /// Whether it is written on lines of its own below its key.
    var isBlock: Bool {
        switch self {
        case .mapping(let entries, let isFlow): !isFlow && !entries.isEmpty
        case .list(let items, let isFlow): !isFlow && !items.isEmpty
        case .plain, .text: false
        }
    }

    var isBlockMapping: Bool {
        if case .mapping = self { return isBlock }
        return false
    }

    /// `text` in double quotes: backslashes, quotes, line breaks, tabs, control and separator
    /// characters as YAML's escapes; everything else as it is.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{85}", "\u{2028}", "\u{2029}":
                result += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(width - count, 0)) + self
    }
}
