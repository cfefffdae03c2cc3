import Foundation
import NavGenCore
import NavGenGenerator

/// `navgen template context SPEC`: the exact data a template receives for a spec, as JSON.
enum TemplateContextCommand {
    static let command = Command(
        words: ["template", "context"],
        summary: "Print the context a template receives for a spec, as JSON with sorted keys.",
        arguments: [Argument(name: "SPEC", help: "The navigation spec (YAML).")],
        options: [DiagnosticPrinter.option],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let result: SpecLoader.Result
        do {
            result = try SpecInput.load(invocation.positionals[0])
        } catch {
            output.printError("navgen template context: error: \(error.message)")
            return .usage
        }
        DiagnosticPrinter(invocation).print(result.diagnostics, to: &output)
        guard let graph = result.graph else { return .failure }
        do {
            output.print(try TemplateContext(graph: graph).json())
            return .success
        } catch {
            output.printError("navgen template context: error: cannot write the context as JSON: \(error)")
            return .failure
        }
    }
}
