/// What the text of a Swift type says about the type before any declaration is known: whether it
/// is a function, a tuple, an existential (`any P`) or a metatype, none of which can conform to a
/// protocol such as `Hashable` or `Codable`, and where such a part hides inside the standard
/// library's containers (`[() -> Void]`, `(Int, Int)?`). A type named otherwise (`User`,
/// `Box<() -> Void>`) may conform or not: only its declaration says, which navgen never reads.
///
/// The text is one the spec's checks accepted (`SwiftCodeText`): balanced brackets, no comments.
public struct SwiftTypeSyntax: Sendable, Equatable {
    /// The shape of a type, from its text alone.
    public enum Kind: Sendable, Equatable {
        /// `(User?) -> Void`, `@escaping () async throws -> Int`, `@MainActor () -> Void`.
        case function
        /// `(Int, String)`, `(x: Int, y: Int)`, `()` and `Void`.
        case tuple
        /// `any Sendable`, `any A & B`.
        case existential
        /// `User.Type`, `(any P).Type`, `P.Protocol`.
        case metatype
        /// Anything else: a named type, generic or not, an optional, an array or a dictionary.
        case named

        /// The kind as a noun phrase for a message: "a function type".
        public var description: String {
            switch self {
            case .function: "a function type"
            case .tuple: "a tuple type"
            case .existential: "an existential type"
            case .metatype: "a metatype"
            case .named: "a named type"
            }
        }
    }

    /// The type's text without the spaces around it.
    public let text: Substring

    public init(_ text: some StringProtocol) {
        let start = Substring(text).drop { $0 == " " }
        self.text = start[..<(start.lastIndex { $0 != " " }.map(start.index(after:)) ?? start.startIndex)]
    }

    /// The shape of the whole type: `[() -> Void]` is `named` (an array).
    public var kind: Kind {
        if text.first == "@" || Self.topLevelArrow(in: text) { return .function }
        // `Any` and `AnyObject` are existentials that Swift lets go without `any`.
        if text.hasPrefix("any ") || ["Any", "AnyObject", "Swift.Any", "Swift.AnyObject"].contains(text) { return .existential }
        if text.hasSuffix(".Type") || text.hasSuffix(".Protocol") { return .metatype }
        if text == "Void" { return .tuple }
        if let elements = parenthesized, elements.count != 1 || Self.hasLabel(elements[0]) { return .tuple }
        if let elements = parenthesized { return SwiftTypeSyntax(elements[0]).kind }
        return .named
    }

    /// The types the standard library's containers hold: the wrapped type of an optional (`T?`,
    /// `T!`, `Optional<T>`), the element of an array or set, the key and value of a dictionary, the
    /// type inside parentheses; none for any other type, whose arguments the type may use in any
    /// way (`Box<() -> Void>` may store nothing of them).
    public var containedTypes: [SwiftTypeSyntax] {
        guard kind == .named else { return [] }
        if let wrappedType { return [wrappedType] }
        if let elements = parenthesized { return elements.map(SwiftTypeSyntax.init) }
        if text.first == "[", text.last == "]" {
            return Self.split(text.dropFirst().dropLast(), at: ":").map(SwiftTypeSyntax.init)
        }
        for container in ["Array", "Set", "Dictionary", "Swift.Array", "Swift.Set", "Swift.Dictionary"]
        where text.hasPrefix(container + "<") && text.last == ">" {
            return Self.split(text.dropFirst(container.count + 1).dropLast(), at: ",").map(SwiftTypeSyntax.init)
        }
        return []
    }

    /// The wrapped type of an optional (`T?`, `T!`, `Optional<T>`), or nil for any other type.
    public var wrappedType: SwiftTypeSyntax? {
        guard kind == .named else { return nil }
        if text.last == "?" || text.last == "!" { return SwiftTypeSyntax(text.dropLast()) }
        for optional in ["Optional<", "Swift.Optional<"] where text.hasPrefix(optional) && text.last == ">" {
            return SwiftTypeSyntax(text.dropFirst(optional.count).dropLast())
        }
        return nil
    }

    /// The type itself or the first type it holds (``containedTypes``, at any depth) that can
    /// conform to no protocol, or nil when the text allows the type to conform.
    public var partThatCannotConform: SwiftTypeSyntax? {
        // `((User?) -> Void)` names the function type its parentheses hold.
        if let elements = parenthesized, elements.count == 1, !Self.hasLabel(elements[0]) {
            return SwiftTypeSyntax(elements[0]).partThatCannotConform
        }
        if kind != .named { return self }
        for contained in containedTypes {
            if let part = contained.partThatCannotConform { return part }
        }
        return nil
    }

