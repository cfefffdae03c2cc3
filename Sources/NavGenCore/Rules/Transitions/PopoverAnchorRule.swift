struct PopoverAnchorRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "popover-anchor",
        severity: .error,
        catches: "A popover without `anchor`, which its method takes as an argument.",
        illustration: "`style: popover` alone",
        fix: "Add `anchor: view` or `anchor: barButtonItem`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let popoverAnchor = Rule(PopoverAnchorRule.self)
}
