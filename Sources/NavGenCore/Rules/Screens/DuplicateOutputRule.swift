struct DuplicateOutputRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-output",
        severity: .error,
        catches: "Two outputs that write one file.",
        illustration: "two outputs of `Navigation.swift`",
        fix: "Give each its own `output`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let duplicateOutput = Rule(DuplicateOutputRule.self)
}
