/// The files of an app's spec and of the specs it includes, read as one: the positions of each
/// file count its lines after those of the files before it, so that a ``SourcePosition`` tells the
/// file as well as the line, and the declarations of every file fit in one ``Spec``.
///
/// The first file is the spec that was asked for: the one whose code `navgen generate` writes.
public struct SpecFiles: Sendable {
    /// One spec file.
    public struct File: Sendable, Equatable {
        /// The path as the user gave it, or as the including spec's folder and its `includes`
        /// entry make it.
        public var path: String
        /// What the positions of the file add to its line numbers.
        public var lineOffset: Int
        /// The module its screens are in (`module:`), nil for a spec that names none.
        public var module: Located<String>?
        /// The files it includes itself, by index.
        public var includes: [Int] = []
        /// How the screens it declares take their parameters unless they say: its
        /// `defaults.injection`, which holds wherever the file is included.
        public var injection: Injection = .whenUnwritten
        /// Where the storyboards and nibs of the screens it declares are unless they say: its
        /// `defaults.bundle`, which holds wherever the file is included.
        public var bundle: BundleChoice = .whenUnwritten
        /// Where the view controllers of the screens it declares come from unless they say: its
        /// `defaults.source`, which holds wherever the file is included; nil for a storyboard.
        public var source: Located<ScreenSource>?
        /// The storyboard of its storyboard screens that name none: its `defaults.storyboard`, or
        /// nil for each screen's own name.
        public var storyboard: Located<String>?
        /// The most visible access level of the UIKit code its own spec generates (its `uikit`
        /// outputs', or its `defaults.accessLevel`): whether the specs that include it see the
        /// members it declares on its screens' classes.
        public var uikitAccessLevel: AccessLevel = .whenUnwritten
        /// How the rules judge the diagnostics in the file: its top-level `lint`.
        public var lint: LintDeclaration?
        /// Whether it declares `links:`, the schemes and hosts of its links: without, the links of
        /// its screens are those of the specs that include it (see ``SpecFiles/linksAreIncluders(ofFileAt:)``).
        public var hasLinks = false
        /// Whether its `outputs` name the `swiftui-stack` template: its module then declares a stack
        /// router, whose routes the specs including it wrap.
        public var hasStackOutput = false

        public init(path: String, lineOffset: Int, module: Located<String>? = nil) {
            self.path = path
            self.lineOffset = lineOffset
            self.module = module
        }

        /// The file at `path` that holds `spec`: its module and the defaults of its screens.
        init(path: String, lineOffset: Int, spec: Spec?) {
            self.init(path: path, lineOffset: lineOffset, module: spec?.module)
            injection = spec?.defaults.injection?.value ?? .whenUnwritten
            bundle = spec?.defaults.bundle?.value ?? .whenUnwritten
            source = spec?.defaults.source
            storyboard = spec?.defaults.storyboard
            lint = spec?.lint
            hasLinks = spec?.links != nil
            hasStackOutput = (spec?.outputs ?? []).contains { $0.kind == .swiftuiStack }
            let specAccess = spec?.defaults.accessLevel?.value ?? .whenUnwritten
            let outputs = (spec?.outputs ?? []).filter { $0.kind == .uikit }.map { $0.accessLevel?.value ?? specAccess }
            uikitAccessLevel = outputs.reduce(outputs.isEmpty ? specAccess : .internal) { $0.covers($1) ? $0 : $1 }
        }
    }

    public private(set) var files: [File]

    /// The spec at `path` alone.
    public init(path: String) {
        files = [File(path: path, lineOffset: 0)]
    }

    /// Adds a file whose positions start after the last position of the files so far.
    mutating func append(_ file: File) {
        files.append(file)
    }

    /// Records what the file at `index` says of its screens, once its spec is read.
    mutating func describe(fileAt index: Int, as spec: Spec) {
        files[index] = File(path: files[index].path, lineOffset: files[index].lineOffset, spec: spec)
    }

    mutating func addInclude(_ included: Int, toFileAt index: Int) {
        files[index].includes.append(included)
    }

    /// Whether the file at `index` is one that the first spec includes, directly or not: the
    /// screens and transitions it declares are another module's, whose own spec generates their
    /// code. Decided here once for every part of the spec.
    public func isIncluded(fileAt index: Int) -> Bool {
        index != 0
    }

    /// Whether the spec includes others or names its module: without, a screen's name is all
    /// there is to it.
    public var hasModules: Bool {
        files.count > 1 || files[0].module != nil
    }

    /// The index of the file that holds `position`.
    public func index(of position: SourcePosition) -> Int {
        // The last file whose lines start before the position's: offsets only grow.
        var low = 0
        var high = files.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if files[middle].lineOffset < position.line { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The file and the line in it of `position`.
    public func location(of position: SourcePosition) -> SourceLocation {
        // Two fields read in place: a copy of the file would retain all it holds, for every part.
        let index = index(of: position)
        return SourceLocation(file: files[index].path, line: position.line - files[index].lineOffset, column: position.column)
    }

    /// Whether the links of the screens of the file at `index` are the links of the specs that
    /// include it: a module's spec without `links:` of its own leaves its screens' links to the
    /// app, which opens them on its own stacks.
    public func linksAreIncluders(ofFileAt index: Int) -> Bool {
        files[index].module != nil && !files[index].hasLinks
    }

    /// The module of the file at `index`, as other specs spell it, or nil when it names none.
    public func module(ofFileAt index: Int) -> String? {
        files[index].module?.value
    }

    /// For each file, itself and every file it includes, directly or through others: the specs
    /// whose screens its own may name.
    func visibleFiles() -> [Set<Int>] {
        var visible = [Set<Int>?](repeating: nil, count: files.count)
        func closure(of index: Int) -> Set<Int> {
            if let known = visible[index] { return known }
            // A cycle is reported while loading and its closing include left out, so this ends.
            var result: Set<Int> = [index]
            for included in files[index].includes { result.formUnion(closure(of: included)) }
            visible[index] = result
            return result
        }
        return files.indices.map(closure(of:))
    }
}

/// A stage that reports on the spec's files (the resolution, the rules' resolved spec): it turns a
/// position in them into the location a diagnostic names.
protocol ReportsOnSpecFiles {
    var files: SpecFiles { get }
}

extension ReportsOnSpecFiles {
    func location(_ position: SourcePosition) -> SourceLocation {
        files.location(of: position)
    }

    func note(_ message: String, at position: SourcePosition) -> Diagnostic.Note {
        Diagnostic.Note(message, at: location(position))
    }
}
