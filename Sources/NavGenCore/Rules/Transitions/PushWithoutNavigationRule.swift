struct PushWithoutNavigationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "push-without-navigation",
        severity: .warning,
        catches: "A push from a screen that every way into it shows without a navigation controller, where the push does nothing.",
        illustration: "a presented screen that pushes",
        fix: "Present it with `embed: navigation`, or say `inNavigation: true`.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Settings: {}
              Licenses: {}
            transitions:
              - { from: Home, to: Settings, style: formSheet }
              - { from: Settings, to: Licenses }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Settings: {}
              Licenses: {}
            transitions:
              - { from: Home, to: Settings, style: formSheet, embed: navigation }
              - { from: Settings, to: Licenses }
            """,
            """
            version: 1
            screens:
              Home: { entry: true }
              Settings: { inNavigation: true }
              Licenses: {}
            transitions:
              - { from: Home, to: Settings, style: formSheet }
              - { from: Settings, to: Licenses }
            """,
        ])
}

extension Rule {
    public static let pushWithoutNavigation = Rule(PushWithoutNavigationRule.self)
}
