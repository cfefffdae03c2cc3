/// Rules for the names navgen copies from the spec into Swift code.
public enum SwiftName {
    /// Words that must be escaped with backticks to be used as an identifier.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "Any", "Self",
    ]
    /// The keywords by length in UTF-8 bytes and first byte (`length << 7 | byte`): every name
    /// printed in code is checked, so a name is compared with the few keywords that share both
    /// rather than hashed.
    private static let keywordsByLengthAndFirstByte: [[String]] = {
        let longest = keywords.map(\.utf8.count).max() ?? 0
        var table = Array(repeating: [String](), count: (longest + 1) << 7)
        for keyword in keywords {
            table[keyword.utf8.count << 7 | Int(keyword.utf8.first ?? 0)].append(keyword)
        }
        return table
    }()

    /// Whether `name` is one of ``keywords``.
    public static func isKeyword(_ name: String) -> Bool {
        guard let first = name.utf8.first, first < 0x80 else { return false }
        let slot = name.utf8.count << 7 | Int(first)
        return slot < keywordsByLengthAndFirstByte.count && keywordsByLengthAndFirstByte[slot].contains(name)
    }

    /// True when `name` is a Swift identifier (keywords included: they are used with backticks).
    /// Invisible characters (U+200D, the zero-width joiner, continues an identifier) are refused:
    /// they make two names that read the same.
    public static func isIdentifier(_ name: String) -> Bool {
        guard name != "_" else { return false }
        // An ASCII name's bytes are its scalars, read without decoding UTF-8 or a Unicode table.
        if let answer = name.utf8.withContiguousStorageIfAvailable(isASCIIIdentifier) ?? isASCIIIdentifier(name.utf8) {
            return answer
        }
        return isIdentifier(name.unicodeScalars)
    }

    /// Whether the bytes, all ASCII, are an identifier; nil when a byte is not ASCII.
    private static func isASCIIIdentifier(_ bytes: some Collection<UInt8>) -> Bool? {
        guard let first = bytes.first else { return false }
        var isIdentifier = first == UInt8(ascii: "_") || isASCIILetter(first)
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            isIdentifier = isIdentifier && continuesASCIIIdentifier(byte)
        }
        return isIdentifier
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func continuesASCIIIdentifier(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func isIdentifier(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        guard let first = scalars.first, first == "_" || isIdentifierStart(first) else { return false }
        return scalars.dropFirst().allSatisfy(continuesIdentifier)
    }

    // ASCII answers without the Unicode property tables, which cost more than the rest of a check.

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isXIDStart }
        return isASCIILetter(UInt8(scalar.value))
    }

    private static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isXIDContinue && scalar.properties.generalCategory != .format }
        return continuesASCIIIdentifier(UInt8(scalar.value))
    }

    /// `name` ready to stand as an identifier in code: backticked when it is a keyword.
    public static func escaped(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// `name` ready to stand after a dot (`.default`, `viewController.class`): keywords need no
    /// backticks there, except the few that mean something else after a dot.
    public static func member(_ name: String) -> String {
        ["init", "self", "Self", "Type", "Protocol"].contains(name) ? "`\(name)`" : name
    }

    /// `UserInfo` → `userInfo`, `URLList` → `urlList`: the leading capitals lowered, except the
    /// last one of a run that starts the next word.
    public static func lowerCamelCase(_ name: String) -> String {
        if name.isASCII { return lowerCamelCase(ascii: name) }
        let characters = Array(name)
        var leadingCapitals = characters.prefix { $0.isUppercase }.count
        if leadingCapitals > 1, leadingCapitals < characters.count, characters[leadingCapitals].isLowercase {
            leadingCapitals -= 1
        }
        let lowered = characters.prefix(max(leadingCapitals, 0)).map { $0.lowercased() }.joined()
        return lowered + String(characters.dropFirst(leadingCapitals))
    }

    /// ``lowerCamelCase(_:)`` of an ASCII name, whose characters are its bytes: the common case,
    /// without splitting the name into characters.
    private static func lowerCamelCase(ascii name: String) -> String {
        var bytes = Array(name.utf8)
        let isUppercase = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        var leadingCapitals = bytes.prefix(while: isUppercase).count
        if leadingCapitals == 0 { return name }
        if leadingCapitals > 1, leadingCapitals < bytes.count,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[leadingCapitals])
        {
            leadingCapitals -= 1
        }
        for index in 0..<leadingCapitals { bytes[index] += UInt8(ascii: "a") - UInt8(ascii: "A") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `userInfo` → `UserInfo`.
    public static func upperCamelCase(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// An identifier made from free text such as a storyboard or segue name: `Main Menu`,
    /// `show-detail` → `mainMenu`, `showDetail`; a leading digit gets an underscore before it.
    /// Words are runs of scalars that may continue an identifier. Text without any is spelt in
    /// hexadecimal, one code point after another: `->` → `_2D3E` (and the empty text `_`, which
    /// ``isIdentifier(_:)`` rejects).
    public static func lowerCamelCase(fromWords text: String) -> String {
        let words = text.unicodeScalars.split { !continuesIdentifier($0) }.map { String(String.UnicodeScalarView($0)) }
        guard let first = words.first else {
            return "_" + text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined()
        }
        let joined = lowerCamelCase(first) + words.dropFirst().map(upperCamelCase).joined()
        guard let start = joined.unicodeScalars.first, start == "_" || start.properties.isXIDStart else { return "_" + joined }
        return joined
    }
}

extension String {
    /// True when every character is ASCII, so that the text's bytes are its characters: the
    /// common case, which the checks of names and code answer without Unicode tables.
    var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}
