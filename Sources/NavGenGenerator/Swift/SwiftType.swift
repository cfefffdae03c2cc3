/// Facts about the Swift type text a user wrote for a parameter.
enum SwiftType {
    /// True when `type` is a function type, which needs `@escaping` as a stored parameter. An
    /// optional function type (`(() -> Void)?`) is not: its `->` is inside brackets.
    static func isFunction(_ type: String) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in withoutAttributes(type) {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous == "-":
                if depth == 0 { return true }
            case ">": depth -= 1
            default: break
            }
            previous = character
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
