struct SpecVersionRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "spec-version",
        severity: .error,
        catches: "A `version` other than 1.",
        illustration: "`version: 2`",
        fix: "Use `version: 1`, or the navgen that reads yours.",
        triggeringExamples: [
            """
            version: 2
            screens:
              Home: {}
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
    public static let specVersion = Rule(SpecVersionRule.self)
}
