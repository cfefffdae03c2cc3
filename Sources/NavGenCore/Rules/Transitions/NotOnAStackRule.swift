struct NotOnAStackRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "not-on-a-stack",
        severity: .error,
        catches: "A push of a container or from one; a `pop`, `popToRoot` or `popTo` from a container.",
        illustration: "`{from: Tabs, to: Detail}`",
        fix: "Push from a screen the container shows; present a container.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              FlowStack: { root: Flow }
              Flow: {}
            transitions:
              - { from: Home, to: FlowStack }
            """,
            """
            version: 1
            screens:
              Stack: { entry: true, root: Home }
              Home: {}
              Detail: {}
            transitions:
              - { from: Stack, to: Detail }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              FlowStack: { root: Flow }
              Flow: {}
            transitions:
              - { from: Home, to: FlowStack, style: present }
            """,
            """
            version: 1
            screens:
              Stack: { entry: true, root: Home }
              Home: {}
              Detail: {}
            transitions:
              - { from: Home, to: Detail }
            """,
        ])
}

extension Rule {
    public static let notOnAStack = Rule(NotOnAStackRule.self)
}
