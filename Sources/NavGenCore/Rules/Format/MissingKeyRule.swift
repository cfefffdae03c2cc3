struct MissingKeyRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-key",
        severity: .error,
        catches: "A required key left out: `version`, `screens`, a parameter's `type`, a transition's `to` (but for `dismiss`, `pop`, `popToRoot`), …",
        illustration: "`- { from: Home }`",
        fix: "Add the key.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let missingKey = Rule(MissingKeyRule.self)
}
