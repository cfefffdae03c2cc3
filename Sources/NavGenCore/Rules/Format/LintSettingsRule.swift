struct LintSettingsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "lint-settings",
        severity: .error,
        catches: "A `lint` entry that names no rule (with the closest), a rule of errors in `disable`, a rule in both lists.",
        illustration: "`disable: [duplicate-key]`",
        fix: "Name warnings only, once.",
        triggeringExamples: [
            """
            version: 1
            lint:
              disable: [isolated-screens]
            screens:
              Home: {}
            """,
            """
            version: 1
            lint:
              disable: [duplicate-key]
            screens:
              Home: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            lint:
              disable: [isolated-screen]
            screens:
              Home: {}
            """,
        ])
}

extension Rule {
    public static let lintSettings = Rule(LintSettingsRule.self)
}
