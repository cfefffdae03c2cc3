struct DuplicateStoryboardIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-storyboard-identifier",
        severity: .error,
        catches: "Two screens with one storyboard and identifier (a storyboard is its name in its bundle: see Modules).",
        illustration: "two screens of `Main` with `identifier: Home`",
        fix: "Give each scene its own storyboard ID.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home:
                storyboard: Main
                identifier: Start
              Detail:
                storyboard: Main
                identifier: Start
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
                identifier: Start
              Detail:
                storyboard: Main
                identifier: Detail
            transitions:
              - { from: Home, to: Detail }
            """,
        ])
}

extension Rule {
    public static let duplicateStoryboardIdentifier = Rule(DuplicateStoryboardIdentifierRule.self)
}
