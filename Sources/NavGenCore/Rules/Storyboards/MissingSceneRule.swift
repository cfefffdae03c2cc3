struct MissingSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-scene",
        severity: .error,
        command: .verify,
        catches: "A screen whose scene its storyboard does not have: no scene with its storyboard ID (with the closest), no scene of its class without ID for a screen with `identifier: false`, or several that nothing tells apart; a segue or container of the spec that leads to the screen's scene in another storyboard.",
        fix: "Give the scene its storyboard ID, or show the screen with a segue of the spec.",
        triggeringExamples: [
            homeScene(storyboardID: "Hom"),
        ],
        nonTriggeringExamples: [
            homeScene(storyboardID: "Home"),
        ])

    /// Home, whose scene has the storyboard ID `storyboardID`.
    private static func homeScene(storyboardID: String) -> RuleExample {
        .home(in: ExampleStoryboard(.viewController(id: "a", storyboardID: storyboardID, class: "HomeViewController")))
    }
}

extension Rule {
    public static let missingScene = Rule(MissingSceneRule.self)
}
