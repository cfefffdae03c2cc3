struct ModuleNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "module-name",
        severity: .error,
        catches: "An included spec without `module`, a module that is not an identifier, two specs with one module.",
        illustration: "an included spec without `module:`",
        fix: "Name each module once.",
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
                    screens:
                      Posts: { source: code, public: true }
                    """,
                ]),
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml, Profile/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                transitions:
                  - { from: Home, to: Feed.Posts }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
                    screens:
                      Posts: { source: code, public: true }
                    """,
                    "Profile/navigation.yml": """
                    version: 1
                    module: Feed
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
                    screens:
                      Posts: { source: code, public: true }
                    """,
                ]),
        ])
}

extension Rule {
    public static let moduleName = Rule(ModuleNameRule.self)
}
