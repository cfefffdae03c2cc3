/// Checks on the Swift text a user writes in the spec (parameter types and default values), which
/// is copied into generated code as is: it must stay within its own place on its own line.
public enum SwiftCodeText {
    public enum Kind: Sendable {
        case type, expression
    }

    /// Why `text` cannot be copied into generated code as a `kind`, or nil when it can.
    public static func problem(in text: String, as kind: Kind) -> String? {
        if text.allSatisfy(\.isWhitespace) { return "is empty" }
        if let scalar = text.unicodeScalars.first(where: isLineBreak) {
            return "contains \(describe(scalar)), which would end the line of generated code"
        }
        if let scalar = text.unicodeScalars.first(where: isControl) {
            return "contains \(describe(scalar)), which has no place in generated code"
        }
        if text.contains("\"\"\"") {
            return "contains '\"\"\"', which starts a multi-line string literal"
        }
        var closers: [Character] = []
        var inString = false
        var escaping = false
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if inString {
                if escaping {
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"":
                inString = true
            case "/" where previous == "/", "*" where previous == "/":
                return "contains a comment opener ('/\(character)')"
            case "/" where previous == "*":
                return "contains a comment closer ('*/')"
            case ";":
                return "contains ';', which would end the statement"
            case "#":
                return "contains '#', which could start a compiler directive"
            case "," where closers.isEmpty:
                return "contains ',' outside brackets, which would end the parameter"
            case "=" where closers.isEmpty && kind == .type, ":" where closers.isEmpty && kind == .type:
                return "contains '\(character)' outside brackets, which would end the type"
            case "(", "[", "{":
                closers.append(closing(of: character))
            case "<" where kind == .type:
                closers.append(">")
            case ">" where kind == .type && previous == "-":
                break
            case ")", "]", "}", ">":
                if character == ">", kind != .type { break }
                guard closers.popLast() == character else { return "has an unbalanced '\(character)'" }
            default:
                break
            }
        }
        if inString { return "has an unterminated string literal" }
        if let open = closers.last { return "has an unclosed bracket (missing '\(open)')" }
        return nil
    }

    private static func closing(of opener: Character) -> Character {
        switch opener {
        case "(": ")"
        case "[": "]"
        default: "}"
        }
    }

    /// ASCII answers without the Unicode property table: its controls are U+0000–U+001F and U+007F.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value < 0x20 || scalar.value == 0x7F : scalar.properties.generalCategory == .control
    }

    /// The characters that end a line for Swift or for editors.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return switch scalar {
        case "\n": "a line break"
        case "\r": "a carriage return"
        case "\t": "a tab"
        case "\u{85}": "a next-line character (\(code))"
        case "\u{2028}": "a line separator (\(code))"
        case "\u{2029}": "a paragraph separator (\(code))"
        default: "the control character \(code)"
        }
    }
}
