import NavGenMustache

extension CodeGenerator.TemplateSource {
    /// The built-in templates this template renders whole, whose checks it gets
    /// (``CodeGenerator/problems(of:renderedWith:)``): a built-in template itself; for a user's
    /// template, those its parents and partials name (`{{< swiftui-stack}}`), directly or through
    /// templates of the user's that they name in turn, in order of first appearance. A name is
    /// looked up as the render looks it up: beside the user's template first, so that a file
    /// there stands for a built-in template of the same name. A template that cannot be parsed
    /// names nothing here: the render reports it.
    public var builtinLineage: [String] {
        switch self {
        case .builtin(let name):
            return [name]
        case .file(let path, let source):
            let beside = DirectoryPartialLoader(directory: Self.partialFolder(of: path))
            var found: [String] = []
            var seen: Set<String> = []
            var pending = (try? Template(source: source, path: path))?.includedNames ?? []
            while !pending.isEmpty {
                let name = pending.removeFirst()
                guard seen.insert(name).inserted else { continue }
                if let file = try? beside.partial(named: name) {
                    pending += (try? Template(source: file.source, path: file.path))?.includedNames ?? []
                } else if CodeGenerator.builtinTemplateNames.contains(name) {
                    found.append(name)
                }
            }
            return found
        }
    }

    /// The built-in templates that any of `templates` renders whole (``builtinLineage``), each
    /// once, in order of first appearance: whose checks a run that renders them all makes.
    public static func builtinLineage(of templates: [Self]) -> [String] {
        var names: [String] = []
        for name in templates.flatMap(\.builtinLineage) where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// The folder whose `.mustache` files a user's template at `path` includes by name.
    static func partialFolder(of path: String) -> String {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return folder.isEmpty ? "." : folder
    }
}
