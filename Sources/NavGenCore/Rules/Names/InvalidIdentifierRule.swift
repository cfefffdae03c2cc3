struct InvalidIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "invalid-identifier",
        severity: .error,
        catches: "A name that is not a Swift identifier: a screen, cell, view, parameter, alert, transition name, class, view type, import; invisible characters (U+200B, U+200D) count. Keywords are fine: the generated code escapes them.",
        illustration: "`My Screen: {}`",
        fix: "Rename it to an identifier.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let invalidIdentifier = Rule(InvalidIdentifierRule.self)
}
