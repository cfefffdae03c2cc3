import Foundation
import NavGenCore
import NavGenStoryboardSync
import NavGenStoryboards
import NavGenWriting

/// `navgen verify SPEC --resources DIR...`: checks the spec against the app's storyboards and xibs.
enum VerifyCommand {
    static let resources = Option(
        name: "--resources", valueName: "DIR",
        help: "Folders whose .storyboard and .xib files are read, with their subfolders; default the folders of the spec and of the specs it includes.",
        takesList: true)

    /// For build systems, which rerun a command only when it has an output to bring up to date.
    static let stamp = Option(
        name: "--stamp", valueName: "FILE",
        help: "Write FILE, a Swift comment saying what was verified, when verify succeeds (for build plugins).")

    static let command = Command(
        words: ["verify"],
        summary: "Check a navigation spec against the app's storyboards and xibs.",
        arguments: [.spec],
        options: [resources, Option.warningsAsErrors] + RuleOptions.options + [DiagnosticPrinter.option, stamp],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let path = invocation.positionals[0]
        let result: SpecLoader.Result
        let folders: [String]
        do {
            try ResourceInput.checkFolders(invocation.list(resources.name))
            result = try SpecInput.load(path, for: invocation, timings: &output.timings)
            // Each module's Interface Builder files are beside its own spec.
            var seen = Set<String>()
            let specFolders = result.files.files.map { SpecInput.folder(of: $0.path) }.filter { seen.insert($0).inserted }
            folders = invocation.list(resources.name).isEmpty ? specFolders : invocation.list(resources.name)
        } catch {
            output.printError("navgen verify: error: \(error.message)")
            return .usage
        }
        var diagnostics = result.diagnostics
        var documents = 0
        if let graph = result.graph {
            let loaded = ResourceCatalog.load(folders: folders)
            documents = loaded.catalog.documents.count
            // The problems of the files are tuned by the spec they are checked against, as the
            // verifier's are.
            let tuned = { (diagnostic: Diagnostic) in graph.ruleTuning.tuned(diagnostic, specFile: graph.specFile) }
            diagnostics += loaded.diagnostics.compactMap(tuned)
            diagnostics += StoryboardVerifier().verify(graph, against: loaded.catalog)
            if documents == 0 {
                let noFiles = Diagnostic(.noInterfaceFiles, "no .storyboard or .xib file in \(folders.joined(separator: ", "))", at: nil)
                diagnostics += [noFiles].compactMap(tuned)
            }
        }
        DiagnosticPrinter(invocation).print(diagnostics, to: &output)
        let status = ExitCode.judging(diagnostics, warningsAsErrors: invocation.has(Option.warningsAsErrors.name))
        guard status == .success else { return status }
        if diagnostics.isEmpty { output.print("\(path): matches \(Wording.count(documents, "Interface Builder file"))") }
        if let file = invocation.value(stamp.name) {
            do {
                _ = try OutputFile(path: file).write("// navgen verify: \((path as NSString).lastPathComponent) matches the Interface Builder files of its target.\n")
            } catch {
                output.printError("navgen verify: error: cannot write '\(error.path)': \(error.reason)")
                return .failure
            }
        }
        return status
    }
}

/// The folders of Interface Builder files named on the command line.
enum ResourceInput {
    static func checkFolders(_ folders: [String]) throws(UsageError) {
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError(message: "'\(folder)' is not a folder")
            }
        }
    }
}
