struct ContainerShapeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-shape",
        severity: .error,
        catches: "Keys of two kinds of container on one screen; a split view controller without both columns, or from a nib; an empty `tabs`; `inNavigation` on a container.",
        illustration: "`root: A` and `tabs: [B]` on one screen",
        fix: "Keep one kind; give the split view both columns.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Main: { root: Home, tabs: [Search] }
              Home: {}
              Search: {}
            """,
            """
            version: 1
            screens:
              Mail: { primary: Mailboxes }
              Mailboxes: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Main: { tabs: [Home, Search] }
              Home: {}
              Search: {}
            """,
            """
            version: 1
            screens:
              Mail: { primary: Mailboxes, secondary: Message }
              Mailboxes: {}
              Message: {}
            """,
        ])
}

extension Rule {
    public static let containerShape = Rule(ContainerShapeRule.self)
}
