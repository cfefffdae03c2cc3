struct ContainerCycleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-cycle",
        severity: .error,
        catches: "A container inside itself; the cycle is named.",
        illustration: "`A: {root: B}`, `B: {root: A}`",
        fix: "Break the cycle.",
        triggeringExamples: [
            """
            version: 1
            screens:
              First: { root: Second }
              Second: { root: First }
            """,
            """
            version: 1
            screens:
              Main: { tabs: [Main, Search] }
              Search: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              First: { root: Second }
              Second: {}
            """,
        ])
}

extension Rule {
    public static let containerCycle = Rule(ContainerCycleRule.self)
}

extension ContainerCycleRule: SpecRule {
    /// No container holds itself, through its children or theirs: each cycle is reported once, at
    /// the reference that closes it.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for cycle in spec.containerCycles.cycles {
            let names = cycle.screens.prefix(6).map { spec.screens[$0].name }
            // A long cycle shows its first screens and how many there are.
            let path =
                cycle.screens.count > names.count
                ? names.joined(separator: " → ") + " → … (\(cycle.screens.count) containers) → \(names[0])"
                : (names + [names[0]]).joined(separator: " → ")
            report("'\(spec.screens[cycle.screens[0]].name)' contains itself: \(path)", at: cycle.closingReference)
        }
    }
}
