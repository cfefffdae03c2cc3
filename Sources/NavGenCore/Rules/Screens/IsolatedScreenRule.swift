struct IsolatedScreenRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "isolated-screen",
        severity: .warning,
        catches: "A screen that no transition or container leads to or from.",
        illustration: "a screen the app shows in code",
        fix: "Add the transition, or `disable` the rule on the screen.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let isolatedScreen = Rule(IsolatedScreenRule.self)
}
