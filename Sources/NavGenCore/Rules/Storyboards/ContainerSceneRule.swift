struct ContainerSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-scene",
        severity: .error,
        command: .verify,
        catches: "A container whose scene is of another kind, has another number of children, or whose relationship segues lead to other scenes than those of the spec's children, in order.",
        fix: "Make `root`, `tabs` or `primary` and `secondary` say what the storyboard holds.",
        triggeringExamples: [
            // A tab bar controller, not a navigation controller.
            rootHome(in: .tabBarController(id: "n", tabs: ["a"])),
            // The tabs in the other order.
            RuleExample(
                """
                version: 1
                screens:
                  Main: { entry: true, storyboard: Main, initial: true, tabs: [Home, Search] }
                  Home: { storyboard: Main, identifier: false }
                  Search: { storyboard: Main, identifier: false }
                """,
                mainStoryboard: ExampleStoryboard(
                    initialViewController: "n",
                    .tabBarController(id: "n", tabs: ["b", "a"]),
                    .viewController(id: "a", class: "HomeViewController"),
                    .viewController(id: "b", class: "SearchViewController"))),
        ],
        nonTriggeringExamples: [
            rootHome(in: .navigationController(id: "n", root: "a")),
        ])

    /// The navigation controller Main, whose root is Home, and a storyboard whose initial scene
    /// is `container`, whose child is Home's scene `a`.
    private static func rootHome(in container: ExampleElement) -> RuleExample {
        RuleExample(
            """
            version: 1
            screens:
              Main: { entry: true, storyboard: Main, initial: true, root: Home }
              Home: { storyboard: Main, identifier: false }
            """,
            mainStoryboard: ExampleStoryboard(
                initialViewController: "n", container, .viewController(id: "a", class: "HomeViewController")))
    }
}

extension Rule {
    public static let containerScene = Rule(ContainerSceneRule.self)
}
