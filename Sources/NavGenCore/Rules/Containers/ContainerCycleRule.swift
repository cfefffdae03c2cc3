struct ContainerCycleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-cycle",
        severity: .error,
        catches: "A container inside itself; the cycle is named.",
        illustration: "`A: {root: B}`, `B: {root: A}`",
        fix: "Break the cycle.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let containerCycle = Rule(ContainerCycleRule.self)
}
