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
