struct DuplicateStoryboardIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-storyboard-identifier",
        severity: .error,
        catches: "Two screens with one storyboard and identifier (a storyboard is its name in its bundle: see Modules).",
        illustration: "two screens of `Main` with `identifier: Home`",
        fix: "Give each scene its own storyboard ID.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let duplicateStoryboardIdentifier = Rule(DuplicateStoryboardIdentifierRule.self)
}
