struct StoryboardSegueRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "storyboard-segue",
        severity: .error,
        catches: "A `segue` or `unwind` without `segue:`, with an empty one, from a screen that does not come from a storyboard; a segue identifier twice on one screen; an `unwind` with `segue: false`.",
        illustration: "`style: segue` without `segue`",
        fix: "Add the storyboard's segue identifier.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let storyboardSegue = Rule(StoryboardSegueRule.self)
}
