import NavGenCore
import NavGenGenerator

/// `navgen lint SPEC`: checks a spec and prints its diagnostics.
enum LintCommand {
    static let command = Command(
        words: ["lint"],
        summary: "Check a navigation spec and print its diagnostics.",
        arguments: [.spec],
        options: [Option.warningsAsErrors] + RuleOptions.options + [DiagnosticPrinter.option, PhaseTimings.option],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let path = invocation.positionals[0]
        let result: SpecLoader.Result
        do {
            result = try SpecInput.load(path, for: invocation, timings: &output.timings)
        } catch {
            output.printError("navgen lint: error: \(error.message)")
            return .usage
        }
        let diagnostics = result.diagnostics + (result.graph.map { outputProblems($0, specPath: path) } ?? [])
        DiagnosticPrinter(invocation).print(diagnostics, to: &output)
        if ExitCode.judging(diagnostics, warningsAsErrors: invocation.has(Option.warningsAsErrors.name)) == .failure {
            return .failure
        }
        if let graph = result.graph, diagnostics.isEmpty {
            output.print(
                "\(path): no problems (\(Wording.count(graph.screens.count, "screen")), \(Wording.count(graph.transitions.count + graph.backTransitions.count, "transition")), \(Wording.count(graph.cells.count, "cell")))")
        }
        return .success
    }

    /// What the spec's `outputs:` ask of it beyond what every template needs, so that a spec lints
    /// clean only when `generate` writes its files: the errors of the built-in templates that its
    /// outputs render, themselves or through a user's template. A template that cannot be read is
    /// for `generate` to report.
    private static func outputProblems(_ graph: NavigationGraph, specPath: String) -> [Diagnostic] {
        let templates = graph.outputs.compactMap { try? TemplateOption.source($0.template.value, relativeTo: specPath) }
        return CodeGenerator.TemplateSource.builtinLineage(of: templates).sorted().flatMap { name in
            CodeGenerator.problems(of: graph, renderedWith: .builtin(name)).filter { $0.severity == .error }
        }
    }
}
