import Foundation
import PackagePlugin

/// Generates Swift from every `navigation.yml` (or `*.navigation.yml`) of a target at build
/// time: one build command per spec and template, rerun only when the spec changes, writing into
/// the plugin's work directory, whose files are compiled into the target.
@main
struct NavGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = NavGenSpecs.specs(among: target.sourceFiles.map(\.url) + NavGenSpecs.files(below: target.directoryURL))
        return try commands(
            for: Array(Set(specs)).sorted { $0.path < $1.path }, navgen: try context.tool(named: "navgen").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    func commands(for specs: [URL], navgen: URL, workDirectory: URL) throws -> [Command] {
        specs.flatMap { spec in
            NavGenSpecs.templates(of: spec).map { template in
                let output = workDirectory.appendingPathComponent(NavGenSpecs.outputName(spec: spec, template: template))
                let templateFile = template.hasSuffix(".mustache")
                    ? [spec.deletingLastPathComponent().appendingPathComponent(template)] : []
                return .buildCommand(
                    displayName: "navgen: \(spec.lastPathComponent) with \(template)",
                    executable: navgen,
                    arguments: [
                        "generate", spec.path, "--template", templateFile.first?.path ?? template, "--output", output.path,
                        "--quiet",
                    ],
                    inputFiles: [spec] + templateFile,
                    outputFiles: [output])
            }
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode projects: the same commands, for the specs among the Xcode target's files. This adapter
// cannot be built on Linux; everything it does is the shared code above.
extension NavGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try commands(
            for: NavGenSpecs.specs(among: target.inputFiles.map(\.url)), navgen: try context.tool(named: "navgen").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
