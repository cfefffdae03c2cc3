/// How a render treats what it prints and what it cannot find.
public struct RenderOptions: Sendable {
    /// How `{{name}}` is escaped; `{{{name}}}` and `{{& name}}` never are.
    public enum Escaping: Sendable {
        /// Printed as it is: for Swift source.
        case none
        /// `&`, `<`, `>` and `"` as HTML entities: the specification's default.
        case html
    }

    public var escaping: Escaping
    /// When true, a missing partial or parent, and a block override that the parent never
    /// defines, are errors instead of rendering as nothing.
    public var strict: Bool
    /// The most work a render may do, in steps: one per tag, text, list item, and block a parent
    /// tag overrides or keeps in force, one per character printed, of each name looked up (and per context it may
    /// be looked up in) and of each standalone block's content re-indented, and one per character
    /// of each partial's name and indentation where it is included, and of its text when it is
    /// read (once per indentation). Beyond it the render fails: sections nested over the same lists, or
    /// partials that include each other several times, take time exponential in the template's
    /// length. The default takes a release build a few seconds at most, and the built-in templates
    /// stay within it for the largest specs navgen accepts.
    public var workLimit: Int

    public init(escaping: Escaping = .none, strict: Bool = false, workLimit: Int = 200_000_000) {
        self.escaping = escaping
        self.strict = strict
        self.workLimit = workLimit
    }
}

/// A parsed Mustache template.
public struct Template: Sendable {
    let nodes: [Node]
    public let path: String
    /// The length of the source in UTF-8 bytes, which reading it as a partial costs in work steps
    /// (``RenderOptions/workLimit``).
    let sourceLength: Int

    /// Parses `source`; `path` names the template in error messages.
    public init(source: String, path: String) throws(TemplateError) {
        var parser = Parser(source: source, path: path)
        self.nodes = try parser.parse()
        self.path = path
        self.sourceLength = source.utf8.count
    }

    /// A template parsed before, as `Templates/ParsedTemplates.swift` makes navgen's own again.
    package init(nodes: [Node], path: String, sourceLength: Int) {
        self.nodes = nodes
        self.path = path
        self.sourceLength = sourceLength
    }

    /// The partials and parents the template includes by name, in order of first appearance:
    /// what a copy of it needs beside it.
    public var includedNames: [String] {
        var names: [String] = []
        Self.visit(nodes) { node in
            switch node {
            case .partial(let name, _, _), .parent(let name, _, _, _): if !names.contains(name) { names.append(name) }
            default: break
            }
        }
        return names
    }

    /// Calls `body` with every node of `nodes` and of the nodes inside them, block overrides included.
    private static func visit(_ nodes: [Node], _ body: (Node) -> Void) {
        for node in nodes {
            body(node)
            switch node {
            case .text, .variable, .partial: break
            case .section(_, _, let children, _): visit(children, body)
            case .parent(_, _, let overrides, _): visit(overrides.flatMap(\.children), body)
            case .block(let block): visit(block.children, body)
            }
        }
    }

    /// Renders the template with `context`, loading partials and parents from `partials`.
    public func render(
        _ context: MustacheValue, partials: some PartialLoader, options: RenderOptions = RenderOptions()
    ) throws(TemplateError) -> String {
        var text = ""
        try render(context, partials: partials, options: options, into: &text)
        return text
    }

    /// Renders the template as ``render(_:partials:options:)`` does, into `sink` as it goes. When
    /// the render fails, `sink` keeps the chunks it was given before.
    public func render(
        _ context: MustacheValue, partials: some PartialLoader, options: RenderOptions = RenderOptions(),
        into sink: inout some TextSink
    ) throws(TemplateError) {
        var renderer = Renderer(loader: partials, options: options)
        try renderer.render(nodes, context: context, path: path, into: &sink)
    }
}
