struct ContainerShapeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-shape",
        severity: .error,
        catches: "Keys of two kinds of container on one screen; a split view controller without both columns, or from a nib; an empty `tabs`; `inNavigation` on a container.",
        illustration: "`root: A` and `tabs: [B]` on one screen",
        fix: "Keep one kind; give the split view both columns.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let containerShape = Rule(ContainerShapeRule.self)
}
