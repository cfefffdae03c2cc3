struct ScreenNotPublicRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "screen-not-public",
        severity: .error,
        catches: "A screen of another module that is not `public`.",
        illustration: "`to: Feed.Post` with `Post` internal",
        fix: "Add `public: true` to it.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                transitions:
                  - { from: Home, to: Feed.Post }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
                    screens:
                      Post: { source: code }
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
                transitions:
                  - { from: Home, to: Feed.Post }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
                    screens:
                      Post: { source: code, public: true }
                    """,
                ]),
        ])
}

extension Rule {
    public static let screenNotPublic = Rule(ScreenNotPublicRule.self)
}
