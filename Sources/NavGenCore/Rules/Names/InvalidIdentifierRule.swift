struct InvalidIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "invalid-identifier",
        severity: .error,
        catches: "A name that is not a Swift identifier: a screen, cell, view, parameter, alert, transition name, class, view type, import; invisible characters (U+200B, U+200D) count. Keywords are fine: the generated code escapes them.",
        illustration: "`My Screen: {}`",
        fix: "Rename it to an identifier.",
        triggeringExamples: [
            """
            version: 1
            screens:
              My Screen: {}
            """,
            """
            version: 1
            screens:
              Home:
                parameters:
                  user-id: Int
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              MyScreen: {}
            """,
        ])
}

extension Rule {
    public static let invalidIdentifier = Rule(InvalidIdentifierRule.self)
}
