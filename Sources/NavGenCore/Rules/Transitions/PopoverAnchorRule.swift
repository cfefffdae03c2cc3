struct PopoverAnchorRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "popover-anchor",
        severity: .error,
        catches: "A popover without `anchor`, which its method takes as an argument.",
        illustration: "`style: popover` alone",
        fix: "Add `anchor: view` or `anchor: barButtonItem`.",
        triggeringExamples: [.homeAndDetail("{ from: Home, to: Detail, style: popover }")],
        nonTriggeringExamples: [.homeAndDetail("{ from: Home, to: Detail, style: popover, anchor: barButtonItem }")])
}

extension Rule {
    public static let popoverAnchor = Rule(PopoverAnchorRule.self)
}

extension PopoverAnchorRule: SpecRule {
    /// A popover names what it points at: the generated method takes it as an argument.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for (declaration, index) in spec.forwardTransitions where spec.transitions[index].style == .popover {
            let written = spec.spec.transitions[declaration]
            guard written.anchor == nil else { continue }
            report(
                "a popover needs 'anchor', what it points at: view (a source view) or barButtonItem; the generated method takes it as an argument",
                at: written.style?.position ?? written.position)
        }
    }
}
