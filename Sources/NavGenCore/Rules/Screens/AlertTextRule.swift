struct AlertTextRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "alert-text",
        severity: .error,
        catches: "A placeholder that names no parameter of the alert (with the closest), a lone `{` or `}`.",
        illustration: "`message: \"Hello {nam}\"`",
        fix: "Name a parameter; write `{{` and `}}` for braces.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let alertText = Rule(AlertTextRule.self)
}
