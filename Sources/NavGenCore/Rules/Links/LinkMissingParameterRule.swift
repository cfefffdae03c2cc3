struct LinkMissingParameterRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-missing-parameter",
        severity: .error,
        catches: "A screen on the link's way that needs a parameter the link does not carry and that has no default.",
        illustration: "`/orders/{orderID}` below a screen that needs `userID`",
        fix: "Add the placeholder, or give the parameter a default.",
        triggeringExamples: [orderBelowUser(userID: "Int", orderLink: "/orders/{orderID}")],
        nonTriggeringExamples: [
            orderBelowUser(userID: "Int", orderLink: "/users/{userID}/orders/{orderID}"),
            orderBelowUser(userID: "{ type: Int?, default: nil }", orderLink: "/orders/{orderID}"),
        ])

    /// Home pushes User, whose parameter `userID` is of `userID`, which pushes Order, linked by
    /// `orderLink`.
    private static func orderBelowUser(userID: String, orderLink: String) -> RuleExample {
        .linking(
            "User: { parameters: { userID: \(userID) } }", #"Order: { parameters: { orderID: Int }, links: ["\#(orderLink)"] }"#,
            transitions: "{ from: Home, to: User }", "{ from: User, to: Order }")
    }
}

extension Rule {
    public static let linkMissingParameter = Rule(LinkMissingParameterRule.self)
}
