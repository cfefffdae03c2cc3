import Foundation

/// What the navgen plugins share: finding a target's specs, the files generated from them, and
/// running navgen. Each plugin's folder links to this folder, so the code exists once.
enum NavGenSpecs {
    /// The specs among `files`: `navigation.yml`, or any `*.navigation.yml`.
    static func specs(among files: [URL]) -> [URL] {
        files.filter { $0.lastPathComponent == "navigation.yml" || $0.lastPathComponent.hasSuffix(".navigation.yml") }
            .sorted { $0.path < $1.path }
    }

    /// The storyboards and xibs among `files`, which `navgen verify` checks the specs against.
    static func interfaceBuilderFiles(among files: [URL]) -> [URL] {
        Array(Set(files.filter { ["storyboard", "xib"].contains($0.pathExtension) })).sorted { $0.path < $1.path }
    }

    /// Every file below `directory`.
    static func files(below directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
    }

    /// The templates the spec's `outputs:` name, or `uikit` when it names none. A build tool
    /// plugin must name its output files before navgen runs, so it reads just the `template:`
    /// values of the `outputs:` section here; navgen itself checks the whole spec when it runs.
    static func templates(of spec: URL) -> [String] {
        guard let text = try? String(contentsOf: spec, encoding: .utf8) else { return ["uikit"] }
        var templates: [String] = []
        var inOutputs = false
        for line in text.split(whereSeparator: \.isNewline) {
            if let first = line.first, !first.isWhitespace, first != "#", first != "-" {
                inOutputs = line.hasPrefix("outputs:")
            }
            guard inOutputs, let range = line.range(of: "template:") else { continue }
            let value = line[range.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
                .prefix { !",}\"' #".contains($0) }
            if !value.isEmpty, !templates.contains(String(value)) { templates.append(String(value)) }
        }
        return templates.isEmpty ? ["uikit"] : templates
    }

    /// The file a build generates from `spec` with `template`, in the plugin's own folder:
    /// `TaskApp.navigation.yml` with `uikit` → `TaskApp.navigation.uikit.swift`.
    static func outputName(spec: URL, template: String) -> String {
        let specName = spec.deletingPathExtension().lastPathComponent
        let templateName = URL(fileURLWithPath: template).deletingPathExtension().lastPathComponent
        return "\(specName).\(templateName).swift"
    }

    /// Runs navgen with `arguments`, passing its output through; its exit status.
    static func run(_ navgen: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = navgen
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
