struct ContainerSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-scene",
        severity: .error,
        command: .verify,
        catches: "A container whose scene is of another kind, has another number of children, or whose relationship segues lead to other scenes than those of the spec's children, in order.",
        fix: "Make `root`, `tabs` or `primary` and `secondary` say what the storyboard holds.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let containerScene = Rule(ContainerSceneRule.self)
}
