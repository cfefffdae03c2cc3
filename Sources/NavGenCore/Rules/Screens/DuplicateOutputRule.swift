struct DuplicateOutputRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-output",
        severity: .error,
        catches: "Two outputs that write one file.",
        illustration: "two outputs of `Navigation.swift`",
        fix: "Give each its own `output`.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: {}
            outputs:
              - { template: uikit, output: Navigation.swift }
              - { template: swiftui, output: Navigation.swift }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: {}
            outputs:
              - { template: uikit, output: Navigation.swift }
              - { template: swiftui, output: Routes.swift }
            """,
        ])
}

extension Rule {
    public static let duplicateOutput = Rule(DuplicateOutputRule.self)
}
