struct LinkMissingParameterRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-missing-parameter",
        severity: .error,
        catches: "A screen on the link's way that needs a parameter the link does not carry and that has no default.",
        illustration: "`/orders/{orderID}` below a screen that needs `userID`",
        fix: "Add the placeholder, or give the parameter a default.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let linkMissingParameter = Rule(LinkMissingParameterRule.self)
}
