struct LinkPatternRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-pattern",
        severity: .error,
        catches: "A pattern that does not start with `/`, has an empty segment, a fragment, a placeholder that is not a whole segment, a query item that is not `name={placeholder}` or is named twice, literal text other than letters, digits, `-`, `.`, `_` and `~`; a placeholder twice; an optional value in the path.",
        illustration: "`/users/id{id}`",
        fix: "Write one placeholder per segment; put optional values in the query.",
        triggeringExamples: [
            .linking(#"User: { parameters: { id: Int }, links: ["/users/id{id}"] }"#, transitions: "{ from: Home, to: User }"),
            .linking(
                #"Order: { parameters: { orderID: Int, tab: { type: String?, default: nil } }, links: ["/orders/{orderID}/{tab}"] }"#,
                transitions: "{ from: Home, to: Order }"),
        ],
        nonTriggeringExamples: [
            .linking(#"User: { parameters: { id: Int }, links: ["/users/{id}"] }"#, transitions: "{ from: Home, to: User }"),
            .linking(
                #"Order: { parameters: { orderID: Int, tab: { type: String?, default: nil } }, links: ["/orders/{orderID}?tab={tab}"] }"#,
                transitions: "{ from: Home, to: Order }"),
        ])
}

extension Rule {
    public static let linkPattern = Rule(LinkPatternRule.self)
}
