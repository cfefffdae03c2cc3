struct DismissWithoutPresentationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "dismiss-without-presentation",
        severity: .warning,
        catches: "A `dismiss` from a screen no presentation ever shows.",
        illustration: "a pushed screen that dismisses",
        fix: "Use `pop`, or present the screen.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let dismissWithoutPresentation = Rule(DismissWithoutPresentationRule.self)
}
