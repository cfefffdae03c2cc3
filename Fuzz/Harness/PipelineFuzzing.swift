import NavGenCore
import NavGenDiagrams
import NavGenGenerator

/// The pipeline fuzz target's work on one input, shared with the regression tests of its findings:
/// the bytes as a spec file, loaded, decoded and validated; when the spec is valid, its graph
/// rendered through every built-in template, drawn in every diagram format and printed as the JSON
/// template context.
public enum PipelineFuzzing {
    /// The file name diagnostics give the input.
    public static let file = "fuzz.yml"

    /// The work each render may do. Generated code can be a hundred times the size of its spec,
    /// and a fuzz build renders some fifty times slower than a release build, so that the largest
    /// valid specs would take seconds under the default; with this limit they end at the limit's
    /// error, an outcome of its own, well within libFuzzer's one-second timeout. The UIKit render
    /// of `Fixtures/fuzz/pipeline/many-screens.yml` (750 screens) takes some 2 million steps, and
    /// must stay within it.
    public static let workLimit = 2_500_000

    /// What one input did.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// What rendered from a valid spec: each template, each diagram format, `context`.
        public var rendered: [String] = []
        /// The built-in templates whose render stopped at ``workLimit``.
        public var stoppedAtTheWorkLimit: [String] = []
        /// Promises of the pipeline the input broke: a diagnostic without a place in the spec, a
        /// spec with errors that still gives a graph (or none without errors), a valid graph that
        /// a built-in template or the JSON encoder refuses. The fuzz target crashes on the first.
        public var brokenPromises: [String] = []

        /// The diagnostics, then what rendered, then the broken promises: one line each.
        public var summary: String {
            NavGenFuzzing.summary(
                of: diagnostics.map(\.formatted) + rendered.map { "rendered \($0)" }
                    + stoppedAtTheWorkLimit.map { "stopped at the work limit: \($0)" }
                    + brokenPromises.map { "broken promise: \($0)" })
        }
    }

    public static func run(_ bytes: [UInt8]) -> Outcome {
        var outcome = Outcome()
        let result = SpecLoader().load(bytes, file: file)
        outcome.diagnostics = result.diagnostics
        for diagnostic in result.diagnostics {
            guard let location = diagnostic.location, location.file == file, location.line >= 1, location.column >= 1
            else {
                outcome.brokenPromises.append("a diagnostic without a place in the spec: \(diagnostic.formatted)")
                continue
            }
        }
        guard let graph = result.graph else {
            if !result.diagnostics.containsErrors { outcome.brokenPromises.append("no graph, but no error either") }
            return outcome
        }
        if result.diagnostics.containsErrors { outcome.brokenPromises.append("a graph despite errors") }
        let generator = CodeGenerator(workLimit: workLimit)
        for name in CodeGenerator.builtinTemplateNames {
            // Planned as `navgen generate` plans one template: its checks run, and the file takes
            // the settings of the spec's output for it. A template file named there is not read.
            let plan = GenerationPlan(
                graph: graph, selection: .file(path: "-", template: .builtin(name)),
                template: { value throws(GenerationPlan.UnusableTemplate) in
                    guard CodeGenerator.builtinTemplateNames.contains(value) else {
                        throw GenerationPlan.UnusableTemplate(message: "not read while fuzzing")
                    }
                    return .builtin(value)
                }, path: { $0 })
            do {
                for file in plan.files { _ = try generator.render(file.graph, with: file.template) }
                outcome.rendered.append(name)
            } catch where error.message.hasPrefix("rendering takes more than \(workLimit) steps") {
                outcome.stoppedAtTheWorkLimit.append(name)
            } catch {
                outcome.brokenPromises.append("the built-in template '\(name)' refuses a valid graph: \(error)")
            }
        }
        for format in GraphDiagram.Format.allCases {
            _ = GraphDiagram(graph: graph).text(in: format)
            outcome.rendered.append(format.rawValue)
        }
        do {
            _ = try TemplateContext(graph: graph).json()
            outcome.rendered.append("context")
        } catch {
            outcome.brokenPromises.append("the template context of a valid graph cannot be written as JSON: \(error)")
        }
        return outcome
    }
}
