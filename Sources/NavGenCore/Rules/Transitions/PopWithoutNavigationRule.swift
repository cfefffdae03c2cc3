struct PopWithoutNavigationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "pop-without-navigation",
        severity: .warning,
        catches: "A `pop`, `popToRoot` or `popTo` from a screen only ever shown without a navigation controller.",
        illustration: "a presented screen that pops",
        fix: "As for `push-without-navigation`.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Sheet: {}
            transitions:
              - { from: Home, to: Sheet, style: formSheet }
              - { from: Sheet, style: pop }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Sheet: {}
            transitions:
              - { from: Home, to: Sheet, style: formSheet }
              - { from: Sheet, style: dismiss }
            """,
            """
            version: 1
            screens:
              Home: { entry: true }
              Sheet: {}
            transitions:
              - { from: Home, to: Sheet, style: formSheet, embed: navigation }
              - { from: Sheet, style: pop }
            """,
        ])
}

extension Rule {
    public static let popWithoutNavigation = Rule(PopWithoutNavigationRule.self)
}
