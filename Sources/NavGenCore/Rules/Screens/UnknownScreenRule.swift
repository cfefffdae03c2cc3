struct UnknownScreenRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unknown-screen",
        severity: .error,
        catches: "A transition's `from` or `to`, a container's `root`, `tabs`, `primary` or `secondary` that names no screen, with the closest (or the module-qualified name).",
        illustration: "`to: Detial`",
        fix: "Use the screen's name.",
        triggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detial }"),
            .spec(screens: "FeedStack: { root: Fed }", "Feed: {}"),
        ],
        nonTriggeringExamples: [.homeAndDetail("{ from: Home, to: Detail }")])
}

extension Rule {
    public static let unknownScreen = Rule(UnknownScreenRule.self)
}
