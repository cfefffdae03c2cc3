/// Facts about the Swift type text a user wrote for a parameter.
enum SwiftType {
    /// True when `type` is a function type, which needs `@escaping` as a stored parameter. An
    /// optional function type (`(() -> Void)?`) is not: its `->` is inside brackets.
    ///
    /// The brackets and arrows are ASCII, so the UTF-8 bytes tell them apart without the cost of
    /// characters: no byte of another character is ASCII.
    static func isFunction(_ type: String) -> Bool {
        // A type whose first byte is neither a space nor `@` has no attribute to remove: its own
        // bytes are read, faster than those of a substring.
        let first = type.utf8.first
        guard first == UInt8(ascii: " ") || first == UInt8(ascii: "@") else { return isFunction(bytes: type.utf8) }
        return isFunction(bytes: withoutAttributes(type).utf8)
    }

    private static func isFunction(bytes: some Sequence<UInt8>) -> Bool {
        var depth = 0
        var previous = UInt8(ascii: " ")
        for byte in bytes {
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
