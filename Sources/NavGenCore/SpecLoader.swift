import NavGenYAML

/// The first stages of the pipeline: bytes → YAML nodes → ``Spec`` → ``NavigationGraph``; the
/// nodes are decoded as libyaml's events come, with no document in between.
public struct SpecLoader: Sendable {
    /// Larger input is refused before parsing: no real spec comes near it.
    public static let maximumInputSize = 32 * 1024 * 1024

    public var limits: YAMLReader.Limits

    public init(limits: YAMLReader.Limits = YAMLReader.Limits()) {
        self.limits = limits
    }

    /// What loading a spec found: the graph when there are no errors, and every diagnostic, sorted.
    public struct Result: Sendable {
        public var graph: NavigationGraph?
        public var diagnostics: [Diagnostic]
    }

    /// Loads the spec in `bytes`, of which a caller needs to read no more than one byte past
    /// ``maximumInputSize``; `file` is the path used in diagnostics, as the user gave it.
    public func load(_ bytes: consuming [UInt8], file: String) -> Result {
        var phases = UnobservedPhases()
        return load(consume bytes, file: file, phases: &phases)
    }

    /// Loads the spec in `bytes` as ``load(_:file:)`` does, running its parse and validate phases
    /// through `phases`. The bytes are consumed: when the caller holds no other copy, they are
    /// freed once parsed, before the spec is validated.
    public func load(_ bytes: consuming [UInt8], file: String, phases: inout some PhaseObserver) -> Result {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard bytes.count <= Self.maximumInputSize else {
            return Result(
                graph: nil,
                diagnostics: [
                    .error(
                        "the spec is larger than \(Self.maximumInputSize / 1024 / 1024) MiB; a spec this large is refused",
                        at: start)
                ])
        }
        let decoded = decode(consume bytes, file: file, phases: &phases)
        guard let spec = decoded.spec else {
            return Result(graph: nil, diagnostics: decoded.diagnostics.sortedByLocation())
        }
        let validated = phases.run(.validate) { GraphValidator().validate(spec, file: file) }
        let diagnostics = (decoded.diagnostics + validated.diagnostics).sortedByLocation()
        return Result(graph: diagnostics.containsErrors ? nil : validated.graph, diagnostics: diagnostics)
    }

    /// The spec in `bytes` and the problems of its YAML and its shape, read in one pass over
    /// libyaml's events; the bytes live only as long as this call.
    private func decode(_ bytes: consuming [UInt8], file: String, phases: inout some PhaseObserver)
        -> (spec: Spec?, diagnostics: [Diagnostic])
    {
        do {
            return try phases.run(.parse) { () throws(YAMLError) in
                try SpecDecoder(file: file).decode(YAMLReader(copy bytes, limits: limits))
            }
        } catch {
            return (nil, [Diagnostic(error, file: file)])
        }
    }
}
