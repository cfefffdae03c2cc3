struct SegueDestinationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "segue-destination",
        severity: .error,
        command: .verify,
        catches: "A segue that leads to another scene than the scene of its transition's destination.",
        fix: "Connect the segue to the destination's scene, or fix `to`.",
        triggeringExamples: [
            homeSegues(showDetailTo: "c"),
        ],
        nonTriggeringExamples: [
            homeSegues(showDetailTo: "b"),
        ])

    /// The segues showDetail and showSettings from Home (`a`) to Detail (`b`) and Settings (`c`),
    /// of which showDetail leads to `destination`.
    private static func homeSegues(showDetailTo destination: String) -> RuleExample {
        let segues: [ExampleElement] = [
            .segue("show", to: destination, identifier: "showDetail"),
            .segue("show", to: "c", identifier: "showSettings"),
        ]
        return RuleExample(
            """
            version: 1
            screens:
              Home: { entry: true, storyboard: Main, identifier: Home }
              Detail: { storyboard: Main, identifier: Detail }
              Settings: { storyboard: Main, identifier: Settings }
            transitions:
              - { from: Home, to: Detail, style: segue, segue: showDetail }
              - { from: Home, to: Settings, style: segue, segue: showSettings }
            """,
            mainStoryboard: ExampleStoryboard(
                .viewController(id: "a", storyboardID: "Home", class: "HomeViewController", segues: segues),
                .viewController(id: "b", storyboardID: "Detail", class: "DetailViewController"),
                .viewController(id: "c", storyboardID: "Settings", class: "SettingsViewController")))
    }
}

extension Rule {
    public static let segueDestination = Rule(SegueDestinationRule.self)
}
