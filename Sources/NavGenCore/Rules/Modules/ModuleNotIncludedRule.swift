struct ModuleNotIncludedRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "module-not-included",
        severity: .error,
        catches: "`Module.Screen` of a module the naming spec does not include.",
        illustration: "App names `Feed.Post` without including it",
        fix: "Add the module's spec to `includes`.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml, Profile/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                transitions:
                  - { from: Home, to: Feed.Posts }
                  - { from: Home, to: Profile.User }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
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
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml, Profile/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                transitions:
                  - { from: Home, to: Feed.Posts }
                  - { from: Home, to: Profile.User }
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
    public static let moduleNotIncluded = Rule(ModuleNotIncludedRule.self)
}
