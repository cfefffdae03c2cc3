struct LinkValuesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-values",
        severity: .error,
        catches: "Links of one screen that carry different values.",
        illustration: "`/u/{id}` and `/u/{id}/{tab}` on one screen",
        fix: "Carry the same values in every link of a screen.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let linkValues = Rule(LinkValuesRule.self)
}
