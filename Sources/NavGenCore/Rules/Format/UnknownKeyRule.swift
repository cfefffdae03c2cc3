struct UnknownKeyRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unknown-key",
        severity: .error,
        catches: "A key the format does not have, with the closest known key.",
        illustration: "`clas: X`",
        fix: "Use the key the hint names.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home:
                clas: HomeController
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home:
                class: HomeController
            """,
        ])
}

extension Rule {
    public static let unknownKey = Rule(UnknownKeyRule.self)
}
