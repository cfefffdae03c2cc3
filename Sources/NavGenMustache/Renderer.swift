/// One render: the loader, the partials parsed so far, and the walk over the nodes.
struct Renderer<Loader: PartialLoader>: Sendable {
    /// Sections, blocks, partials and parents nest at most this many levels inside each other:
    /// rendering recurses once per level, and partials that include each other this deep surely
    /// loop.
    static var maximumDepth: Int { 100 }

    let loader: Loader
    let options: RenderOptions
    private var parsed: [String: [Node]] = [:]
    private var blockNames: [String: Set<String>] = [:]
    /// The steps done so far, against ``RenderOptions/workLimit``.
    private var work = 0

    init(loader: Loader, options: RenderOptions) {
        self.loader = loader
        self.options = options
    }

    /// `nodes` rendered with `context` at the bottom of the stack; running out of work at their
    /// level is reported at the start of `path`.
    mutating func render(_ nodes: [Node], context: MustacheValue, path: String) throws(TemplateError) -> String {
        var output = ""
        var stack = [context]
        let start = Location(path: path, line: 1, column: 1)
        try render(nodes, stack: &stack, overrides: [:], depth: 0, site: start, into: &output)
        return output
    }

    /// Renders `nodes` into `output`; `site` is the tag whose content they are (the template's
    /// start at the top), where running out of work is reported.
    mutating func render(
        _ nodes: [Node], stack: inout [MustacheValue], overrides: [String: Block], depth: Int, site: Location,
        into output: inout String
    ) throws(TemplateError) {
        guard depth <= Self.maximumDepth else {
            throw site.error("sections and partials nest more than \(Self.maximumDepth) levels deep")
        }
        for node in nodes {
            try spend(1, at: site)
            switch node {
            case .text(let text):
                try spend(text.utf8.count, at: site)
                output += text
            case .variable(let name, let escaped):
                let text = try find(name, in: stack, at: site)?.text ?? ""
                try spend(text.utf8.count, at: site)
                if escaped, options.escaping == .html {
                    Self.appendEscapingHTML(text, to: &output)
                } else {
                    output += text
                }
            case .section(let name, let inverted, let children, let location):
                let value = try find(name, in: stack, at: site) ?? .null
                if inverted {
                    if !value.isTruthy {
                        try render(children, stack: &stack, overrides: overrides, depth: depth + 1, site: location, into: &output)
                    }
                    continue
                }
                guard value.isTruthy else { continue }
                for index in 0..<value.sectionCount {
                    try spend(1, at: location)
                    stack.append(value.sectionItem(at: index))
                    defer { stack.removeLast() }
                    try render(children, stack: &stack, overrides: overrides, depth: depth + 1, site: location, into: &output)
                }
            case .partial(let name, let indent, let location):
                guard let partial = try load(name, indent: indent, at: location, depth: depth) else { continue }
                try render(partial, stack: &stack, overrides: overrides, depth: depth + 1, site: location, into: &output)
            case .parent(let name, let indent, let blocks, let location):
                guard let parent = try load(name, indent: indent, at: location, depth: depth) else { continue }
                // Merging copies the overrides already in force, too.
                try spend(overrides.count + blocks.count, at: location)
                var merged = overrides
                for block in blocks where merged[block.name] == nil {
                    merged[block.name] = block
                }
                if options.strict {
                    let defined = try definedBlocks(in: name, indent: indent, at: location, depth: depth)
                    if let unknown = blocks.first(where: { !defined.contains($0.name) }) {
                        throw unknown.location.error("'\(name)' has no block named '\(unknown.name)'")
                    }
                }
                try render(parent, stack: &stack, overrides: merged, depth: depth + 1, site: location, into: &output)
            case .block(let block):
                let override = overrides[block.name]
                // An override that starts on its own line brings its own indentation, which gives
                // way to the indentation of the place it fills.
                let dedents = override?.siteIndent != nil
                let children = override?.children ?? block.children
                guard block.siteIndent != nil || dedents else {
                    try render(children, stack: &stack, overrides: overrides, depth: depth + 1, site: block.location, into: &output)
                    continue
                }
                let start = output.utf8.count
                try render(children, stack: &stack, overrides: overrides, depth: depth + 1, site: block.location, into: &output)
                // Printed once, but indented again by every block it lies in.
                try spend(output.utf8.count - start, at: block.location)
                Self.reindent(
                    &output, from: start, dedent: dedents, indent: block.siteIndent ?? "",
                    endingEveryLine: block.siteIndent != nil)
            }
        }
    }

    private mutating func spend(_ steps: Int, at site: Location) throws(TemplateError) {
        work += steps
        guard work > options.workLimit else { return }
        throw site.error(
            "rendering takes more than \(options.workLimit) steps; the template's sections, partials or blocks multiply the work (nested over the same lists, included again and again)")
    }

