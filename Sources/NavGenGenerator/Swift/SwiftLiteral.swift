/// Text from the spec made safe to stand in generated Swift.
enum SwiftLiteral {
    /// `text` as a Swift string literal, quotes included: quotes, backslashes (and so `\(`), control
    /// characters, line and paragraph separators and invisible format characters are escaped, so
    /// the compiler reads back exactly `text` and nothing else.
    static func string(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// A string literal of text and interpolated references: `"Hello, \(name)!"`.
    static func interpolation(_ parts: [(text: String, isReference: Bool)]) -> String {
        "\"" + parts.map { $0.isReference ? "\\(\($0.text))" : escaped($0.text) }.joined() + "\""
    }

    /// The inside of a string literal for `text`.
    private static func escaped(_ text: String) -> String {
        // Printable ASCII but for quotes and backslashes stands as it is: most text, copied whole.
        let isPlain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        if isPlain { return text }
        var literal = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if needsEscape(scalar) {
                    literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal
    }

    /// Lines of a `///` doc comment for `text`: one per line of the text, each a ``commentLine(_:)``.
    static func docLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(commentLine(String($0)).reversed().drop { $0 == " " }.reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        return lines
    }

    /// `text` for the rest of a `//` comment line: line breaks, control and invisible characters
    /// replaced by spaces so that nothing can end the comment early.
    static func commentLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { needsEscape($0) ? " " : $0 }))
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // The only ASCII scalars of those categories are the controls; the test needs no table.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        return switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: true
        default: false
        }
    }
}
