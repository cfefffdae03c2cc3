struct PushWithoutNavigationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "push-without-navigation",
        severity: .warning,
        catches: "A push from a screen that every way into it shows without a navigation controller, where the push does nothing.",
        illustration: "a presented screen that pushes",
        fix: "Present it with `embed: navigation`, or say `inNavigation: true`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let pushWithoutNavigation = Rule(PushWithoutNavigationRule.self)
}
