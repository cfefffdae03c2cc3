struct UnreadableIncludeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unreadable-include",
        severity: .error,
        catches: "An included file that cannot be read, or an include in a spec read from standard input.",
        illustration: "`includes: [Missing.yml]`",
        fix: "Fix the path.",
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
                    "Feeds/navigation.yml": """
                    version: 1
                    module: Feed
                    screens:
                      Post: { source: code, public: true }
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
    public static let unreadableInclude = Rule(UnreadableIncludeRule.self)
}
