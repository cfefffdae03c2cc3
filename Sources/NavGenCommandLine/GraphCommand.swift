import Foundation
import NavGenCore
import NavGenDiagrams
import NavGenWriting

/// `navgen graph SPEC`: the navigation graph as Mermaid or DOT source, or drawn by Graphviz.
enum GraphCommand {
    static let formats = GraphDiagram.Format.allCases.map(\.rawValue) + Graphviz.PictureFormat.allCases.map(\.rawValue)

    static let command = Command(
        words: ["graph"],
        summary: "Draw the navigation graph: Mermaid or Graphviz source, or an SVG or PNG picture.",
        arguments: [.spec],
        options: [
            Option(
                name: "--format", valueName: formats.joined(separator: "|"),
                help: "mermaid (default) and dot are text; svg and png need Graphviz's dot.", choices: formats),
            Option(name: "--output", valueName: "FILE", help: "The file to write; default standard output."),
            DiagnosticPrinter.option,
        ],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let graph: NavigationGraph
        switch SpecInput.graph(for: invocation, command: "graph", output: &output) {
        case .success(let loaded): graph = loaded
        case .failure(let stop): return stop.code
        }

        let format = invocation.value("--format") ?? GraphDiagram.Format.mermaid.rawValue
        let diagram = GraphDiagram(graph: graph)
        let data: Data
        if let textFormat = GraphDiagram.Format(rawValue: format) {
            data = Data(diagram.text(in: textFormat).utf8)
        } else if let pictureFormat = Graphviz.PictureFormat(rawValue: format) {
            do {
                data = try Graphviz().render(diagram.text(in: .dot), as: pictureFormat)
            } catch {
                output.printError("navgen graph: error: \(error.message)")
                return .usage
            }
        } else {
            return .usage
        }
        guard let path = invocation.value("--output") else {
            output.write(data)
            return .success
        }
        do {
            output.print(try OutputFile(path: path).write(data).report(for: path))
            return .success
        } catch {
            output.printError("navgen graph: error: cannot write '\(error.path)': \(error.reason)")
            return .failure
        }
    }
}
