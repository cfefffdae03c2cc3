/// A parsed template: text and tags as a tree.
indirect enum Node: Sendable {
    case text(String)
    case variable(Name, escaped: Bool)
    case section(Name, inverted: Bool, children: [Node], location: Location)
    /// `{{> name}}`; `indent` is the whitespace before a standalone tag, added to every line.
    case partial(String, indent: String, location: Location)
    /// `{{< name}}...{{/name}}`: the blocks inside override the parent's.
    case parent(String, indent: String, overrides: [Block], location: Location)
    case block(Block)
}

/// A name a tag looks up (`a.b.c`, or `.` for the current item), split into its parts once, when
/// the template is parsed, rather than at every look-up.
struct Name: Sendable {
    /// The parts between the dots; none for `.`.
    let parts: [String]
    /// The name's length in UTF-8 bytes: what looking it up costs, at most.
    let length: Int

    init(_ text: String) {
        self.parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        self.length = text.utf8.count
    }
}

/// `{{$name}}default{{/name}}`.
struct Block: Sendable {
    var name: String
    var children: [Node]
    /// For a tag alone on its line: the indentation its content is expanded with.
    var siteIndent: String?
    var location: Location
}

struct Location: Sendable, Equatable {
    var path: String
    var line: Int
    var column: Int

    func error(_ message: String) -> TemplateError {
        TemplateError(path: path, line: line, column: column, message: message)
    }
}

/// Reads template text into ``Node``s, applying the specification's standalone-line rules: a line
/// holding only whitespace and tags other than interpolations disappears from the output.
struct Parser {
    /// Sections, parents and blocks nest at most this deep: parsing and rendering recurse once per
    /// level, and no template needs more.
    static var maximumNesting: Int { 100 }
    /// The longest delimiter `{{=<% %>=}}` may set, in characters.
    static var longestDelimiter: Int { 16 }

    private enum Tag {
        case variable(String, escaped: Bool)
        case open(String, inverted: Bool)
        case close(String)
        case partial(String)
        case parent(String)
        case block(String)
        case comment
        case delimiters

        var canStandAlone: Bool {
            if case .variable = self { return false }
            return true
        }
    }

    private enum Token {
        case text(String)
        case tag(Tag, Location, indent: String, standalone: Bool)
    }

    private let characters: [Character]
    private let path: String
    private var position = 0
    private var line = 1
    private var column = 1
    private var open: [Character] = ["{", "{"]
    private var close: [Character] = ["}", "}"]

    init(source: String, path: String) {
        self.characters = Array(source)
        self.path = path
    }

    mutating func parse() throws(TemplateError) -> [Node] {
        var tokens: [Token] = []
        var lineTokens: [Token] = []
        var text = ""
        while position < characters.count {
            if starts(with: open) {
                if !text.isEmpty { lineTokens.append(.text(text)) }
                text = ""
                let location = Location(path: path, line: line, column: column)
                lineTokens.append(.tag(try readTag(at: location), location, indent: "", standalone: false))
                continue
            }
            let character = characters[position]
            advance(by: 1)
            text.append(character)
            if character.isNewline {
                lineTokens.append(.text(text))
                text = ""
                tokens += Self.resolveStandalone(lineTokens)
                lineTokens = []
            }
        }
        if !text.isEmpty { lineTokens.append(.text(text)) }
        tokens += Self.resolveStandalone(lineTokens)
        var index = 0
        let nodes = try Self.tree(tokens, from: &index, closing: nil, depth: 0)
        return nodes
    }

    private func starts(with delimiter: [Character]) -> Bool {
        guard position + delimiter.count <= characters.count else { return false }
        for (offset, character) in delimiter.enumerated() where characters[position + offset] != character {
            return false
        }
        return true
    }

    private mutating func advance(by count: Int) {
        for _ in 0..<count {
            if characters[position].isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
            position += 1
        }
    }

    /// Reads one tag at `position`, which stands on the opening delimiter.
    private mutating func readTag(at location: Location) throws(TemplateError) -> Tag {
        advance(by: open.count)
        let isTriple = open == ["{", "{"] && position < characters.count && characters[position] == "{"
        if isTriple { advance(by: 1) }
        let closer = isTriple ? ["}"] + close : close
        var content: [Character] = []
        while !starts(with: closer) {
            guard position < characters.count else {
                throw location.error("unclosed tag: '\(String(open))' without '\(String(closer))'")
            }
            content.append(characters[position])
            advance(by: 1)
        }
        advance(by: closer.count)
        let body = String(content)
        if isTriple { return .variable(try Self.name(body, at: location), escaped: false) }
        guard let sigil = body.first(where: { !$0.isWhitespace }) else {
            throw location.error("empty tag")
        }
        let rest = String(body.drop { $0.isWhitespace }.dropFirst())
        switch sigil {
        case "!": return .comment
        case "#": return .open(try Self.name(rest, at: location), inverted: false)
        case "^": return .open(try Self.name(rest, at: location), inverted: true)
        case "/": return .close(try Self.name(rest, at: location))
        case ">": return .partial(try Self.name(rest, at: location))
        case "<": return .parent(try Self.name(rest, at: location))
        case "$": return .block(try Self.name(rest, at: location))
        case "&": return .variable(try Self.name(rest, at: location), escaped: false)
        case "=":
            try setDelimiters(rest, at: location)
            return .delimiters
        default: return .variable(try Self.name(body, at: location), escaped: true)
        }
    }

