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

    /// An entry of a spec's `outputs:`, as the plugins read it.
    struct DeclaredOutput: Equatable {
        /// A built-in template's name or a `.mustache` path, as written.
        var template: String
        /// The file, resolved against the spec's folder; nil when the entry names none.
        var file: URL?
    }

    /// The entries of the spec's `outputs:`. A build tool plugin must name its output files before
    /// navgen runs, so it reads just the `template:` and `output:` values of that section here, in
    /// block (`- template: uikit` then `output: …`) or flow (`- {template: uikit, output: …}`)
    /// style; navgen itself checks the whole spec when it runs.
    static func declaredOutputs(of spec: URL) -> [DeclaredOutput] {
        guard let text = try? String(contentsOf: spec, encoding: .utf8) else { return [] }
        var entries: [DeclaredOutput] = []
        for line in section("outputs", of: text) {
            // Each `-` at the start of a line and each `{` begins an entry.
            let startsEntry = line.drop { $0 == " " }.hasPrefix("-")
            for (index, piece) in line.split(separator: "{", omittingEmptySubsequences: false).enumerated() {
                if index > 0 || startsEntry { entries.append(DeclaredOutput(template: "", file: nil)) }
                guard !entries.isEmpty else { continue }
                if let template = value(of: "template", in: piece) { entries[entries.count - 1].template = template }
                if let path = value(of: "output", in: piece) {
                    entries[entries.count - 1].file = URL(fileURLWithPath: path, relativeTo: spec.deletingLastPathComponent())
                        .standardizedFileURL
                }
            }
        }
        return entries.filter { !$0.template.isEmpty }
    }

    /// The templates the spec's `outputs:` name, each once, or `uikit` when it names none.
    static func templates(of spec: URL) -> [String] {
        var templates: [String] = []
        for output in declaredOutputs(of: spec) where !templates.contains(output.template) {
            templates.append(output.template)
        }
        return templates.isEmpty ? ["uikit"] : templates
    }

    /// The files among `sourceFiles` that the spec's `outputs:` write with `template`: committed
    /// generated code that the target compiles as its own source, which a build must not generate
    /// a second time.
    static func committedOutputs(of spec: URL, template: String, among sourceFiles: [URL]) -> [URL] {
        let sources = Set(sourceFiles.map { $0.standardizedFileURL.path })
        return declaredOutputs(of: spec).filter { $0.template == template }.compactMap(\.file)
            .filter { sources.contains($0.path) }
    }

    /// The value of `key:` in a piece of a line of YAML: the plain or quoted word after it, up to
    /// the next separator; nil when the piece does not hold the key (`output:` is not `outputs:`).
    static func value(of key: String, in piece: Substring) -> String? {
        var rest = piece[...]
        while let range = rest.range(of: key + ":") {
            let before = rest[..<range.lowerBound].last
            rest = rest[range.upperBound...]
            guard before.map({ " -,{".contains($0) }) ?? true else { continue }
            let value = rest.drop { $0 == " " || $0 == "\"" || $0 == "'" }.prefix { !",}\"' #".contains($0) }
            return value.isEmpty ? nil : String(value)
        }
        return nil
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
