struct DuplicateKeyRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-key",
        severity: .error,
        catches: "A key twice in one mapping, with a note at the first.",
        illustration: "two `Home:` under `screens`",
        fix: "Rename or merge them.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: {}
              Home:
                source: code
            """,
            """
            version: 1
            screens:
              Home:
                parameters:
                  userID: Int
                  userID: String
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home:
                source: code
            """,
        ])
}

extension Rule {
    public static let duplicateKey = Rule(DuplicateKeyRule.self)
}
