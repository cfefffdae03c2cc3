struct ContainerChildKindRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-child-kind",
        severity: .error,
        catches: "A navigation controller's root that is a container, a tab that is a tab bar controller, a split view column that is neither a screen nor a navigation controller.",
        illustration: "`root: Tabs`",
        fix: "Present the container instead.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let containerChildKind = Rule(ContainerChildKindRule.self)
}
