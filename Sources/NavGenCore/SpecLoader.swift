import NavGenYAML

/// The first stages of the pipeline: bytes → YAML nodes → ``Spec`` → ``NavigationGraph``; the
/// nodes are decoded as libyaml's events come, with no document in between.
public struct SpecLoader: Sendable {
    /// Larger input is refused before parsing: no real spec comes near it.
    public static let maximumInputSize = 32 * 1024 * 1024

    public var limits: YAMLReader.Limits
    /// Reads a spec that another includes, by its path: its bytes, at most one past
    /// ``maximumInputSize``, or why it cannot.
    public typealias ReadSpec = @Sendable (String) -> Swift.Result<[UInt8], ReadFailure>

    /// Reads the specs that others include; nil refuses every `includes` entry.
    public var readIncludedSpec: ReadSpec?
    /// The rules the command line turns off or makes errors, which a spec's `lint` may override.
    public var ruleSettings: RuleSettings

    /// Why an included spec could not be read.
    public struct ReadFailure: Error, Sendable {
        /// `no such file`, `permission denied`, …
        public var reason: String

        public init(reason: String) {
            self.reason = reason
        }
    }

    public init(
        limits: YAMLReader.Limits = YAMLReader.Limits(),
        readIncludedSpec: ReadSpec? = nil, ruleSettings: RuleSettings = RuleSettings()
    ) {
        self.limits = limits
        self.readIncludedSpec = readIncludedSpec
        self.ruleSettings = ruleSettings
    }

    /// What loading a spec found: the graph when there are no errors, and every diagnostic, sorted.
    public struct Result: Sendable {
        public var graph: NavigationGraph?
        public var diagnostics: [Diagnostic]
        /// The spec and the specs it includes, every one that could be read.
        public var files: SpecFiles
    }

    /// Loads the spec in `bytes`, of which a caller needs to read no more than one byte past
    /// ``maximumInputSize``; `file` is the path used in diagnostics, as the user gave it.
    public func load(_ bytes: consuming [UInt8], file: String) -> Result {
        var phases = UnobservedPhases()
        return load(consume bytes, file: file, phases: &phases)
    }

    /// Loads the spec in `bytes` as ``load(_:file:)`` does, with the specs it includes, running
    /// its parse and validate phases through `phases`. The bytes are consumed: when the caller
    /// holds no other copy, they are freed once parsed, before the spec is validated.
    public func load(_ bytes: consuming [UInt8], file: String, phases: inout some PhaseObserver) -> Result {
        var files = SpecFiles(path: file)
        guard bytes.count <= Self.maximumInputSize else {
            return Result(graph: nil, diagnostics: [Self.tooLarge(at: SourceLocation(file: file, line: 1, column: 1))], files: files)
        }
        let lineCount = Self.lineCountBound(of: bytes)
        let decoded = decode(consume bytes, file: file, lineOffset: 0, phases: &phases)
        guard var spec = decoded.spec else {
            return Result(graph: nil, diagnostics: decoded.diagnostics.sortedByLocation(), files: files)
        }
        var included = IncludedSpecs(loader: self, rootPath: file, nextLineOffset: lineCount)
        files.describe(fileAt: 0, as: spec)
        included.visit(0, includes: spec.includes, into: &spec, files: &files, stack: [0], phases: &phases)
        let loaded = decoded.diagnostics + included.diagnostics
        // Without a spec it includes, names of its screens would look misspelt.
        guard !included.missesASpec else {
            return Result(graph: nil, diagnostics: loaded.sortedByLocation(), files: files)
        }
        let validated = phases.run(.validate) { GraphValidator().validate(spec, files: files, settings: ruleSettings) }
        let diagnostics = (loaded + validated.diagnostics).sortedByLocation()
        return Result(graph: diagnostics.containsErrors ? nil : validated.graph, diagnostics: diagnostics, files: files)
    }

    /// The error of a spec past ``maximumInputSize``, the app's or one it includes.
    static func tooLarge(at location: SourceLocation, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(.inputLimit, "the spec is larger than \(maximumInputSize / 1024 / 1024) MiB; a spec this large is refused", at: location, notes: notes)
    }

    /// At least the number of lines libyaml counts in `bytes`, and one more for the end of the
    /// stream: it counts CR, LF, NEL, LS and PS, each of whose UTF-8 forms ends in one of these bytes.
    static func lineCountBound(of bytes: borrowing [UInt8]) -> Int {
        var count = 2
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D || byte == 0x85 || byte == 0xA8 || byte == 0xA9 { count += 1 }
        }
        return count
    }

    /// The spec in `bytes` and the problems of its YAML and its shape, read in one pass over
    /// libyaml's events; the bytes live only as long as this call.
    func decode(_ bytes: consuming [UInt8], file: String, lineOffset: Int, phases: inout some PhaseObserver)
        -> (spec: Spec?, diagnostics: [Diagnostic])
    {
        do {
            return try phases.run(.parse) { () throws(YAMLError) in
                try SpecDecoder(file: file, lineOffset: lineOffset).decode(YAMLReader(copy bytes, limits: limits))
            }
        } catch {
            return (nil, [Diagnostic(error, file: file)])
        }
    }
}
