struct TooManyParametersRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "too-many-parameters",
        severity: .error,
        catches: "A screen with more than 50 parameters: each transition to it passes them all.",
        illustration: "51 parameters",
        fix: "Pass a value that groups them.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let tooManyParameters = Rule(TooManyParametersRule.self)
}
