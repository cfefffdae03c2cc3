import NavGenCore
import NavGenMustache
import NavGenTemplates

/// The last stage before files: a ``NavigationGraph`` rendered through a template into text.
public struct CodeGenerator: Sendable {
    /// Where the template comes from.
    public enum TemplateSource: Sendable, Equatable {
        /// A built-in template by name (`uikit`).
        case builtin(String)
        /// A user's template file; its partials are looked up beside it, then among the built-ins,
        /// so that it can inherit from a built-in template (`{{< uikit}}`).
        case file(path: String, source: String)
    }

    /// The most work one render may do (``RenderOptions/workLimit``), or nil for
    /// ``workLimit(for:)``.
    public var workLimit: Int?

    public init(workLimit: Int? = nil) {
        self.workLimit = workLimit
    }

    /// The work a render of `graph` may do: the engine's default and 10,000 steps more for each
    /// screen, parameter, alert, transition, cell and view. Generated code grows with the spec (149 MB
    /// for 100,000 screens), so a fixed bound would refuse large specs.
    public static func workLimit(for graph: NavigationGraph) -> Int {
        let screens = graph.screens.reduce(0) { $0 + 1 + $1.parameters.count + $1.alerts.count }
        return RenderOptions().workLimit + 10_000 * (screens + graph.transitions.count + graph.backTransitions.count + graph.cells.count + graph.views.count)
    }

    /// The built-in templates a user can choose, each with a line about what it writes.
    public static var builtinTemplates: [BuiltinTemplates.Entry] { BuiltinTemplates.entries }

    /// The names of the built-in templates a user can choose.
    public static var builtinTemplateNames: [String] { BuiltinTemplates.entries.map(\.name) }

    /// The built-in template or partial `name`, then every partial and parent it includes,
    /// directly or through another, each once: everything a copy of it needs.
    public static func builtinTemplateFiles(startingWith name: String) throws(TemplateError) -> [(name: String, source: String)] {
        guard BuiltinTemplates.sources[name] != nil else {
            throw TemplateError(
                path: name, line: 1, column: 1,
                message: "no built-in template named '\(name)'"
                    + Suggestion.hint(for: name, in: BuiltinTemplates.sources.keys.sorted()))
        }
        var files: [(name: String, source: String)] = []
        var pending = [name]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard !files.contains(where: { $0.name == next }), let source = BuiltinTemplates.sources[next] else { continue }
            files.append((next, source))
            pending += BuiltinTemplates.parsed(next)?.includedNames ?? []
        }
        return files
    }

    /// Renders `graph` through `template`. Strict: a missing partial or an unknown block is an error.
    public func render(_ graph: NavigationGraph, with template: TemplateSource) throws(TemplateError) -> String {
        var phases = UnobservedPhases()
        return try render(graph, with: template, phases: &phases)
    }

    /// Renders `graph` as ``render(_:with:)`` does, running its context and render phases through
    /// `phases`.
    public func render(_ graph: NavigationGraph, with template: TemplateSource, phases: inout some PhaseObserver)
        throws(TemplateError) -> String
    {
        var text = ""
        try render(graph, with: template, into: &text, phases: &phases)
        return text
    }

    /// Renders `graph` as ``render(_:with:phases:)`` does, into `sink` as the text is made: a large
    /// output is never held whole.
    public func render(
        _ graph: NavigationGraph, with template: TemplateSource, into sink: inout some TextSink,
        phases: inout some PhaseObserver
    ) throws(TemplateError) {
        let builtins = BuiltinPartialLoader()
        switch template {
        case .builtin(let name):
            guard let parsed = BuiltinTemplates.parsed(name) else {
                throw TemplateError(path: name, line: 1, column: 1, message: "no built-in template named '\(name)'")
            }
            try render(graph, { parsed }, partials: builtins, into: &sink, phases: &phases)
        case .file(let path, let source):
            let partials = ChainedPartialLoader(
                first: DirectoryPartialLoader(directory: TemplateSource.partialFolder(of: path)), then: builtins)
            try render(
                graph, { () throws(TemplateError) in try NavGenMustache.Template(source: source, path: path) },
                partials: partials, into: &sink, phases: &phases)
        }
    }

    /// The context makes its values as the render looks them up, so the context phase only sets
    /// up its tables and the render phase does the rest, parsing the template included.
    private func render(
        _ graph: NavigationGraph, _ template: () throws(TemplateError) -> NavGenMustache.Template,
        partials: some PartialLoader, into sink: inout some TextSink, phases: inout some PhaseObserver
    ) throws(TemplateError) {
        let context = phases.run(.context) { TemplateContext(graph: graph).value }
        try phases.run(.render) { () throws(TemplateError) in
            try template()
                .render(
                    context, partials: partials,
                    options: RenderOptions(escaping: .none, strict: true, workLimit: workLimit ?? Self.workLimit(for: graph)),
                    into: &sink)
        }
    }
}

/// The built-in templates as partials, parsed when navgen was built. Behind a user's own partials
/// (``ChainedPartialLoader``) they are read as sources and parsed, as the user's are.
struct BuiltinPartialLoader: PartialLoader {
    private let sources = DictionaryPartialLoader(BuiltinTemplates.sources)

    func partial(named name: String) throws(TemplateError) -> (source: String, path: String)? {
        try sources.partial(named: name)
    }

    func parsedPartial(named name: String) -> NavGenMustache.Template? {
        BuiltinTemplates.parsed(name)
    }
}

/// Looks a partial up in one loader, then in another.
struct ChainedPartialLoader<First: PartialLoader, Second: PartialLoader>: PartialLoader {
    var first: First
    var then: Second

    func partial(named name: String) throws(TemplateError) -> (source: String, path: String)? {
        if let found = try first.partial(named: name) { return found }
        return try then.partial(named: name)
    }
}
