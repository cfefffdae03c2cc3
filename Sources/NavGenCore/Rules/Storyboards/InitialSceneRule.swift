struct InitialSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "initial-scene",
        severity: .error,
        command: .verify,
        catches: "A screen with `initial: true` whose storyboard has no initial view controller, or whose scene with its `identifier` is not the initial one; an initial navigation controller around the screen, which `initial` would create instead of it.",
        fix: "Mark the scene *Is Initial View Controller*, or give it a storyboard ID and use `identifier`.",
        triggeringExamples: [
            // No initial view controller.
            initialHome(in: ExampleStoryboard(.viewController(id: "a", class: "HomeViewController"))),
            // An initial navigation controller around Home's scene.
            initialHome(
                in: ExampleStoryboard(
                    initialViewController: "n",
                    .navigationController(id: "n", root: "a"),
                    .viewController(id: "a", class: "HomeViewController"))),
        ],
        nonTriggeringExamples: [
            initialHome(in: ExampleStoryboard(initialViewController: "a", .viewController(id: "a", class: "HomeViewController"))),
        ])

    /// Home, the initial scene (`initial: true`) of `storyboard`.
    private static func initialHome(in storyboard: ExampleStoryboard) -> RuleExample {
        RuleExample(
            """
            version: 1
            screens:
              Home: { entry: true, storyboard: Main, initial: true }
            """,
            mainStoryboard: storyboard)
    }
}

extension Rule {
    public static let initialScene = Rule(InitialSceneRule.self)
}
