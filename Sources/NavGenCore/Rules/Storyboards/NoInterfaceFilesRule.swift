struct NoInterfaceFilesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "no-interface-files",
        severity: .warning,
        command: .verify,
        catches: "Folders that hold no `.storyboard` or `.xib`.",
        fix: "Name the folders that hold them with `--resources`.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, source: code }
                """),
        ],
        nonTriggeringExamples: [
            .home(in: ExampleStoryboard(.viewController(id: "a", storyboardID: "Home", class: "HomeViewController"))),
        ])
}

extension Rule {
    public static let noInterfaceFiles = Rule(NoInterfaceFilesRule.self)
}
