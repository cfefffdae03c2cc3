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
        for line in section("outputs", of: text) {
            guard let range = line.range(of: "template:") else { continue }
            let value = line[range.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
                .prefix { !",}\"' #".contains($0) }
            if !value.isEmpty, !templates.contains(String(value)) { templates.append(String(value)) }
        }
        return templates.isEmpty ? ["uikit"] : templates
    }

    /// The specs that `spec` includes, and those they include, each once: the inputs of its
    /// commands besides itself, so that a change in another module's spec reruns navgen for the
    /// targets whose specs include it. Read here, as the templates are, from the `includes:` list
    /// (`[a.yml, b.yml]` or one `- a.yml` a line); navgen itself reports what is wrong with it.
    static func includedSpecs(of spec: URL) -> [URL] {
        var found: [URL] = []
        var pending = [spec.standardizedFileURL]
        var seen: Set<String> = [pending[0].path]
        while let next = pending.popLast() {
            guard let text = try? String(contentsOf: next, encoding: .utf8) else { continue }
            for path in includes(in: text) {
                let included = URL(fileURLWithPath: path, relativeTo: next.deletingLastPathComponent()).standardizedFileURL
                guard seen.insert(included.path).inserted else { continue }
                found.append(included)
                pending.append(included)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The paths of a spec's `includes:` list.
    static func includes(in text: String) -> [String] {
        section("includes", of: text).flatMap { line -> [Substring] in
            var value = line.prefix { $0 != "#" }.drop { $0.isWhitespace }
            if value.hasPrefix("includes:") { value = value.dropFirst("includes:".count) }
            if value.hasPrefix("-") { value = value.dropFirst() }
            return value.split(whereSeparator: { "[],".contains($0) })
        }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'")) }.filter { !$0.isEmpty }
    }

    /// The lines of the top-level key `key` of a spec: its own, then those up to the next
    /// top-level key.
    static func section(_ key: String, of text: String) -> [Substring] {
        var lines: [Substring] = []
        var isInside = false
        for line in text.split(whereSeparator: \.isNewline) {
            if let first = line.first, !first.isWhitespace, first != "#", first != "-" {
                isInside = line.hasPrefix(key + ":")
            }
            if isInside { lines.append(line) }
        }
        return lines
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
