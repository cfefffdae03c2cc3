struct DuplicateInterfaceFileRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-interface-file",
        severity: .warning,
        command: .verify,
        catches: "Two storyboards, or two xibs, of one name: `UIStoryboard(name:)` and `UINib(nibName:)` load one of them, and navgen reads the first it found.",
        fix: "Rename one, or name the folders of one bundle with `--resources`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let duplicateInterfaceFile = Rule(DuplicateInterfaceFileRule.self)
}
