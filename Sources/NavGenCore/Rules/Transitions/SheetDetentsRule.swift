struct SheetDetentsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "sheet-detents",
        severity: .error,
        catches: "An empty `detents`, or a detent listed twice.",
        illustration: "`detents: [medium, medium]`",
        fix: "List each detent once.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Library: { entry: true }
              Filter: {}
            transitions:
              - { from: Library, to: Filter, style: formSheet, detents: [medium, medium] }
            """,
            """
            version: 1
            screens:
              Library: { entry: true }
              Filter: {}
            transitions:
              - { from: Library, to: Filter, style: formSheet, detents: [] }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Library: { entry: true }
              Filter: {}
            transitions:
              - { from: Library, to: Filter, style: formSheet, detents: [medium, large] }
            """,
        ])
}

extension Rule {
    public static let sheetDetents = Rule(SheetDetentsRule.self)
}
