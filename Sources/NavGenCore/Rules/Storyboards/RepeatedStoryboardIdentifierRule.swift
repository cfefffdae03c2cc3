struct RepeatedStoryboardIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "repeated-storyboard-identifier",
        severity: .warning,
        command: .verify,
        catches: "A scene with the storyboard ID of an earlier scene of its storyboard, one of which `instantiateViewController(withIdentifier:)` creates.",
        fix: "Give each scene an ID of its own.",
        triggeringExamples: [
            .home(and: "Settings", by: "style: present", in: homeAndSettings(settingsStoryboardID: "Home")),
        ],
        nonTriggeringExamples: [
            .home(and: "Settings", by: "style: present", in: homeAndSettings(settingsStoryboardID: "Settings")),
        ])

    /// The scenes Home, of the storyboard ID Home, and Settings, of `settingsStoryboardID`.
    private static func homeAndSettings(settingsStoryboardID: String) -> ExampleStoryboard {
        ExampleStoryboard(
            .viewController(id: "a", storyboardID: "Home", class: "HomeViewController"),
            .viewController(id: "b", storyboardID: settingsStoryboardID, class: "SettingsViewController"))
    }
}

extension Rule {
    public static let repeatedStoryboardIdentifier = Rule(RepeatedStoryboardIdentifierRule.self)
}
