/// Facts about the Swift type text a user wrote for a parameter.
enum SwiftType {
    /// True when `type` is a function type, which needs `@escaping` as a stored parameter. An
    /// optional function type (`(() -> Void)?`) is not: its `->` is inside brackets.
    ///
    /// The brackets and arrows are ASCII, so the UTF-8 bytes tell them apart without the cost of
    /// characters: no byte of another character is ASCII.
    static func isFunction(_ type: String) -> Bool {
        var depth = 0
        var previous = UInt8(ascii: " ")
        for byte in withoutAttributes(type).utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where previous == UInt8(ascii: "-"):
                if depth == 0 { return true }
            case UInt8(ascii: ">"): depth -= 1
            default: break
            }
            previous = byte
        }
        return false
    }

    /// `type` without leading attributes such as `@Sendable` or `@MainActor`.
    private static func withoutAttributes(_ type: String) -> Substring {
        var rest = type.drop { $0 == " " }
        while rest.first == "@" {
            rest = rest.drop { $0 != " " && $0 != "(" }.drop { $0 == " " }
        }
        return rest
    }
}
