/// One render: the loader, the partials parsed so far, and the walk over the nodes.
struct Renderer<Loader: PartialLoader> {
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
                let items = if case .array(let items) = value { items } else { [value] }
                for item in items {
                    try spend(1, at: location)
                    stack.append(item)
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
                var content = ""
                try render(children, stack: &stack, overrides: overrides, depth: depth + 1, site: block.location, into: &content)
                // Printed once, but indented again by every block it lies in.
                try spend(content.utf8.count, at: block.location)
                Self.appendReindented(
                    content, dedent: dedents, indent: block.siteIndent ?? "", endingEveryLine: block.siteIndent != nil,
                    to: &output)
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
        let key = name + "\u{0}" + indent
        if let nodes = parsed[key] { return nodes }
        guard let found = try loader.partial(named: name) else {
            if options.strict { throw location.error("no partial named '\(name)'") }
            return nil
        }
        // Reading is work too: each indentation of a partial is a text of its own, parsed anew, and
        // one that prints nothing would otherwise cost nothing. Counted before the text is made.
        let lines = found.source.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
        try spend(found.source.utf8.count + lines * indent.utf8.count, at: location)
        let nodes = try Template(source: Self.indenting(found.source, by: indent), path: found.path).nodes
        parsed[key] = nodes
        return nodes
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
    private mutating func find(_ name: String, in stack: [MustacheValue], at site: Location)
        throws(TemplateError) -> MustacheValue?
    {
        try spend(name.utf8.count + stack.count, at: site)
        return Self.lookup(name, in: stack)
    }

    /// Finds `name` (`a.b.c`, or `.` for the current item): the first context from the top that has
    /// the first part, then each further part inside it.
    static func lookup(_ name: String, in stack: [MustacheValue]) -> MustacheValue? {
        if name == "." { return stack.last }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let first = String(parts[0])
        for context in stack.reversed() {
            guard case .object(let fields) = context, var value = fields[first] else { continue }
            for part in parts.dropFirst() {
                guard case .object(let fields) = value, let next = fields[String(part)] else { return nil }
                value = next
            }
            return value
        }
        return nil
    }

    /// `source` with `indent` before each line, as a standalone partial tag asks.
    static func indenting(_ source: String, by indent: String) -> String {
        guard !indent.isEmpty else { return source }
        var result = ""
        var atLineStart = true
        for character in source {
            if atLineStart { result += indent }
            result.append(character)
            atLineStart = character.isNewline
        }
        return result
    }

    /// A block's content expanded where its tag stands alone: its own indentation (that of its
    /// first non-blank line) removed when it comes from an override, the site's added, every line
    /// ended. Blank lines stay empty, so generated code has no trailing whitespace.
    static func appendReindented(
        _ content: String, dedent: Bool, indent: String, endingEveryLine: Bool, to output: inout String
    ) {
        guard !content.isEmpty else { return }
        var lines = content.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let endsWithNewline = lines.last?.isEmpty == true
        if endsWithNewline { lines.removeLast() }
        let own = dedent ? lines.first { !$0.allSatisfy(\.isWhitespace) }?.prefix { $0 == " " || $0 == "\t" } ?? "" : ""
        for (index, line) in lines.enumerated() {
            if !line.allSatisfy(\.isWhitespace) {
                output += indent
                output += line.hasPrefix(own) ? line.dropFirst(own.count) : line.drop { $0 == " " || $0 == "\t" }
            }
            if index < lines.count - 1 || endsWithNewline || endingEveryLine { output += "\n" }
        }
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
