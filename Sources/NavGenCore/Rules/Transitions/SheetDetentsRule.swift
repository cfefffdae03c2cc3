struct SheetDetentsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "sheet-detents",
        severity: .error,
        catches: "An empty `detents`, or a detent listed twice.",
        illustration: "`detents: [medium, medium]`",
        fix: "List each detent once.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let sheetDetents = Rule(SheetDetentsRule.self)
}
