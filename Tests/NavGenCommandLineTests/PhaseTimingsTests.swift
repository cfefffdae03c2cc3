import Testing

@testable import NavGenCommandLine

/// The bookkeeping behind `--timings`.
@Suite struct PhaseTimingsTests {
    /// The chunks of a render are written while it runs: their time leaves the render phase for
    /// the write phase, and the total stays what was measured.
    @Test func aMovedDurationLeavesOnePhaseForAnother() {
        var timings = PhaseTimings()
        timings.run(.render) {}
        let measured = timings.durations[.render] ?? .zero
        timings.move(measured / 2, from: .render, to: .write)
        #expect(timings.durations[.write] == measured / 2)
        #expect(timings.durations[.render] == measured - measured / 2)
        #expect(timings.lines.map { $0.split(separator: " ")[2] } == ["render", "write", "total"])
    }
}