    /// The nodes of partial `name` with `indent` before each of its lines, parsed once per render.
    private mutating func load(_ name: String, indent: String, at location: Location, depth: Int)
        throws(TemplateError) -> [Node]?
    {
        guard depth < Self.maximumDepth else {
            throw location.error(
                "sections and partials nest more than \(Self.maximumDepth) levels deep; '\(name)' probably includes itself")
        }
        // The cache's key holds the indentation, which can be as long as a line.
        try spend(name.utf8.count + indent.utf8.count, at: location)
        let key = Self.key(name, indent)
        if let nodes = parsed[key] { return nodes }
        guard let found = try loader.partial(named: name) else {
            if options.strict { throw location.error("no partial named '\(name)'") }
            return nil
        }
        // Reading is work too: each indentation of a partial is a text of its own, parsed anew, and
        // one that prints nothing would otherwise cost nothing. Counted before the text is made.
        let lines = 1 + LineBreak.count(in: found.source)
        try spend(found.source.utf8.count + lines * indent.utf8.count, at: location)
        let nodes = try Template(source: Self.indenting(found.source, by: indent), path: found.path).nodes
        parsed[key] = nodes
        return nodes
    }

    /// A partial is parsed once for each indentation it is included with.
    private static func key(_ name: String, _ indent: String) -> String {
        name + "\u{0}" + indent
    }

    /// Every block name a template defines, itself or through the partials and parents it includes.
    private mutating func definedBlocks(in name: String, indent: String, at location: Location, depth: Int)
        throws(TemplateError) -> Set<String>
    {
        if let names = blockNames[name] { return names }
        blockNames[name] = []
        var names: Set<String> = []
        var pending = try load(name, indent: indent, at: location, depth: depth) ?? []
        while let node = pending.popLast() {
            switch node {
            case .block(let block):
                names.insert(block.name)
                pending += block.children
            case .section(_, _, let children, _):
                pending += children
            case .partial(let included, let indent, let location), .parent(let included, let indent, _, let location):
                names.formUnion(try definedBlocks(in: included, indent: indent, at: location, depth: depth + 1))
                if case .parent(_, _, let overrides, _) = node { pending += overrides.map(Node.block) }
            case .text, .variable:
                break
            }
        }
        blockNames[name] = names
        return names
    }

    /// ``lookup(_:in:)`` as work: one step per character of the name and per context it may search.
    private mutating func find(_ name: Name, in stack: [MustacheValue], at site: Location)
        throws(TemplateError) -> MustacheValue?
    {
        try spend(name.length + stack.count, at: site)
        return Self.lookup(name, in: stack)
    }

    /// Finds `name` (`a.b.c`, or `.` for the current item): the first context from the top that has
    /// the first part, then each further part inside it.
    static func lookup(_ name: Name, in stack: [MustacheValue]) -> MustacheValue? {
        guard let first = name.parts.first else { return stack.last }
        for case .object(let object) in stack.reversed() {
            guard var value = object.value(forKey: first) else { continue }
            for part in name.parts.dropFirst() {
                guard case .object(let object) = value, let next = object.value(forKey: part) else { return nil }
                value = next
            }
            return value
        }
        return nil
    }

