struct UnsupportedYAMLRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unsupported-yaml",
        severity: .error,
        catches: "A YAML tag (`!!binary`, `!custom`) or a merge key (`<<`), which would make the text mean something other than it reads.",
        illustration: "`<<: *defaults`",
        fix: "Write the keys out.",
        triggeringExamples: [
            .spec(
                screens: """
                    Home: &screen
                      source: code
                    Detail:
                      <<: *screen
                    """,
                transitions: "{ from: Home, to: Detail }"),
            """
            version: 1
            screens:
              Home:
                summary: !!binary aGVsbG8=
            """,
        ],
        nonTriggeringExamples: [
            .spec(
                screens: """
                    Home:
                      source: code
                    Detail:
                      source: code
                    """,
                transitions: "{ from: Home, to: Detail }"),
        ])
}

extension Rule {
    public static let unsupportedYAML = Rule(UnsupportedYAMLRule.self)
}
