struct DuplicateInterfaceFileRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-interface-file",
        severity: .warning,
        command: .verify,
        catches: "Two storyboards, or two xibs, of one name: `UIStoryboard(name:)` and `UINib(nibName:)` load one of them, and navgen reads the first it found.",
        fix: "Rename one, or name the folders of one bundle with `--resources`.",
        triggeringExamples: [
            homeBeside(oldStoryboardAt: "Old/Main.storyboard"),
        ],
        nonTriggeringExamples: [
            homeBeside(oldStoryboardAt: "Old/Legacy.storyboard"),
        ])

    /// Home, of Main.storyboard, beside an older storyboard at `path`.
    private static func homeBeside(oldStoryboardAt path: String) -> RuleExample {
        .home(
            in: ExampleStoryboard(.viewController(id: "a", storyboardID: "Home", class: "HomeViewController")),
            besides: [path: ExampleStoryboard(.viewController(id: "a")).xml])
    }
}

extension Rule {
    public static let duplicateInterfaceFile = Rule(DuplicateInterfaceFileRule.self)
}
