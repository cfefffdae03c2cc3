struct DuplicateContainerChildRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-container-child",
        severity: .error,
        catches: "A screen twice in one container (a root that is also a tab).",
        illustration: "`tabs: [Home, Home]`",
        fix: "A view controller has one place in its container.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Main: { tabs: [Home, Home] }
              Home: {}
            """,
            """
            version: 1
            screens:
              Main: { tabs: [FeedStack, Feed] }
              FeedStack: { root: Feed }
              Feed: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Main: { tabs: [Home, Search] }
              Home: {}
              Search: {}
            """,
        ])
}

extension Rule {
    public static let duplicateContainerChild = Rule(DuplicateContainerChildRule.self)
}
