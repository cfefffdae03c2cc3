import NavGenCore
import NavGenGenerator
import NavGenMustache
import NavGenWriting

/// `navgen generate SPEC --template NAME|PATH --output FILE|-`: renders the spec into Swift.
enum GenerateCommand {
    static let command = Command(
        words: ["generate"],
        summary: "Generate Swift navigation code from a navigation spec.",
        arguments: [Argument(name: "SPEC", help: "The navigation spec (YAML).")],
        options: [
            Option(
                name: "--template", valueName: "NAME|PATH",
                help: "A built-in template (\(CodeGenerator.builtinTemplateNames.joined(separator: ", "))) or a .mustache file; default uikit."),
            Option(name: "--output", valueName: "FILE", help: "The Swift file to write, or - for standard output."),
        ],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let specPath = invocation.positionals[0]
        guard let outputPath = invocation.value("--output") else {
            output.printError("navgen generate: error: say where the code goes: --output FILE, or --output - for standard output")
            return .usage
        }
        let template: CodeGenerator.TemplateSource
        let result: SpecLoader.Result
        do {
            template = try TemplateOption.source(invocation.value("--template") ?? "uikit")
            result = try SpecInput.load(specPath, output: &output)
        } catch {
            output.printError("navgen generate: error: \(error.message)")
            return .usage
        }
        guard let graph = result.graph else { return .failure }
        let text: String
        do {
            text = try CodeGenerator().render(graph, with: template)
        } catch {
            output.printError(Diagnostic(templateError: error).formatted)
            return .failure
        }
        if outputPath == "-" {
            output.write(text)
            return .success
        }
        do {
            let outcome = try OutputFile(path: outputPath).write(text)
            output.print(outcome.report(for: outputPath))
        } catch {
            output.printError("navgen generate: error: cannot write '\(error.path)': \(error.reason)")
            return .failure
        }
        return .success
    }
}

/// Reading `--template`: a built-in template's name, or the path of a `.mustache` file.
enum TemplateOption {
    static func source(_ value: String) throws(UsageError) -> CodeGenerator.TemplateSource {
        if CodeGenerator.builtinTemplateNames.contains(value) { return .builtin(value) }
        guard value.hasSuffix(".mustache") else {
            throw UsageError(
                message: "unknown template '\(value)'; use one of \(CodeGenerator.builtinTemplateNames.joined(separator: ", ")) or a .mustache file"
                    + Suggestion.hint(for: value, in: CodeGenerator.builtinTemplateNames))
        }
        return .file(path: value, source: try TextInput.read(value))
    }
}

extension Diagnostic {
    /// A template's error, located in the template file.
    init(templateError error: TemplateError) {
        self = .error(error.message, at: SourceLocation(file: error.path, line: error.line, column: error.column))
    }
}

extension OutputFile.Outcome {
    /// The line navgen prints for a file it was asked to write.
    func report(for path: String) -> String {
        switch self {
        case .wrote: "wrote \(path)"
        case .unchanged: "unchanged \(path)"
        case .wroteInPlace: "wrote \(path) (in place: its folder does not allow a temporary file)"
        }
    }
}
