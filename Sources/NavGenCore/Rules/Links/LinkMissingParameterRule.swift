struct LinkMissingParameterRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-missing-parameter",
        severity: .error,
        catches: "A screen on the link's way that needs a parameter the link does not carry and that has no default.",
        illustration: "`/orders/{orderID}` below a screen that needs `userID`",
        fix: "Add the placeholder, or give the parameter a default.",
        triggeringExamples: [
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              User:
                parameters: { userID: Int }
              Order:
                parameters: { orderID: Int }
                links: ["/orders/{orderID}"]
            transitions:
              - { from: Home, to: User }
              - { from: User, to: Order }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              User:
                parameters: { userID: Int }
              Order:
                parameters: { orderID: Int }
                links: ["/users/{userID}/orders/{orderID}"]
            transitions:
              - { from: Home, to: User }
              - { from: User, to: Order }
            """,
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              User:
                parameters: { userID: { type: Int?, default: nil } }
              Order:
                parameters: { orderID: Int }
                links: ["/orders/{orderID}"]
            transitions:
              - { from: Home, to: User }
              - { from: User, to: Order }
            """,
        ])
}

extension Rule {
    public static let linkMissingParameter = Rule(LinkMissingParameterRule.self)
}
