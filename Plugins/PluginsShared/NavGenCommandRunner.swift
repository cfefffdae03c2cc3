import Foundation
import PackagePlugin

/// What both command plugins do: run one navgen command on every spec of the chosen targets.
enum NavGenCommandRunner {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ command: String, context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let navgen = try context.tool(named: "navgen").url
        var failed: [String] = []
        for target in targets.compactMap({ $0 as? SourceModuleTarget }) {
            for spec in NavGenSpecs.specs(among: NavGenSpecs.files(below: target.directoryURL)) {
                if try NavGenSpecs.run(navgen, [command, spec.path] + extractor.remainingArguments) != 0 {
                    failed.append(spec.path)
                }
            }
        }
        if !failed.isEmpty {
            throw Failure(description: "navgen \(command) failed for \(failed.joined(separator: ", "))")
        }
    }
}
