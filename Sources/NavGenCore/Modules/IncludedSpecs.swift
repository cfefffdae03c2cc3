/// The specs that an app's spec includes, read depth first in the order of the `includes`
/// entries, each once however many specs include it.
struct IncludedSpecs {
    /// The most spec files one load reads: far more than the modules of any app.
    static let maximumFileCount = 1_000
    /// The most lines the files may have together, so that positions fit in ``SourcePosition``.
    static let maximumLineCount = Int(UInt32.max) - 1

    let loader: SpecLoader
    var nextLineOffset: Int
    /// Whether an included spec could not be read or is not even shaped like a spec.
    var missesASpec = false
    var diagnostics: [Diagnostic] = []
    /// The index of each file read, by its path made plain, so that one spec included by two
    /// others is read once.
    var indexByPath: [String: Int] = [:]

    init(loader: SpecLoader, rootPath: String, nextLineOffset: Int) {
        self.loader = loader
        self.nextLineOffset = nextLineOffset
        indexByPath[SpecPath.plain(rootPath)] = 0
    }

    /// Reads what the spec of file `index` includes, and what those include, adding their screens,
    /// transitions and imports to `merged` in the order of the files, so that one graph holds
    /// them and each included spec is freed once added; `stack` holds the files from the app's
    /// spec to this one, for the cycles.
    mutating func visit(
        _ index: Int, includes: [Located<String>], into merged: inout Spec, files: inout SpecFiles, stack: [Int],
        phases: inout some PhaseObserver
    ) {
        for entry in includes {
            let includingPath = files.files[index].path
            let path = SpecPath.plain(SpecPath.path(entry.value, relativeTo: includingPath))
            let place = files.location(of: entry.position)
            if let known = indexByPath[path] {
                if let start = stack.firstIndex(of: known) {
                    let cycle = (stack[start...].map { files.files[$0].path } + [files.files[known].path]).joined(separator: " → ")
                    diagnostics.append(Diagnostic(.includeCycle, "including '\(entry.value)' makes a cycle of includes: \(cycle)", at: place))
                } else if !files.files[index].includes.contains(known) {
                    files.addInclude(known, toFileAt: index)
                }
                continue
            }
            guard files.files.count < Self.maximumFileCount else {
                diagnostics.append(Diagnostic(.inputLimit, "more than \(Self.maximumFileCount) specs are included; no app has so many modules", at: place))
                return
            }
            guard let read = loader.readIncludedSpec else {
                diagnostics.append(Diagnostic(.unreadableInclude, "included specs cannot be read here; include '\(entry.value)' from a spec read from a file", at: place))
                missesASpec = true
                continue
            }
            let bytes: [UInt8]
            switch phases.run(.read, { read(path) }) {
            case .success(let contents): bytes = contents
            case .failure(let failure):
                diagnostics.append(Diagnostic(.unreadableInclude, "cannot read the included spec '\(path)': \(failure.reason)", at: place))
                missesASpec = true
                continue
            }
            let includedHere = Diagnostic.Note("'\(path)' is included here", at: place)
            guard bytes.count <= SpecLoader.maximumInputSize else {
                diagnostics.append(SpecLoader.tooLarge(at: SourceLocation(file: path, line: 1, column: 1), notes: [includedHere]))
                missesASpec = true
                continue
            }
            let lineOffset = nextLineOffset
            nextLineOffset += SpecLoader.lineCountBound(of: bytes)
            guard nextLineOffset <= Self.maximumLineCount else {
                diagnostics.append(Diagnostic(.inputLimit, "the included specs have more than \(Self.maximumLineCount) lines together", at: place))
                return
            }
            let decoded = loader.decode(bytes, file: path, lineOffset: lineOffset, phases: &phases)
            // Every problem of an included spec is in its own file; the note shows which spec
            // brought it in.
            diagnostics += decoded.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                if diagnostic.severity == .error { diagnostic.notes.append(includedHere) }
                return diagnostic
            }
            let included = files.files.count
            indexByPath[path] = included
            files.append(SpecFiles.File(path: path, lineOffset: lineOffset, spec: decoded.spec))
            files.addInclude(included, toFileAt: index)
            guard let spec = decoded.spec else {
                missesASpec = true
                continue
            }
            if spec.module == nil {
                diagnostics.append(
                    Diagnostic(
                        .moduleName, "the included spec '\(path)' names no module; add 'module:' with the name of the Swift module its screens are in",
                        at: files.location(of: spec.version.position), notes: [includedHere]))
            }
            merged.screens += spec.screens
            merged.transitions += spec.transitions
            merged.imports += spec.imports
            visit(included, includes: spec.includes, into: &merged, files: &files, stack: stack + [included], phases: &phases)
        }
    }
}

/// Paths of included specs, worked out as text: the loader reads files only through its caller.
enum SpecPath {
    /// `path`, written in the spec at `specPath`, as a path from where `specPath` is from.
    static func path(_ path: String, relativeTo specPath: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let slash = specPath.lastIndex(of: "/") else { return path }
        return String(specPath[...slash]) + path
    }

    /// `path` without `.` segments, `..` after a name, and repeated or trailing slashes.
    static func plain(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/") where segment != "." {
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
            } else if segment != ".." || !isAbsolute || !segments.isEmpty {
                segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
