struct PopoverAnchorRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "popover-anchor",
        severity: .error,
        catches: "A popover without `anchor`, which its method takes as an argument.",
        illustration: "`style: popover` alone",
        fix: "Add `anchor: view` or `anchor: barButtonItem`.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Library: { entry: true }
              Filter: {}
            transitions:
              - { from: Library, to: Filter, style: popover }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Library: { entry: true }
              Filter: {}
            transitions:
              - { from: Library, to: Filter, style: popover, anchor: barButtonItem }
            """,
        ])
}

extension Rule {
    public static let popoverAnchor = Rule(PopoverAnchorRule.self)
}
