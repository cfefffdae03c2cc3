struct ClassInTwoModulesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-in-two-modules",
        severity: .error,
        catches: "One class for screens of two modules: a class is declared in one.",
        illustration: "`FeedViewController` in App and Feed",
        fix: "Give one another class.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                  Timeline: { source: code, class: FeedViewController }
                transitions:
                  - { from: Home, to: Timeline }
                  - { from: Home, to: Feed.Posts }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
                    screens:
                      Posts: { source: code, public: true, class: FeedViewController }
                    """,
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                  Timeline: { source: code, class: TimelineViewController }
                transitions:
                  - { from: Home, to: Timeline }
                  - { from: Home, to: Feed.Posts }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
                    screens:
                      Posts: { source: code, public: true, class: FeedViewController }
                    """,
                ]),
        ])
}

extension Rule {
    public static let classInTwoModules = Rule(ClassInTwoModulesRule.self)
}
