struct EmptySpecRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "empty-spec",
        severity: .error,
        catches: "An empty file or an empty `screens`.",
        illustration: "`screens: {}`",
        fix: "Declare at least one screen.",
        triggeringExamples: [
            """
            version: 1
            screens: {}
            """,
            """

            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: {}
            """,
        ])
}

extension Rule {
    public static let emptySpec = Rule(EmptySpecRule.self)
}