    /// `source` with `indent` before each line, as a standalone partial tag asks.
    static func indenting(_ source: String, by indent: String) -> String {
        guard !indent.isEmpty else { return source }
        let bytes = Array(source.utf8)
        var result: [UInt8] = []
        var lineStart = 0
        var position = 0
        while position < bytes.count {
            guard let breakLength = LineBreak.length(in: bytes, at: position) else {
                position += 1
                continue
            }
            position += breakLength
            result += indent.utf8
            result += bytes[lineStart..<position]
            lineStart = position
        }
        if lineStart < bytes.count {
            result += indent.utf8
            result += bytes[lineStart...]
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Reindents what `output` holds from the UTF-8 offset `start` as ``appendReindented`` would
    /// append it. A block can hold most of the output, and most blocks of generated code need no
    /// change, which one pass over their bytes tells without a copy.
    static func reindent(_ output: inout String, from start: Int, dedent: Bool, indent: String, endingEveryLine: Bool) {
        if indent.isEmpty, isUnchangedByReindenting(output.utf8, from: start, dedent: dedent, endingEveryLine: endingEveryLine) {
            return
        }
        let startIndex = output.utf8.index(output.utf8.startIndex, offsetBy: start)
        let content = String(output[startIndex...])
        output.removeSubrange(startIndex...)
        appendReindented(content, dedent: dedent, indent: indent, endingEveryLine: endingEveryLine, to: &output)
    }

    /// True when the bytes from `start` are ASCII lines ended by LF, none of them blank but empty,
    /// with nothing to dedent and nothing to end: what reindenting without an indent leaves alone.
    private static func isUnchangedByReindenting(
        _ text: String.UTF8View, from start: Int, dedent: Bool, endingEveryLine: Bool
    ) -> Bool {
        let result = text.withContiguousStorageIfAvailable { bytes -> Bool in
            guard start < bytes.count, let base = bytes.baseAddress else { return true }
            var lineStart = base + start
            var isBlankSoFar = true
            var seenText = false
            var pointer = lineStart
            let end = base + bytes.count
            while pointer < end {
                let byte = pointer.pointee
                pointer += 1
                // Most bytes are printable ASCII: one comparison decides them.
                if byte &- 0x21 < 0x5F {
                    isBlankSoFar = false
                    seenText = true
                    continue
                }
                switch byte {
                case 0x0A:
                    if isBlankSoFar, pointer - 1 > lineStart { return false }
                    lineStart = pointer
                    isBlankSoFar = true
                case 0x20, 0x09:
                    // A dedented block's own indentation is that of its first non-blank line.
                    if dedent, !seenText, pointer - 1 == lineStart { return false }
                case 0x0B...0x0D, 0x80...:
                    return false
                default:
                    isBlankSoFar = false
                    seenText = true
                }
            }
            return lineStart == end || !endingEveryLine && !isBlankSoFar
        }
        return result ?? false
    }

    /// A block's content expanded where its tag stands alone: its own indentation (that of its
    /// first non-blank line) removed when it comes from an override, the site's added, every line
    /// ended. Blank lines stay empty, so generated code has no trailing whitespace.
    ///
    /// A block can hold most of the output, so its lines are found in its UTF-8 bytes, in one pass
    /// and without a copy of each line; only a line that is not ASCII is read as characters.
    static func appendReindented(
        _ content: String, dedent: Bool, indent: String, endingEveryLine: Bool, to output: inout String
    ) {
        guard !content.isEmpty else { return }
        let own = dedent ? Self.firstIndent(of: content) : ""
        Self.forEachLine(of: content) { line, isEnded in
            if !Self.isBlank(line) {
                output += indent
                output += Self.dropping(own, from: line)
            }
            if isEnded || endingEveryLine { output += "\n" }
        }
    }

    /// Calls `body` with each line of `text` without its line break, and whether a line break
    /// ends it; a final empty line after the last line break is no line. Line breaks are those of
    /// `Character.isNewline`: LF, VT, FF, CR, CR LF, NEL, LS and PS.
    static func forEachLine(of text: String, _ body: (Substring, Bool) -> Void) {
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        var position = bytes.startIndex
        while position < bytes.endIndex {
            guard let breakLength = lineBreakLength(in: bytes, at: position) else {
                position = bytes.index(after: position)
                continue
            }
            body(text[lineStart..<position], true)
            position = bytes.index(position, offsetBy: breakLength)
            lineStart = position
        }
        if lineStart < bytes.endIndex { body(text[lineStart...], false) }
    }

    private static func lineBreakLength(in bytes: String.UTF8View, at position: String.Index) -> Int? {
        switch bytes[position] {
        case 0x0A, 0x0B, 0x0C: return 1
        case 0x0D:
            let next = bytes.index(after: position)
            return next < bytes.endIndex && bytes[next] == 0x0A ? 2 : 1
        case 0xC2:
            let next = bytes.index(after: position)
            return next < bytes.endIndex && bytes[next] == 0x85 ? 2 : nil
        case 0xE2:
            guard bytes.distance(from: position, to: bytes.endIndex) >= 3 else { return nil }
            let second = bytes[bytes.index(position, offsetBy: 1)]
            let third = bytes[bytes.index(position, offsetBy: 2)]
            return second == 0x80 && (third == 0xA8 || third == 0xA9) ? 3 : nil
        default: return nil
        }
    }

    /// True for a line of nothing but whitespace. Any ASCII byte but a space or a tab starts a
    /// character that is not whitespace; other bytes need the line read as characters.
    private static func isBlank(_ line: Substring) -> Bool {
        for byte in line.utf8 where byte != 0x20 && byte != 0x09 {
            return byte < 0x80 ? false : line.allSatisfy(\.isWhitespace)
        }
        return true
    }

    /// The spaces and tabs that start the first non-blank line of `text`.
    private static func firstIndent(of text: String) -> Substring {
        var indent: Substring?
        forEachLine(of: text) { line, _ in
            if indent == nil, !isBlank(line) { indent = line.prefix { $0 == " " || $0 == "\t" } }
        }
        return indent ?? ""
    }

    /// `line` without `own` at its start, or without the spaces and tabs it starts with instead.
    private static func dropping(_ own: Substring, from line: Substring) -> Substring {
        line.hasPrefix(own) ? line.dropFirst(own.count) : line.drop { $0 == " " || $0 == "\t" }
    }

    static func appendEscapingHTML(_ text: String, to output: inout String) {
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.append(character)
            }
        }
    }
}
