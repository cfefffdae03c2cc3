import Foundation
import NavGenCore
import NavGenGenerator

/// `navgen template context SPEC`: the exact data a template receives for a spec, as JSON.
enum TemplateContextCommand {
    static let command = Command(
        words: ["template", "context"],
        summary: "Print the context a template receives for a spec, as JSON with sorted keys.",
        arguments: [.spec],
        options: [DiagnosticPrinter.option],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let graph: NavigationGraph
        switch SpecInput.graph(for: invocation, command: "template context", output: &output) {
        case .success(let loaded): graph = loaded
        case .failure(let stop): return stop.code
        }
        do {
            output.print(try TemplateContext(graph: graph).json())
            return .success
        } catch {
            output.printError("navgen template context: error: cannot write the context as JSON: \(error)")
            return .failure
        }
    }
}
