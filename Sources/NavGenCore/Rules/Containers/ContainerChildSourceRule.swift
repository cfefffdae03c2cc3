struct ContainerChildSourceRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-child-source",
        severity: .error,
        catches: "A child of a storyboard's container that does not come from a storyboard, a child of a container made in code that has no storyboard ID, a storyboard's child that takes its parameters through its initializer.",
        illustration: "a storyboard tab bar with a `source: code` tab",
        fix: "Make both come from one place; give the child `injection: property`.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Main:
                storyboard: Main
                initial: true
                tabs: [Search]
              Search:
                source: code
            """,
            """
            version: 1
            screens:
              Main:
                storyboard: Main
                initial: true
                root: Feed
              Feed:
                storyboard: Main
                identifier: false
                parameters:
                  session: Session
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Main:
                storyboard: Main
                initial: true
                tabs: [Search]
              Search:
                storyboard: Main
                identifier: false
            """,
            """
            version: 1
            screens:
              Main:
                storyboard: Main
                initial: true
                root: Feed
              Feed:
                storyboard: Main
                identifier: false
                injection: property
                parameters:
                  session: Session
            """,
        ])
}

extension Rule {
    public static let containerChildSource = Rule(ContainerChildSourceRule.self)
}
