struct DuplicateTransitionNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-transition-name",
        severity: .error,
        catches: "Two transitions of one screen with one method name, with the first one's line and where a name the spec does not write comes from; a transition written twice (the same in all but the keys that say a default) is called a repeat of the first.",
        illustration: "two pushes of `Detail` from `Home`",
        fix: "Give one a `name`; delete a repeat.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let duplicateTransitionName = Rule(DuplicateTransitionNameRule.self)
}
