struct NoFactoryRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "no-factory",
        severity: .error,
        catches: "A transition other than a segue, or a link's back stack, that shows a screen without storyboard ID (`identifier: false`): no code can create it.",
        illustration: "`identifier: false` and a push to it",
        fix: "Give the scene a storyboard ID, or show it with a segue.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Chat: { identifier: false }
            transitions:
              - { from: Home, to: Chat }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Chat: { identifier: false }
            transitions:
              - { from: Home, to: Chat, style: segue, segue: showChat }
            """,
        ])
}

extension Rule {
    public static let noFactory = Rule(NoFactoryRule.self)
}
