/// Checks on the Swift text a user writes in the spec (parameter types and default values), which
/// is copied into generated code as is: it must stay within its own place on its own line.
public enum SwiftCodeText {
    public enum Kind: Sendable {
        case type, expression
    }

    /// Why `text` cannot be copied into generated code as a `kind`, or nil when it can.
    public static func problem(in text: String, as kind: Kind) -> String? {
        // Nearly every text is printable ASCII, which holds no line break or control and whose
        // characters are its bytes: one pass over them answers without a Unicode table.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            if text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) { return "is empty" }
            if text.utf8.hasThreeQuotesInARow { return tripleQuoteProblem }
            return structureProblem(in: text.utf8, as: kind)
        }
        if text.allSatisfy(\.isWhitespace) { return "is empty" }
        if let scalar = text.unicodeScalars.first(where: isLineBreak) {
            return "contains \(describe(scalar)), which would end the line of generated code"
        }
        if let scalar = text.unicodeScalars.first(where: isControl) {
            return "contains \(describe(scalar)), which has no place in generated code"
        }
        // The byte scan rules the literal out cheaply; only a text that has three quotes in a row
        // is searched as characters (a combining mark after a quote makes it another character).
        if text.utf8.hasThreeQuotesInARow, text.contains("\"\"\"") {
            return tripleQuoteProblem
        }
        // An ASCII text's characters are its bytes (the line breaks, CR LF among them, are refused
        // above); any other text is read as characters, each one that is not ASCII as a byte that
        // matches nothing below.
        if text.isASCII {
            return structureProblem(in: text.utf8, as: kind)
        }
        return structureProblem(in: text.lazy.map { $0.asciiValue ?? 0x80 }, as: kind)
    }

    private static let tripleQuoteProblem = "contains '\"\"\"', which starts a multi-line string literal"

    /// The first misplaced quote, comment, separator or bracket in `text`, read as ASCII codes.
    private static func structureProblem(in text: some Sequence<UInt8>, as kind: Kind) -> String? {
        var closers: [UInt8] = []
        var inString = false
        var escaping = false
        var previous = UInt8(ascii: " ")
        for character in text {
            defer { previous = character }
            if inString {
                if escaping {
                    escaping = false
                } else if character == UInt8(ascii: "\\") {
                    escaping = true
                } else if character == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch character {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"), UInt8(ascii: "*") where previous == UInt8(ascii: "/"):
                return "contains a comment opener ('/\(Character(Unicode.Scalar(character)))')"
            case UInt8(ascii: "/") where previous == UInt8(ascii: "*"):
                return "contains a comment closer ('*/')"
            case UInt8(ascii: ";"):
                return "contains ';', which would end the statement"
            case UInt8(ascii: "#"):
                return "contains '#', which could start a compiler directive"
            case UInt8(ascii: ",") where closers.isEmpty:
                return "contains ',' outside brackets, which would end the parameter"
            case UInt8(ascii: "=") where closers.isEmpty && kind == .type, UInt8(ascii: ":") where closers.isEmpty && kind == .type:
                return "contains '\(Character(Unicode.Scalar(character)))' outside brackets, which would end the type"
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                closers.append(closing(of: character))
            case UInt8(ascii: "<") where kind == .type:
                closers.append(UInt8(ascii: ">"))
            case UInt8(ascii: ">") where kind == .type && previous == UInt8(ascii: "-"):
                break
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"):
                if character == UInt8(ascii: ">"), kind != .type { break }
                guard closers.popLast() == character else {
                    return "has an unbalanced '\(Character(Unicode.Scalar(character)))'"
                }
            default:
                break
            }
        }
        if inString { return "has an unterminated string literal" }
        if let open = closers.last { return "has an unclosed bracket (missing '\(Character(Unicode.Scalar(open)))')" }
        return nil
    }

    private static func closing(of opener: UInt8) -> UInt8 {
        switch opener {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        default: UInt8(ascii: "}")
        }
    }

    /// ASCII answers without the Unicode property table: its controls are U+0000–U+001F and U+007F.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value < 0x20 || scalar.value == 0x7F : scalar.properties.generalCategory == .control
    }

    /// The characters that end a line for Swift or for editors.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
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

extension String.UTF8View {
    /// True when the bytes hold `"""`.
    fileprivate var hasThreeQuotesInARow: Bool {
        var run = 0
        for byte in self {
            run = byte == UInt8(ascii: "\"") ? run + 1 : 0
            if run == 3 { return true }
        }
        return false
    }
}
