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
            Option(
                name: "--output", valueName: "FILE",
                help:
                    "The spec to write, which must not exist yet, or - for standard output (the default). The specs of other bundles below the folders (an extension's Info.plist, a package target) go into their folders."
            ),
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
        // Each bundle gets a spec of its own: the app's (or what the folders hold outside other
        // bundles) at --output, an extension's or a package target's in its folder.
        let roots = invocation.positionals
        var imports = [
            BundleImport(
                folders: roots, destination: destination,
                isPackageTarget: roots.count == 1 && ResourceCatalog.bundle(heldBy: roots[0]) == .packageTarget)
        ]
        var pending = ResourceCatalog.bundleFolders(below: roots)
        while !pending.isEmpty {
            let folder = pending.removeFirst()
            imports.append(
                BundleImport(
                    folders: [folder], destination: (folder as NSString).appendingPathComponent("navigation.yml"),
                    isPackageTarget: ResourceCatalog.bundle(heldBy: folder) == .packageTarget))
            pending += ResourceCatalog.bundleFolders(below: [folder])
        }
        var diagnostics: [Diagnostic] = []
        for index in imports.indices {
            let loaded = ResourceCatalog.load(folders: imports[index].folders)
            diagnostics += loaded.diagnostics
            imports[index].catalog = loaded.catalog
        }
        DiagnosticPrinter(invocation).print(diagnostics, to: &output)
        if diagnostics.containsErrors { return .failure }
        // The folders' own spec is written even without files, as it always was; another bundle's
        // only when it has some.
        let written = imports.count == 1 ? imports : imports.filter { !$0.catalog.documents.isEmpty }
        if destination != "-", written.first?.destination != destination {
            output.printError(
                "navgen import: note: the folders hold no storyboards or xibs outside other bundles, so '\(destination)' is not written")
        }
        if destination == "-", written.count > 1 || written.first?.destination != "-" {
            let names = written.map { $0.destination == "-" ? "the folders' own" : ($0.folders[0] as NSString).lastPathComponent }
            output.printError(
                "navgen import: error: the folders hold the storyboards and xibs of \(written.count) bundles (\(names.joined(separator: ", "))), each with a spec of its own: give --output FILE, and the other bundles' specs are written into their folders, as navigation.yml")
            return .usage
        }
        for bundle in written where bundle.destination != "-" && FileManager.default.fileExists(atPath: bundle.destination) {
            output.printError(
                "navgen import: error: '\(bundle.destination)' exists; navgen import does not overwrite a spec: remove it or name another file")
            return .usage
        }
        for bundle in written {
            let spec = SpecImporter().spec(from: bundle.catalog, bundle: bundle.isPackageTarget ? .module : .main)
            guard bundle.destination != "-" else {
                output.write(spec)
                continue
            }
            do {
                output.print(try OutputFile(path: bundle.destination).write(spec).report(for: bundle.destination))
            } catch {
                output.printError("navgen import: error: cannot write '\(error.path)': \(error.reason)")
                return .failure
            }
        }
        return .success
    }

    /// The folders of one bundle, read, and where its spec goes; a package target's spec says that
    /// its storyboards and nibs are in `Bundle.module`.
    struct BundleImport {
        var folders: [String]
        var destination: String
        var isPackageTarget: Bool
        var catalog = ResourceCatalog(documents: [])
    }
}
