import Foundation
import NavGenCore
import NavGenStoryboardSync
import NavGenStoryboards
import NavGenWriting

/// `navgen import DIR... [--output FILE]`: writes a navigation spec from an app's storyboards and xibs.
enum ImportCommand {
    static let command = Command(
        words: ["import"],
        summary: "Write a navigation spec from the storyboards and xibs of an existing app.",
        arguments: [
            Argument(name: "DIR", help: "Folders whose .storyboard and .xib files are read, with their subfolders.", isVariadic: true)
        ],
        options: [
            Option(name: "--output", valueName: "FILE", help: "The spec to write, which must not exist yet, or - for standard output (the default)."),
            DiagnosticPrinter.option,
        ],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let destination = invocation.value("--output") ?? "-"
        do {
            try ResourceInput.checkFolders(invocation.positionals)
        } catch {
            output.printError("navgen import: error: \(error.message)")
            return .usage
        }
        if destination != "-", FileManager.default.fileExists(atPath: destination) {
            output.printError("navgen import: error: '\(destination)' exists; navgen import does not overwrite a spec: remove it or name another file")
            return .usage
        }
        let loaded = ResourceCatalog.load(folders: invocation.positionals)
        DiagnosticPrinter(invocation).print(loaded.diagnostics, to: &output)
        if loaded.diagnostics.containsErrors { return .failure }
        let spec = SpecImporter().spec(from: loaded.catalog)
        guard destination != "-" else {
            output.write(spec)
            return .success
        }
        do {
            output.print(try OutputFile(path: destination).write(spec).report(for: destination))
        } catch {
            output.printError("navgen import: error: cannot write '\(error.path)': \(error.reason)")
            return .failure
        }
        return .success
    }
}
