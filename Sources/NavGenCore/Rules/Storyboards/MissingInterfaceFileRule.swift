struct MissingInterfaceFileRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-interface-file",
        severity: .error,
        command: .verify,
        catches: "A storyboard or nib that a screen, cell or view names and that is not in the folders (with the closest name), or that could not be read.",
        fix: "Fix the name, or give `verify` the folder.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Mian, identifier: Home }
                """,
                mainStoryboard: homeScene),
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                views:
                  BannerView: {}
                """,
                mainStoryboard: homeScene),
        ],
        nonTriggeringExamples: [
            .home(in: homeScene),
        ])

    /// Main.storyboard, of the scene Home; there is no BannerView.xib.
    private static let homeScene = ExampleStoryboard(.viewController(id: "a", storyboardID: "Home", class: "HomeViewController"))
}

extension Rule {
    public static let missingInterfaceFile = Rule(MissingInterfaceFileRule.self)
}
