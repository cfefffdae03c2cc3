import Foundation
import PackagePlugin

/// `swift package navgen-generate [--target NAME ...]`: writes the `outputs:` of every spec of
/// the chosen targets (all by default) into the package, for the committed-output workflow.
@main
struct NavGenGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try NavGenCommandRunner.run("generate", context: context, arguments: arguments)
    }
}
