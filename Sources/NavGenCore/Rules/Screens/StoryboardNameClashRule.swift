struct StoryboardNameClashRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "storyboard-name-clash",
        severity: .error,
        catches: "Two storyboard names of one module with one name in code (`Main Menu`, `main-menu`), or one storyboard used from both bundles in one module.",
        illustration: "`Main Menu` and `main-menu`",
        fix: "Rename one storyboard, or give the screens one bundle.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home:
                storyboard: Main Menu
              Detail:
                storyboard: main-menu
            transitions:
              - { from: Home, to: Detail }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home:
                storyboard: Main Menu
                identifier: Home
              Detail:
                storyboard: Main Menu
                identifier: Detail
            transitions:
              - { from: Home, to: Detail }
            """,
        ])
}

extension Rule {
    public static let storyboardNameClash = Rule(StoryboardNameClashRule.self)
}
