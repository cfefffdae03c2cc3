import Foundation
import PackagePlugin

/// Generates Swift from every `navigation.yml` (or `*.navigation.yml`) of a target at build
/// time: one build command per spec and template, rerun only when the spec or a spec it includes
/// (another module's) changes, writing into
/// the plugin's work directory, whose files are compiled into the target. A template whose
/// `outputs:` file is one of the target's own source files (committed code, written by
/// `navgen-generate`) is not generated again, so that nothing is declared twice; the plugin warns
/// about it, naming the file (docs/Integration.md, "Where outputs live"). When the target holds
/// storyboards or xibs, one more command per spec runs `navgen verify` on them, rerun when the
/// spec or one of them changes; its output is a Swift comment, so that the build depends on it.
@main
struct NavGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url) + NavGenSpecs.files(below: target.directoryURL)
        return try commands(
            for: Array(Set(NavGenSpecs.specs(among: files))).sorted { $0.path < $1.path },
            interfaceBuilderFiles: NavGenSpecs.interfaceBuilderFiles(among: files),
            compiledFiles: target.sourceFiles.filter { $0.type == .source }.map(\.url), targetName: target.name,
            navgen: try context.tool(named: "navgen").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The commands for `specs`, in a target named `targetName` that compiles `compiledFiles`.
    func commands(
        for specs: [URL], interfaceBuilderFiles: [URL], compiledFiles: [URL], targetName: String, navgen: URL, workDirectory: URL
    ) throws -> [Command] {
        specs.flatMap { spec in
            let included = NavGenSpecs.includedSpecs(of: spec)
            // The screens of the included specs are verified against their modules' own files.
            let resources = Array(
                Set(interfaceBuilderFiles + included.flatMap { NavGenSpecs.interfaceBuilderFiles(among: NavGenSpecs.files(below: $0.deletingLastPathComponent())) })
            ).sorted { $0.path < $1.path }
            let verify = resources.isEmpty
                ? [] : [verifyCommand(for: spec, including: included, against: resources, navgen: navgen, workDirectory: workDirectory)]
            let generated = NavGenSpecs.templates(of: spec).filter { template in
                let committed = NavGenSpecs.committedOutputs(of: spec, template: template, among: compiledFiles)
                for file in committed {
                    Diagnostics.warning(
                        "navgen: \(file.path), the \(template) output of \(spec.lastPathComponent), is a source file of target '\(targetName)', so the build compiles it as it is and does not generate it; keep it up to date with 'swift package navgen-generate' and 'swift package navgen-check', or write it outside the target's folder to have every build generate it (docs/Integration.md, \"Where outputs live\")",
                        file: spec.path, line: nil)
                }
                return committed.isEmpty
            }
            return generateCommands(for: spec, templates: generated, including: included, navgen: navgen, workDirectory: workDirectory)
                + verify
        }
    }

    /// The commands that generate the code of `spec` with `templates`; `spec` includes the specs
    /// `included`.
    func generateCommands(for spec: URL, templates: [String], including included: [URL], navgen: URL, workDirectory: URL)
        -> [Command]
    {
        templates.map { template in
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
            compiledFiles: target.inputFiles.filter { $0.type == .source }.map(\.url), targetName: target.displayName,
            navgen: try context.tool(named: "navgen").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
