struct SegueActionRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "segue-action",
        severity: .error,
        command: .verify,
        catches: "A segue that carries data into a screen taking its parameters in its initializer and does not call the generated segue action; an unwind segue that calls another action than the destination's `unwindTo<Screen>:`.",
        fix: "Connect the segue's *Instantiation* to the action, or choose the action at the scene's Exit.",
        triggeringExamples: [
            showDetailWithParameters(action: nil),
            // Detail's own action, not Home's unwindToHome:.
            .detailUnwindsToHome(by: .segue("unwind", to: nil, identifier: "backHome", action: "unwindToDetail:")),
        ],
        nonTriggeringExamples: [
            showDetailWithParameters(action: "makeShowDetail:sender:"),
            .detailUnwindsToHome(by: .segue("unwind", to: nil, identifier: "backHome", action: "unwindToHome:")),
        ])

    /// The segue showDetail from Home to Detail, which takes parameters, calling `action`.
    private static func showDetailWithParameters(action: String?) -> RuleExample {
        RuleExample(
            """
            version: 1
            screens:
              Home: { entry: true, storyboard: Main, identifier: Home }
              Detail: { storyboard: Main, identifier: Detail, parameters: { id: Int } }
            transitions:
              - { from: Home, to: Detail, style: segue, segue: showDetail }
            """,
            mainStoryboard: ExampleStoryboard(
                .viewController(
                    id: "a", storyboardID: "Home", class: "HomeViewController",
                    segues: [.segue("show", to: "b", identifier: "showDetail", action: action)]),
                .viewController(id: "b", storyboardID: "Detail", class: "DetailViewController")))
    }
}

extension Rule {
    public static let segueAction = Rule(SegueActionRule.self)
}
