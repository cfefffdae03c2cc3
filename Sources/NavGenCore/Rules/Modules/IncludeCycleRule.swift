struct IncludeCycleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "include-cycle",
        severity: .error,
        catches: "Specs that include each other; the cycle is named at the include that closes it.",
        illustration: "`A.yml` includes `B.yml`, which includes `A.yml`",
        fix: "Include in one direction.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                transitions:
                  - { from: Home, to: Feed.Posts }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
                    includes: [../Profile/navigation.yml]
                    screens:
                      Posts: { source: code, public: true }
                    transitions:
                      - { from: Posts, to: Profile.User }
                    """,
                    "Profile/navigation.yml": """
                    version: 1
                    module: Profile
                    includes: [../Feed/navigation.yml]
                    screens:
                      User: { source: code, public: true }
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
                  - { from: Home, to: Feed.Posts }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
                    includes: [../Profile/navigation.yml]
                    screens:
                      Posts: { source: code, public: true }
                    transitions:
                      - { from: Posts, to: Profile.User }
                    """,
                    "Profile/navigation.yml": """
                    version: 1
                    module: Profile
                    screens:
                      User: { source: code, public: true }
                    """,
                ]),
        ])
}

extension Rule {
    public static let includeCycle = Rule(IncludeCycleRule.self)
}
