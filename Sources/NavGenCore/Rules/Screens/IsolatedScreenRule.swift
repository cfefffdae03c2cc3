struct IsolatedScreenRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "isolated-screen",
        severity: .warning,
        catches: "A screen that no transition or container leads to or from.",
        illustration: "a screen the app shows in code",
        fix: "Add the transition, or `disable` the rule on the screen.",
        triggeringExamples: [.homeAndDetail()],
        nonTriggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detail }"),
            .spec(
                screens: "Home: { entry: true, inNavigation: true }", "Detail: {}",
                "Settings: { lint: { disable: [isolated-screen, unreachable-screen] } }", transitions: "{ from: Home, to: Detail }"),
        ])
}

extension Rule {
    public static let isolatedScreen = Rule(IsolatedScreenRule.self)
}

extension IsolatedScreenRule: SpecRule {
    /// Once every part resolved, each screen is touched by a transition or a container.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        spec.reportScreens(with: .isolated, to: &report) { "no transition leads to or from screen '\($0)'" }
    }
}
