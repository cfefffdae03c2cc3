struct LintSettingsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "lint-settings",
        severity: .error,
        catches: "A `lint` entry that names no rule (with the closest), a rule of errors in `disable`, a rule in both lists.",
        illustration: "`disable: [duplicate-key]`",
        fix: "Name warnings only, once.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let lintSettings = Rule(LintSettingsRule.self)
}
