import Foundation
import NavGenGenerator
import NavGenWriting

/// `navgen template cat NAME`: a built-in template and the partials it includes, to read or to
/// copy into a folder as the start of a custom template.
enum TemplateCatCommand {
    static let command = Command(
        words: ["template", "cat"],
        summary: "Print a built-in template and its partials, or copy them into a folder.",
        arguments: [Argument(name: "NAME", help: "A built-in template or partial, as 'navgen template list' names them.")],
        options: [
            Option(
                name: "--output", valueName: "DIR",
                help: "Write each file as DIR/<name>.mustache, ready for --template DIR/<NAME>.mustache.")
        ],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let name = invocation.positionals[0]
        let files: [(name: String, source: String)]
        do {
            files = try CodeGenerator.builtinTemplateFiles(startingWith: name)
        } catch {
            output.printError("navgen template cat: error: \(error.message)")
            return .usage
        }
        guard let folder = invocation.value("--output") else {
            // One file prints as it is; several get headers like `head` gives them.
            for (index, file) in files.enumerated() {
                if files.count > 1 { output.print((index == 0 ? "" : "\n") + "==> \(file.name).mustache <==") }
                output.write(file.source)
            }
            return .success
        }
        for file in files {
            let path = (folder as NSString).appendingPathComponent("\(file.name).mustache")
            do {
                output.print(try OutputFile(path: path).write(file.source).report(for: path))
            } catch {
                output.printError("navgen template cat: error: cannot write '\(error.path)': \(error.reason)")
                return .failure
            }
        }
        return .success
    }
}
