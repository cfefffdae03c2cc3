import Foundation
import PackagePlugin

/// `swift package navgen-check [--target NAME ...]`: fails when a spec's committed outputs no
/// longer match it. The one-line CI step.
@main
struct NavGenCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try NavGenCommandRunner.run("check", context: context, arguments: arguments)
    }
}