    /// The names of the types the text refers to, in its order, each a path as written (`User`,
    /// `MyApp.Recipe`, `Swift.Int`) with its place in the text: not the labels of tuple elements
    /// and function parameters (`(x: Int)`, `(_ value: Int) -> Void`), the keywords (`any`,
    /// `some`, `inout`, `throws`, `async`) or the attributes (`@escaping`, `@MainActor`). A
    /// metatype's `.Type` or `.Protocol` is not part of the name.
    public var referencedNames: [Substring] {
        var names: [Substring] = []
        var openers: [Character] = []
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if character == "@" {
                index = text[text.index(after: index)...].firstIndex { !Self.isNameCharacter($0) } ?? text.endIndex
                continue
            }
            guard Self.isNameCharacter(character) else {
                switch character {
                case "(", "[", "<": openers.append(character)
                case ")", "]": openers.removeLast(Swift.min(1, openers.count))
                case ">" where index > text.startIndex && text[text.index(before: index)] == "-": break
                case ">": openers.removeLast(Swift.min(1, openers.count))
                default: break
                }
                if character != " " { previous = character }
                index = text.index(after: index)
                continue
            }
            let name = Self.path(in: text[index...])
            index = name.endIndex
            // A member of a type in parentheses (`(any P).Type`) is no name of its own.
            let isMember = previous == "."
            previous = "a"
            if isMember || Self.keywords.contains(name) || openers.last == "(" && Self.isLabel(followedBy: text[index...]) { continue }
            names.append(Self.withoutMetatypeSuffix(name))
        }
        return names
    }

    /// The words a type's text may hold that name no type.
    private static let keywords: Set<Substring> = [
        "any", "some", "inout", "borrowing", "consuming", "sending", "isolated", "throws", "rethrows", "async", "each", "repeat",
    ]

    /// Letters, digits, `_`, and the backticks of an escaped name.
    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "`"
    }

    /// The dotted path `text` starts with: `MyApp.Recipe`.
    private static func path(in text: Substring) -> Substring {
        var end = text.startIndex
        while end < text.endIndex {
            let nameEnd = text[end...].firstIndex { !isNameCharacter($0) } ?? text.endIndex
            end = nameEnd
            guard end < text.endIndex, text[end] == ".", text.index(after: end) < text.endIndex,
                isNameCharacter(text[text.index(after: end)])
            else { break }
            end = text.index(after: end)
        }
        return text[..<end]
    }

    /// Whether a name that `rest` follows is a label: `: …` comes next, or another name and
    /// then `:` (`_ value: Int`).
    private static func isLabel(followedBy rest: Substring) -> Bool {
        let next = rest.drop { $0 == " " }
        if next.first == ":" { return true }
        guard let first = next.first, isNameCharacter(first) else { return false }
        return next.drop(while: isNameCharacter).drop { $0 == " " }.first == ":"
    }

    private static func withoutMetatypeSuffix(_ name: Substring) -> Substring {
        for suffix in [".Type", ".Protocol"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return name.dropLast(suffix.count)
        }
        return name
    }

    /// The parts of a type in parentheses, split at its top-level commas: nil when the text is not
    /// one pair of parentheses around the whole (`(A) -> (B)` is not).
    private var parenthesized: [Substring]? {
        guard text.first == "(", text.last == ")", Self.closingIndex(in: text) == text.index(before: text.endIndex) else {
            return nil
        }
        let inside = text.dropFirst().dropLast()
        return inside.allSatisfy({ $0 == " " }) ? [] : Self.split(inside, at: ",")
    }

    /// Whether a tuple element has a label: `x: Int`.
    private static func hasLabel(_ element: Substring) -> Bool {
        split(element, at: ":").count > 1
    }

    /// The index of the bracket that closes the one `text` starts with.
    private static func closingIndex(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where index > text.startIndex && text[text.index(before: index)] == "-": break
            case ">": depth -= 1
            default: break
            }
            if depth == 0 { return index }
        }
        return nil
    }

    /// Whether `text` has an `->` outside every bracket: a function type.
    private static func topLevelArrow(in text: Substring) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous == "-": if depth == 0 { return true }
            case ">": depth -= 1
            default: break
            }
            previous = character
        }
        return false
    }

    /// `text` split at each `separator` outside brackets.
    private static func split(_ text: Substring, at separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case separator where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
            previous = character
        }
        parts.append(text[start...])
        return parts
    }
}