    private static func name(_ text: String, at location: Location) throws(TemplateError) -> String {
        let name = text.trimmingWhitespace()
        if name.isEmpty { throw location.error("a tag needs a name") }
        return name
    }

    /// `{{=<% %>=}}`: two new delimiters, separated by whitespace, without whitespace or `=` inside.
    private mutating func setDelimiters(_ text: String, at location: Location) throws(TemplateError) {
        let body = text.trimmingWhitespace()
        let parts = body.dropLast().split(whereSeparator: \.isWhitespace)
        guard body.hasSuffix("="), parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw location.error("a delimiter tag looks like {{=<% %>=}}: two delimiters between '=' signs")
        }
        // Every character of the text is compared with the delimiters: long ones make parsing take
        // the product of the two lengths.
        guard parts.allSatisfy({ $0.count <= Self.longestDelimiter }) else {
            throw location.error("a delimiter is at most \(Self.longestDelimiter) characters long")
        }
        open = Array(parts[0])
        close = Array(parts[1])
    }

    /// A line that holds only whitespace and tags that may stand alone loses its whitespace and its
    /// line break; its indentation is kept on the tags that need it.
    private static func resolveStandalone(_ tokens: [Token]) -> [Token] {
        var tags = 0
        for token in tokens {
            switch token {
            case .text(let text):
                if !text.allSatisfy({ $0 == " " || $0 == "\t" || $0.isNewline }) { return tokens }
            case .tag(let tag, _, _, _):
                if !tag.canStandAlone { return tokens }
                tags += 1
            }
        }
        guard tags > 0 else { return tokens }
        var indent = ""
        if case .text(let text) = tokens.first {
            indent = String(text.filter { $0 == " " || $0 == "\t" })
        }
        return tokens.compactMap { token in
            guard case .tag(let tag, let location, _, _) = token else { return nil }
            return .tag(tag, location, indent: indent, standalone: true)
        }
    }

    /// Nests the tokens from `index` into nodes, up to the tag that closes `closing`, `depth`
    /// levels inside the template.
    private static func tree(
        _ tokens: [Token], from index: inout Int, closing: (name: String, location: Location)?, depth: Int
    ) throws(TemplateError) -> [Node] {
        if let closing, depth > maximumNesting {
            throw closing.location.error("sections, parents and blocks nest more than \(maximumNesting) levels deep")
        }
        var nodes: [Node] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard case .tag(let tag, let location, let indent, let standalone) = token else {
                if case .text(let text) = token { nodes.append(.text(text)) }
                continue
            }
            switch tag {
            case .variable(let name, let escaped):
                nodes.append(.variable(Name(name), escaped: escaped))
            case .open(let name, let inverted):
                let children = try tree(tokens, from: &index, closing: (name, location), depth: depth + 1)
                nodes.append(.section(Name(name), inverted: inverted, children: children, location: location))
            case .close(let name):
                guard let closing else { throw location.error("'{{/\(name)}}' closes nothing") }
                guard closing.name == name else {
                    throw location.error("'{{/\(name)}}' does not close the open '\(closing.name)'")
                }
                return nodes
            case .partial(let name):
                nodes.append(.partial(name, indent: standalone ? indent : "", location: location))
            case .parent(let name):
                let children = try tree(tokens, from: &index, closing: (name, location), depth: depth + 1)
                let overrides = children.compactMap { node -> Block? in
                    if case .block(let block) = node { return block }
                    return nil
                }
                nodes.append(.parent(name, indent: standalone ? indent : "", overrides: overrides, location: location))
            case .block(let name):
                let children = try tree(tokens, from: &index, closing: (name, location), depth: depth + 1)
                let siteIndent = standalone ? firstLineIndent(of: children) ?? indent : nil
                nodes.append(.block(Block(name: name, children: children, siteIndent: siteIndent, location: location)))
            case .comment, .delimiters:
                break
            }
        }
        if let closing {
            throw closing.location.error("'\(closing.name)' is never closed")
        }
        return nodes
    }

    /// The indentation of a block's default content, which decides where an override goes when
    /// the block's tag stands alone ("intrinsic indentation").
    private static func firstLineIndent(of nodes: [Node]) -> String? {
        switch nodes.first {
        case .text(let text):
            let indent = text.prefix { $0 == " " || $0 == "\t" }
            return indent.isEmpty ? nil : String(indent)
        case .partial(_, let indent, _), .parent(_, let indent, _, _):
            return indent.isEmpty ? nil : indent
        default:
            return nil
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
