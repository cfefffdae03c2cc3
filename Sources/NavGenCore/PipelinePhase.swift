/// A stage of navgen's pipeline, as `--timings` names it.
public enum PipelinePhase: String, CaseIterable, Sendable {
    /// The spec's bytes from the file.
    case read
    /// YAML bytes to a ``Spec``: libyaml's events decoded as they come.
    case parse
    /// A ``Spec`` to a ``NavigationGraph``.
    case validate
    /// A graph to a template's context.
    case context
    /// A context through a template to text.
    case render
    /// Text to files.
    case write
}

/// Runs the phases a stage of the pipeline goes through, so that its caller can watch them
/// (`--timings` measures each) without the stage knowing who watches.
public protocol PhaseObserver {
    /// Runs `work`, the phase `phase`, and returns what it returns.
    mutating func run<Value, Failure: Error>(_ phase: PipelinePhase, _ work: () throws(Failure) -> Value) throws(Failure)
        -> Value
}

/// The observer that runs each phase and watches nothing.
public struct UnobservedPhases: PhaseObserver {
    public init() {}

    public mutating func run<Value, Failure: Error>(_ phase: PipelinePhase, _ work: () throws(Failure) -> Value)
        throws(Failure) -> Value
    {
        try work()
    }
}
