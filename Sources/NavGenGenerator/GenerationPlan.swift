import Foundation
import NavGenCore

/// The files one run renders from a validated graph: for each, where it goes, its template, and
/// the graph with the settings that file asks for; and what the templates' checks found. The
/// stage between a graph and text that `navgen generate` and `navgen check` (and through them both
/// plugins), the fuzz harness and the golden tests share, so that a file named on the command line
/// is made as the spec's own `outputs:` entry for it would be.
public struct GenerationPlan: Sendable {
    /// A file to render.
    public struct File: Sendable {
        /// Where it goes, as the plan's caller resolved it; `-` for standard output.
        public var path: String
        public var template: CodeGenerator.TemplateSource
        /// The graph with this file's settings (its access level).
        public var graph: NavigationGraph
    }

    /// Which files a run renders.
    public enum Selection: Sendable {
        /// Every entry of the spec's `outputs:`.
        case declaredOutputs
        /// One file, with one template, named apart from the spec: on the command line, or by the
        /// build tool plugin, which writes into its own folder. It takes the settings of the
        /// `outputs:` entries of the same template.
        case file(path: String, template: CodeGenerator.TemplateSource)
    }

    /// Why a template that an `outputs:` entry names cannot be used.
    public struct UnusableTemplate: Error {
        public var message: String

        public init(message: String) {
            self.message = message
        }
    }

    public private(set) var files: [File] = []
    /// In the order found: the templates' warnings and errors, and the outputs that cannot be
    /// made. With an error among them, the files must not be written: they would not compile.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Plans the files of `selection` from `graph`. `template` turns an `outputs:` entry's
    /// template (a built-in name or a `.mustache` path, as written) into its source; `path` turns
    /// an entry's file, relative to the spec, into the path to write.
    public init(
        graph: NavigationGraph, selection: Selection,
        template: (String) throws(UnusableTemplate) -> CodeGenerator.TemplateSource, path: (String) -> String
    ) {
        var files: [(path: String, template: CodeGenerator.TemplateSource, accessLevel: AccessLevel?)] = []
        switch selection {
        case .declaredOutputs:
            for declared in graph.outputs {
                do {
                    files.append((path(declared.path), try template(declared.template.value), declared.accessLevel))
                } catch {
                    diagnostics.append(.error(error.message, at: SourceLocation(file: graph.specFile, position: declared.template.position)))
                }
            }
        case .file(let path, let chosen):
            let declared = Self.settings(of: graph, renderedWith: chosen, template: template)
            files.append((path, chosen, declared.accessLevel))
            diagnostics += declared.conflict.map { [$0] } ?? []
        }
        // The checks of each built-in template that a file renders, itself or through a user's
        // template, run once, however many files it renders.
        for name in CodeGenerator.TemplateSource.builtinLineage(of: files.map(\.template)) {
            diagnostics += CodeGenerator.problems(of: graph, renderedWith: .builtin(name))
        }
        var fileGraph = graph
        self.files = files.map { file in
            fileGraph.accessLevel = file.accessLevel ?? graph.accessLevel
            return File(path: file.path, template: file.template, graph: fileGraph)
        }
    }

    /// The settings of the `outputs:` entries that `chosen` renders: the same file, at another
    /// place. Entries that disagree cannot both be meant (`conflict` says so); without an entry,
    /// the spec's own settings hold.
    private static func settings(
        of graph: NavigationGraph, renderedWith chosen: CodeGenerator.TemplateSource,
        template: (String) throws(UnusableTemplate) -> CodeGenerator.TemplateSource
    ) -> (accessLevel: AccessLevel?, conflict: Diagnostic?) {
        let matching = graph.outputs.filter { declared in
            guard let source = try? template(declared.template.value) else { return false }
            return source.isSameTemplate(as: chosen)
        }
        guard let first = matching.first else { return (nil, nil) }
        guard let other = matching.first(where: { $0.accessLevel != first.accessLevel }) else { return (first.accessLevel, nil) }
        return (
            nil,
            .error(
                "the outputs '\(first.path)' and '\(other.path)' both use template '\(other.template.value)' with different access levels, and --template names only the template; generate each with 'navgen generate SPEC' or give them one access level",
                at: SourceLocation(file: graph.specFile, position: other.template.position))
        )
    }
}

extension CodeGenerator.TemplateSource {
    /// The same built-in template, or the same file however its path is written.
    func isSameTemplate(as other: Self) -> Bool {
        switch (self, other) {
        case (.builtin(let name), .builtin(let otherName)): name == otherName
        case (.file(let path, _), .file(let otherPath, _)):
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
                == URL(fileURLWithPath: otherPath).standardizedFileURL.resolvingSymlinksInPath()
        default: false
        }
    }
}
