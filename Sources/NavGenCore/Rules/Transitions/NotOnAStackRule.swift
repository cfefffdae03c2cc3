struct NotOnAStackRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "not-on-a-stack",
        severity: .error,
        catches: "A push of a container or from one; a `pop`, `popToRoot` or `popTo` from a container.",
        illustration: "`{from: Tabs, to: Detail}`",
        fix: "Push from a screen the container shows; present a container.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let notOnAStack = Rule(NotOnAStackRule.self)
}
