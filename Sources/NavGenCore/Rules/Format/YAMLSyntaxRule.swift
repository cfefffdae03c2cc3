struct YAMLSyntaxRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "yaml-syntax",
        severity: .error,
        catches: "YAML that libyaml cannot read (with a note where an unclosed quote or bracket starts), more than one document, invalid UTF-8, control characters, a tab that indents.",
        illustration: "`screens: [Home`",
        fix: "Write valid YAML; the note points at the construct left open.",
        triggeringExamples: [
            """
            version: 1
            screens: [Home
            """,
            """
            version: 1
            screens:
            \tHome: {}
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
    public static let yamlSyntax = Rule(YAMLSyntaxRule.self)
}
