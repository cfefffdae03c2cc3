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

    /// Renders `nodes` with `context` at the bottom of the stack into `sink`; running out of work
    /// at their level is reported at the start of `path`.
    mutating func render<Sink: TextSink>(
        _ nodes: [Node], context: MustacheValue, path: String, into sink: inout Sink
    ) throws(TemplateError) {
        // The sink is reached once per chunk, so the walk need not be specialized for its type:
        // an unspecialized generic one, across modules, looks up type metadata at every step.
        var output = RenderOutput(sink: sink)
        var stack = [context]
        let start = Location(path: path, line: 1, column: 1)
        // A render that fails hands over no more: the sink keeps the chunks it was given.
        defer { if let given = output.sink as? Sink { sink = given } }
        try render(nodes, stack: &stack, overrides: [:], depth: 0, site: start, into: &output)
        output.flush()
    }

    /// Renders `nodes` into `output`; `site` is the tag whose content they are (the template's
    /// start at the top), where running out of work is reported.
    mutating func render(
        _ nodes: [Node], stack: inout [MustacheValue], overrides: [String: Block], depth: Int, site: Location,
        into output: inout RenderOutput
    ) throws(TemplateError) {
        guard depth <= Self.maximumDepth else {
            throw site.error("sections and partials nest more than \(Self.maximumDepth) levels deep")
        }
        for node in nodes {
            try spend(1, at: site)
            switch node {
            case .text(let text):
                try spend(text.utf8.count, at: site)
                output.append(text)
            case .variable(let name, let escaped):
                let value = try find(name, in: stack, at: site)
                if escaped, options.escaping == .html {
                    let text = value?.printed ?? ""
                    try spend(text.utf8.count, at: site)
                    Self.appendEscapingHTML(text, to: &output)
                } else if case .text(let text) = value {
                    try spend(output.write(text), at: site)
                } else {
                    let text = value?.printed ?? ""
                    try spend(text.utf8.count, at: site)
                    output.append(text)
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
                output.beginReindenting(dedent: dedents, indent: block.siteIndent ?? "", endingEveryLine: block.siteIndent != nil)
                try render(children, stack: &stack, overrides: overrides, depth: depth + 1, site: block.location, into: &output)
                // Printed once, but indented again by every block it lies in.
                try spend(output.endReindenting(), at: block.location)
            }
        }
    }

    // Spent at every node, name and text: inlined, with the message made only where work runs out.
    @inline(__always)
    private mutating func spend(_ steps: Int, at site: Location) throws(TemplateError) {
        work += steps
        if work > options.workLimit { throw outOfWork(at: site) }
    }

    @inline(never)
    private func outOfWork(at site: Location) -> TemplateError {
        site.error(
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
        // Costs what parsing its source would: its source's length, and no indentation.
        if indent.isEmpty, let template = loader.parsedPartial(named: name) {
            try spend(template.sourceLength, at: location)
            parsed[key] = template.nodes
            return template.nodes
        }
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
    @inline(__always)
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

    static func appendEscapingHTML(_ text: String, to output: inout RenderOutput) {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        output.append(escaped)
    }
}
