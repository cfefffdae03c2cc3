struct StoryboardNameClashRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "storyboard-name-clash",
        severity: .error,
        catches: "Two storyboard names of one module with one name in code (`Main Menu`, `main-menu`), or one storyboard used from both bundles in one module.",
        illustration: "`Main Menu` and `main-menu`",
        fix: "Rename one storyboard, or give the screens one bundle.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let storyboardNameClash = Rule(StoryboardNameClashRule.self)
}
