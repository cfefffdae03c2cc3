import NavGenCore

/// How long each phase of the pipeline took in one run: what `--timings` prints on standard error.
struct PhaseTimings: PhaseObserver, Sendable {
    static let option = Option(
        name: "--timings", help: "Print how long each phase took (read, parse, … write) on standard error.")

    private let clock = ContinuousClock()
    /// The time spent in each phase that ran; a phase that runs more than once (render, for
    /// several outputs) adds up.
    private(set) var durations: [PipelinePhase: Duration] = [:]

    mutating func run<Value, Failure: Error>(_ phase: PipelinePhase, _ work: () throws(Failure) -> Value) throws(Failure)
        -> Value
    {
        let start = clock.now
        defer { durations[phase, default: .zero] += clock.now - start }
        return try work()
    }

    /// Counts `duration`, measured inside `phase`, as part of `other` instead: the writes of a
    /// render's chunks, which happen while it renders.
    mutating func move(_ duration: Duration, from phase: PipelinePhase, to other: PipelinePhase) {
        durations[phase, default: .zero] -= duration
        durations[other, default: .zero] += duration
    }

    /// `navgen timing: parse 31.204 ms` for each phase that ran, in pipeline order, then the total.
    var lines: [String] {
        let ran = PipelinePhase.allCases.compactMap { phase in durations[phase].map { (phase.rawValue, $0) } }
        let total = ran.reduce(Duration.zero) { $0 + $1.1 }
        return (ran + [("total", total)]).map { "navgen timing: \($0.0) \(Self.milliseconds($0.1)) ms" }
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
