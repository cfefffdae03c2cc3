struct LinkValueTypeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-value-type",
        severity: .error,
        catches: "A placeholder whose parameter has a type a URL cannot carry (not `String`, `Int`, `Double`, `Bool`, `UUID`, a raw-value type, or an optional of one), or that a screen on the way takes as another type.",
        illustration: "`{user}` of type `User`",
        fix: "Carry an ID instead.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let linkValueType = Rule(LinkValueTypeRule.self)
}
