struct ContainerChildSourceRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-child-source",
        severity: .error,
        catches: "A child of a storyboard's container that does not come from a storyboard, a child of a container made in code that has no storyboard ID, a storyboard's child that takes its parameters through its initializer.",
        illustration: "a storyboard tab bar with a `source: code` tab",
        fix: "Make both come from one place; give the child `injection: property`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let containerChildSource = Rule(ContainerChildSourceRule.self)
}
