import Foundation
import NavGenCore
import NavGenMustache

/// `navgen template render TEMPLATE --context DATA.json`: renders any template with a JSON
/// context, for template authors (and the official Mustache specification tests).
enum TemplateRenderCommand {
    static let command = Command(
        words: ["template", "render"],
        summary: "Render a Mustache template with a JSON context.",
        arguments: [Argument(name: "TEMPLATE", help: "The .mustache file.")],
        options: [
            Option(name: "--context", valueName: "DATA.json", help: "The data to render, as JSON."),
            Option(name: "--partials", valueName: "DIR", help: "Where partials are: DIR/<name>.mustache; default the template's folder."),
            Option(
                name: "--escape", valueName: "html|none", help: "HTML-escape {{name}} tags (Mustache's default) or not; default none.",
                choices: ["html", "none"]),
        ],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let path = invocation.positionals[0]
        guard let contextPath = invocation.value("--context") else {
            output.printError("navgen template render: error: missing --context DATA.json")
            return .usage
        }
        let source: String
        let json: String
        do {
            source = try TextInput.read(path)
            json = try TextInput.read(contextPath)
        } catch {
            output.printError("navgen template render: error: \(error.message)")
            return .usage
        }
        guard let context = try? JSONDecoder().decode(MustacheValue.self, from: Data(json.utf8)) else {
            output.printError("navgen template render: error: '\(contextPath)' is not valid JSON")
            return .usage
        }
        let folder = (path as NSString).deletingLastPathComponent
        let partials = DirectoryPartialLoader(directory: invocation.value("--partials") ?? (folder.isEmpty ? "." : folder))
        let options = RenderOptions(escaping: invocation.value("--escape") == "html" ? .html : .none, strict: false)
        do {
            output.write(try Template(source: source, path: path).render(context, partials: partials, options: options))
            return .success
        } catch {
            output.printError(Diagnostic(templateError: error).formatted)
            return .failure
        }
    }
}
