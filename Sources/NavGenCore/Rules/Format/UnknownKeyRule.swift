struct UnknownKeyRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unknown-key",
        severity: .error,
        catches: "A key the format does not have, with the closest known key.",
        illustration: "`clas: X`",
        fix: "Use the key the hint names.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let unknownKey = Rule(UnknownKeyRule.self)
}
