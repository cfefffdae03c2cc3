struct DismissWithoutPresentationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "dismiss-without-presentation",
        severity: .warning,
        catches: "A `dismiss` from a screen no presentation ever shows.",
        illustration: "a pushed screen that dismisses",
        fix: "Use `pop`, or present the screen.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail }
              - { from: Detail, style: dismiss }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail }
              - { from: Detail, style: pop }
            """,
            """
            version: 1
            screens:
              Home: { entry: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail, style: present }
              - { from: Detail, style: dismiss }
            """,
        ])
}

extension Rule {
    public static let dismissWithoutPresentation = Rule(DismissWithoutPresentationRule.self)
}
