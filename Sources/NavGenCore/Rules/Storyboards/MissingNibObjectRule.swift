struct MissingNibObjectRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-nib-object",
        severity: .error,
        command: .verify,
        catches: "A cell's xib without a top-level cell of the cell's kind; a view's xib without a top-level view.",
        fix: "Add the cell or view to the xib's top level.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let missingNibObject = Rule(MissingNibObjectRule.self)
}
