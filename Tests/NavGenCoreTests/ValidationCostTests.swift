@testable import NavGenCore
import Testing

/// What a rule costs grows with the spec, not with its square: the walks of a rule from many
/// screens spend one budget, whose end the rule reports, and a message names a few screens and
/// counts the rest. Counted in steps and characters, never timed.
@Suite struct ValidationCostTests {
    /// The run that validated `yaml`, and its diagnostics.
    static func validated(_ yaml: String) throws -> ValidationRun {
        let files = SpecFiles(path: "spec.yml")
        var phases = UnobservedPhases()
        let spec = try #require(SpecLoader().decode(Array(yaml.utf8), file: "spec.yml", lineOffset: 0, phases: &phases).spec)
        var run = ValidationRun(files: files, settings: RuleSettings())
        _ = run.graph(of: spec)
        return run
    }

    /// `S0` pushes `S1`, which pushes `S2`, …; each screen after the first unwinds to the screen
    /// `unwindTarget` names.
    static func chain(of count: Int, unwindingTo unwindTarget: (Int) -> Int) -> String {
        var yaml = "version: 1\nscreens:\n  S0: {entry: true}\n"
        for index in 1..<count { yaml += "  S\(index): {}\n" }
        yaml += "transitions:\n"
        for index in 1..<count {
            yaml += "  - {from: S\(index - 1), to: S\(index)}\n"
            yaml += "  - {from: S\(index), to: S\(unwindTarget(index)), style: unwind, segue: back\(index)}\n"
        }
        return yaml
    }

    /// Whether a rule said that its walks stopped at the budget.
    static func spentItsBudget(_ run: ValidationRun, _ rule: Rule) -> Bool {
        run.diagnostics.contains { $0.rule == rule && $0.message.contains("is too large for rule") }
    }

    @Test func unwindsToOneScreenAreCheckedInOneWalk() throws {
        let count = 5_000
        let run = try Self.validated(Self.chain(of: count) { _ in 0 })
        // A walk per unwind would take count² / 2 steps, twelve times the budget.
        #expect(count * count / 2 > 10 * WalkBudget.totalSteps)
        #expect(run.diagnostics.isEmpty)
    }

    @Test func aWalkEndsWhenItReachesTheScreensThatUnwind() throws {
        let count = 5_000
        let run = try Self.validated(Self.chain(of: count) { $0 - 1 })
        #expect(run.diagnostics.isEmpty)
    }

    /// Each screen unwinds to the one it pushes, which is never shown before it: every walk goes
    /// to the end of the chain, a million steps for 1,500 screens, and the budget stops them.
    @Test func unwindsPastTheBudgetAreNotJudged() throws {
        let count = 1_500
        let run = try Self.validated(Self.chain(of: count) { min($0 + 1, count - 1) })
        let unwindErrors = run.diagnostics.filter { $0.message.contains("cannot unwind") }
        #expect(!unwindErrors.isEmpty && unwindErrors.count < count - 2)
        #expect(Self.spentItsBudget(run, .unwindTarget))
        #expect(!Self.spentItsBudget(try Self.validated(Self.chain(of: 100) { min($0 + 1, 99) }), .unwindTarget))
    }

    @Test func aClassSharedByManyScreensIsNamedByAFew() throws {
        var yaml = "version: 1\nscreens:\n  Home: {entry: true}\n"
        for index in 0..<1_000 { yaml += "  Page\(index): {class: PageViewController}\n" }
        yaml += "transitions:\n"
        for index in 0..<1_000 { yaml += "  - {from: Home, to: Page\(index), name: page\(index)}\n" }
        yaml += "  - {from: Page0, to: Home, style: unwind, segue: home}\n"
        yaml += "  - {from: Page1, to: Page0, style: unwind, segue: first}\n"
        let run = try Self.validated(yaml)
        let messages = run.diagnostics.map(\.message).filter { $0.contains("class of") }
        #expect(messages == [
            "unwinding to 'Page0' needs the action unwindToPage0(_:) on its class, but 'PageViewController' is the class of 'Page1', 'Page2', 'Page3' and 996 more too; give 'Page0' a class of its own"
        ])
    }
}
