struct MissingKeyRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-key",
        severity: .error,
        catches: "A required key left out: `version`, `screens`, a parameter's `type`, a transition's `to` (but for `dismiss`, `pop`, `popToRoot`), …",
        illustration: "`- { from: Home }`",
        fix: "Add the key.",
        triggeringExamples: [
            .homeAndDetail("{ from: Home }"),
            """
            version: 1
            screens:
              Home:
                parameters:
                  title: { default: '"Untitled"' }
            """,
        ],
        nonTriggeringExamples: [.homeAndDetail("{ from: Home, to: Detail }")])
}

extension Rule {
    public static let missingKey = Rule(MissingKeyRule.self)
}
