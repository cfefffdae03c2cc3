struct SegueDestinationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "segue-destination",
        severity: .error,
        command: .verify,
        catches: "A segue that leads to another scene than the scene of its transition's destination.",
        fix: "Connect the segue to the destination's scene, or fix `to`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let segueDestination = Rule(SegueDestinationRule.self)
}
