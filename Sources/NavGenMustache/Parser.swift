/// A parsed template: text and tags as a tree.
package indirect enum Node: Sendable, Equatable {
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
package struct Name: Sendable, Equatable {
    /// The parts between the dots; none for `.`.
    let parts: [String]
    /// The name's length in UTF-8 bytes: what looking it up costs, at most.
    let length: Int

    package init(_ text: String) {
        if text == "." {
            self.parts = []
        } else if !text.utf8.contains(UInt8(ascii: ".")) {
            // Most names have one part: kept as they are, without splitting them into characters.
            self.parts = [text]
        } else {
            self.parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
        self.length = text.utf8.count
    }
}

/// `{{$name}}default{{/name}}`.
package struct Block: Sendable, Equatable {
    var name: String
    var children: [Node]
    /// For a tag alone on its line: the indentation its content is expanded with.
    var siteIndent: String?
    var location: Location

    package init(name: String, children: [Node], siteIndent: String?, location: Location) {
        self.name = name
        self.children = children
        self.siteIndent = siteIndent
        self.location = location
    }
}

package struct Location: Sendable, Equatable {
    var path: String
    var line: Int
    var column: Int

    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    func error(_ message: String) -> TemplateError {
        TemplateError(path: path, line: line, column: column, message: message)
    }
}

/// Reads template text into ``Node``s, applying the specification's standalone-line rules: a line
/// holding only whitespace and tags other than interpolations disappears from the output.
///
/// The text is scanned as UTF-8 bytes, which reads a template a character at a time no slower than
/// a byte at a time: start-up pays for parsing the built-in templates on every run. A delimiter
/// counts where its bytes stand between two characters (not inside one, such as `{` with a
/// combining accent); columns are counted in characters, as everywhere in navgen's messages.
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

    private let source: String
    private let bytes: [UInt8]
    private let path: String
    /// The UTF-8 offset the scan has reached.
    private var position = 0
    private var line = 1
    /// The UTF-8 offset where the current line starts, from which columns are counted.
    private var lineStart = 0
    private static let defaultOpen = Array("{{".utf8)
    private static let brace = Array("{".utf8)
    private var open = Parser.defaultOpen
    private var close = Array("}}".utf8)

    init(source: String, path: String) {
        self.source = source
        self.bytes = Array(source.utf8)
        self.path = path
    }

    mutating func parse() throws(TemplateError) -> [Node] {
        var tokens: [Token] = []
        var lineTokens: [Token] = []
        var textStart = 0
        while position < bytes.count {
            if bytes[position] == open[0], delimiter(open, standsAt: position) {
                if textStart < position { lineTokens.append(.text(text(from: textStart, to: position))) }
                let location = Location(path: path, line: line, column: column(at: position))
                lineTokens.append(.tag(try readTag(at: location), location, indent: "", standalone: false))
                textStart = position
                continue
            }
            guard let breakLength = LineBreak.length(in: bytes, at: position) else {
                position += 1
                continue
            }
            position += breakLength
            startLine(at: position)
            lineTokens.append(.text(text(from: textStart, to: position)))
            textStart = position
            tokens += Self.resolveStandalone(lineTokens)
            lineTokens = []
        }
        if textStart < position { lineTokens.append(.text(text(from: textStart, to: position))) }
        tokens += Self.resolveStandalone(lineTokens)
        var index = 0
        let nodes = try Self.tree(tokens, from: &index, closing: nil, depth: 0)
        return nodes
    }

    private func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
    }

    /// The 1-based column, in characters, of the UTF-8 offset `offset` of the current line.
    private func column(at offset: Int) -> Int {
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStart)
        let end = utf8.index(utf8.startIndex, offsetBy: offset)
        return source[start..<end].count + 1
    }

    /// True when the bytes of `delimiter` are at `offset`, beginning and ending between characters.
    private func delimiter(_ delimiter: [UInt8], standsAt offset: Int) -> Bool {
        let end = offset + delimiter.count
        guard end <= bytes.count, bytes[offset..<end].elementsEqual(delimiter) else { return false }
        return isCharacterBoundary(offset) && isCharacterBoundary(end)
    }

    private func isCharacterBoundary(_ offset: Int) -> Bool {
        let utf8 = source.utf8
        return utf8.index(utf8.startIndex, offsetBy: offset).samePosition(in: source) != nil
    }

    /// Reads one tag at `position`, which stands on the opening delimiter.
    private mutating func readTag(at location: Location) throws(TemplateError) -> Tag {
        position += open.count
        let isTriple = open == Self.defaultOpen && delimiter(Self.brace, standsAt: position)
        if isTriple { position += 1 }
        let closer = isTriple ? Array("}".utf8) + close : close
        let contentStart = position
        while !(position < bytes.count && bytes[position] == closer[0] && delimiter(closer, standsAt: position)) {
            guard position < bytes.count else {
                throw location.error(
                    "unclosed tag: '\(text(of: open))' without '\(text(of: closer))'")
            }
            if let breakLength = LineBreak.length(in: bytes, at: position) {
                position += breakLength
                startLine(at: position)
            } else {
                position += 1
            }
        }
        let body = text(from: contentStart, to: position)
        position += closer.count
        if isTriple { return .variable(try Self.name(body, at: location), escaped: false) }
        guard let (sigil, restStart) = Self.sigil(of: body) else {
            throw location.error("empty tag")
        }
        // A comment can be long, and nothing of it is kept.
        if sigil == "!" { return .comment }
        let rest = String(body[restStart...])
        switch sigil {
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

    /// The first character of a tag's body that is not whitespace, and where the rest starts.
    private static func sigil(of body: String) -> (Character, String.Index)? {
        // An ASCII body is read as bytes, without the cost of characters: only CR LF is two bytes,
        // and it is whitespace either way.
        if isASCII(body) {
            guard let index = body.utf8.firstIndex(where: { !isASCIIWhitespace($0) }) else { return nil }
            return (Character(Unicode.Scalar(body.utf8[index])), body.utf8.index(after: index))
        }
        guard let index = body.firstIndex(where: { !$0.isWhitespace }) else { return nil }
        return (body[index], body.index(after: index))
    }

    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// True for the ASCII characters that are `Character.isWhitespace`: tab, LF, VT, FF, CR and space.
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private func text(of delimiter: [UInt8]) -> String {
        String(decoding: delimiter, as: UTF8.self)
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
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
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
                guard case .text(let text) = token else { continue }
                // Text between tags is one node however many lines it spans: printed in one run.
                // Taken out to be appended to, so that a long run grows in place rather than
                // being copied once per line.
                if case .text(var before) = nodes.last {
                    nodes.removeLast()
                    before += text
                    nodes.append(.text(before))
                } else {
                    nodes.append(.text(text))
                }
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
        // As ``Parser/sigil(of:)`` reads a tag's body: an ASCII text by its bytes.
        if Parser.isASCII(self) {
            guard let first = utf8.firstIndex(where: { !Parser.isASCIIWhitespace($0) }),
                let last = utf8.lastIndex(where: { !Parser.isASCIIWhitespace($0) })
            else { return "" }
            return String(self[first...last])
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
