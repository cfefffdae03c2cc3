import Foundation
import PackagePlugin

/// Generates Swift from every `navigation.yml` (or `*.navigation.yml`) of a target at build
/// time: one build command per spec and template, rerun only when the spec or a spec it includes
/// (another module's) changes, writing into
/// the plugin's work directory, whose files are compiled into the target. When the target holds
/// storyboards or xibs, one more command per spec runs `navgen verify` on them, rerun when the
/// spec or one of them changes; its output is a Swift comment, so that the build depends on it.
@main
struct NavGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url) + NavGenSpecs.files(below: target.directoryURL)
        return try commands(
            for: Array(Set(NavGenSpecs.specs(among: files))).sorted { $0.path < $1.path },
            interfaceBuilderFiles: NavGenSpecs.interfaceBuilderFiles(among: files), navgen: try context.tool(named: "navgen").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    func commands(for specs: [URL], interfaceBuilderFiles: [URL], navgen: URL, workDirectory: URL) throws -> [Command] {
        specs.flatMap { spec in
            let included = NavGenSpecs.includedSpecs(of: spec)
            // The screens of the included specs are verified against their modules' own files.
            let resources = Array(
                Set(interfaceBuilderFiles + included.flatMap { NavGenSpecs.interfaceBuilderFiles(among: NavGenSpecs.files(below: $0.deletingLastPathComponent())) })
            ).sorted { $0.path < $1.path }
            let verify = resources.isEmpty
                ? [] : [verifyCommand(for: spec, including: included, against: resources, navgen: navgen, workDirectory: workDirectory)]
            return generateCommands(for: spec, including: included, navgen: navgen, workDirectory: workDirectory) + verify
        }
    }

    /// The commands that generate the code of `spec`, which includes the specs `included`.
    func generateCommands(for spec: URL, including included: [URL], navgen: URL, workDirectory: URL) -> [Command] {
        NavGenSpecs.templates(of: spec).map { template in
            let output = workDirectory.appendingPathComponent(NavGenSpecs.outputName(spec: spec, template: template))
            let templateFile = template.hasSuffix(".mustache")
                ? [spec.deletingLastPathComponent().appendingPathComponent(template)] : []
            return .buildCommand(
                displayName: "navgen: \(spec.lastPathComponent) with \(template)",
                executable: navgen,
                arguments: [
                    "generate", spec.path, "--template", templateFile.first?.path ?? template, "--output", output.path,
                    // Nobody reads these files: a type the app lacks is reported at the spec.
                    "--source-locations", "--quiet",
                ],
                inputFiles: [spec] + included + templateFile,
                outputFiles: [output])
        }
    }

    /// `navgen verify` on the folders that hold `files`; its stamp is a Swift file that holds a
    /// comment, compiled into the target, so that the build runs the command.
    func verifyCommand(for spec: URL, including included: [URL], against files: [URL], navgen: URL, workDirectory: URL) -> Command {
        let stamp = workDirectory.appendingPathComponent(NavGenSpecs.outputName(spec: spec, template: "verified"))
        let folders = Array(Set(files.map { $0.deletingLastPathComponent().path })).sorted()
        return .buildCommand(
            displayName: "navgen: verify \(spec.lastPathComponent) against \(files.count) Interface Builder files",
            executable: navgen,
            arguments: ["verify", spec.path, "--stamp", stamp.path, "--resources"] + folders,
            inputFiles: [spec] + included + files,
            outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode projects: the same commands, for the specs among the Xcode target's files. This adapter
// cannot be built on Linux; everything it does is the shared code above.
extension NavGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        return try commands(
            for: NavGenSpecs.specs(among: files), interfaceBuilderFiles: NavGenSpecs.interfaceBuilderFiles(among: files),
            navgen: try context.tool(named: "navgen").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
