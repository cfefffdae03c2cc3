struct PopWithoutNavigationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "pop-without-navigation",
        severity: .warning,
        catches: "A `pop`, `popToRoot` or `popTo` from a screen only ever shown without a navigation controller.",
        illustration: "a presented screen that pops",
        fix: "As for `push-without-navigation`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let popWithoutNavigation = Rule(PopWithoutNavigationRule.self)
}
