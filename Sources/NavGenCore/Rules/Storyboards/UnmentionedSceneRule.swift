struct UnmentionedSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unmentioned-scene",
        severity: .warning,
        command: .verify,
        catches: "A scene with a storyboard ID or a custom class that no screen is.",
        fix: "Add the screen, remove the scene, or `disable` the rule when the folders hold scenes the spec does not describe.",
        triggeringExamples: [
            .home(in: homeAndSettings),
        ],
        nonTriggeringExamples: [
            .home(and: "Settings", by: "style: present", in: homeAndSettings),
        ])

    /// The scenes Home and Settings.
    private static let homeAndSettings = ExampleStoryboard(
        .viewController(id: "a", storyboardID: "Home", class: "HomeViewController"),
        .viewController(id: "b", storyboardID: "Settings", class: "SettingsViewController"))
}

extension Rule {
    public static let unmentionedScene = Rule(UnmentionedSceneRule.self)
}
