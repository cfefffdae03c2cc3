struct KeyForOtherSourceRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "key-for-other-source",
        severity: .error,
        catches: "`storyboard`, `identifier` or `initial` on a screen whose source is not `storyboard`; `nib` on one whose source is not `nib`; `bundleIdentifier` on one whose source is `code`.",
        illustration: "`source: code` with `nib: X`",
        fix: "Remove the key, or change `source`.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home:
                source: code
                nib: HomeView
            """,
            """
            version: 1
            screens:
              Home:
                source: code
                storyboard: Main
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home:
                source: nib
                nib: HomeView
            """,
        ])
}

extension Rule {
    public static let keyForOtherSource = Rule(KeyForOtherSourceRule.self)
}
