struct DuplicateInitialSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-initial-scene",
        severity: .error,
        catches: "Two screens that claim one storyboard's initial view controller.",
        illustration: "two `initial: true` in `Main`",
        fix: "Keep `initial: true` on one; the other needs its storyboard ID instead.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let duplicateInitialScene = Rule(DuplicateInitialSceneRule.self)
}
