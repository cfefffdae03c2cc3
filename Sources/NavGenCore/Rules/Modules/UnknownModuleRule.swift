struct UnknownModuleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unknown-module",
        severity: .error,
        catches: "`Module.Screen` whose module no included spec declares, with the closest module.",
        illustration: "`to: Fed.Post`",
        fix: "Use the module's name.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                transitions:
                  - { from: Home, to: Fed.Post }
                """,
                files: [
                    "Feed/navigation.yml": """
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
    public static let unknownModule = Rule(UnknownModuleRule.self)
}
