struct InitialSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "initial-scene",
        severity: .error,
        command: .verify,
        catches: "A screen with `initial: true` whose storyboard has no initial view controller, or whose scene with its `identifier` is not the initial one; an initial navigation controller around the screen, which `initial` would create instead of it.",
        fix: "Mark the scene *Is Initial View Controller*, or give it a storyboard ID and use `identifier`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let initialScene = Rule(InitialSceneRule.self)
}
