struct StoryboardSegueRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "storyboard-segue",
        severity: .error,
        catches: "A `segue` or `unwind` without `segue:`, with an empty one, from a screen that does not come from a storyboard; a segue identifier twice on one screen; an `unwind` with `segue: false`.",
        illustration: "`style: segue` without `segue`",
        fix: "Add the storyboard's segue identifier.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail, style: segue }
            """,
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true, source: code }
              Detail: {}
            transitions:
              - { from: Home, to: Detail, style: segue, segue: showDetail }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail, style: segue, segue: showDetail }
            """,
        ])
}

extension Rule {
    public static let storyboardSegue = Rule(StoryboardSegueRule.self)
}
