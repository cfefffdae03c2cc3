struct RepeatedStoryboardIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "repeated-storyboard-identifier",
        severity: .warning,
        command: .verify,
        catches: "A scene with the storyboard ID of an earlier scene of its storyboard, one of which `instantiateViewController(withIdentifier:)` creates.",
        fix: "Give each scene an ID of its own.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let repeatedStoryboardIdentifier = Rule(RepeatedStoryboardIdentifierRule.self)
}
