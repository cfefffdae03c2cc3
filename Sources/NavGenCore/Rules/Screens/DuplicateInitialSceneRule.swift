struct DuplicateInitialSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-initial-scene",
        severity: .error,
        catches: "Two screens that claim one storyboard's initial view controller.",
        illustration: "two `initial: true` in `Main`",
        fix: "Keep `initial: true` on one; the other needs its storyboard ID instead.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home:
                storyboard: Main
                initial: true
              Detail:
                storyboard: Main
                initial: true
            transitions:
              - { from: Home, to: Detail }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home:
                storyboard: Main
                initial: true
              Detail:
                storyboard: Main
                identifier: Detail
            transitions:
              - { from: Home, to: Detail }
            """,
        ])
}

extension Rule {
    public static let duplicateInitialScene = Rule(DuplicateInitialSceneRule.self)
}
