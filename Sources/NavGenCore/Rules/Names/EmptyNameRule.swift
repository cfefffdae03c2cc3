struct EmptyNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "empty-name",
        severity: .error,
        catches: "An empty storyboard name or output path.",
        illustration: "`storyboard: \"\"`",
        fix: "Write the name, or leave the key out.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home:
                storyboard: ""
            """,
            """
            version: 1
            screens:
              Home: {}
            outputs:
              - { template: uikit, output: "" }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: {}
            outputs:
              - { template: uikit, output: Navigation.swift }
            """,
        ])
}

extension Rule {
    public static let emptyName = Rule(EmptyNameRule.self)
}
