struct EmptyNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "empty-name",
        severity: .error,
        catches: "An empty storyboard name or output path.",
        illustration: "`storyboard: \"\"`",
        fix: "Write the name, or leave the key out.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let emptyName = Rule(EmptyNameRule.self)
}
