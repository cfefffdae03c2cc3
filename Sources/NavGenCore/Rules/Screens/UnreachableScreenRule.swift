struct UnreachableScreenRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unreachable-screen",
        severity: .warning,
        catches: "A screen that cannot be reached from any `entry` screen, when the spec names one.",
        illustration: "a screen only a notification opens",
        fix: "Add the way to it, mark it `entry`, or `disable` the rule on it.",
        triggeringExamples: [settingsAndAbout("{ from: Home, to: Settings }", "{ from: About, to: Settings }")],
        nonTriggeringExamples: [
            settingsAndAbout("{ from: Home, to: Settings }", "{ from: Settings, to: About }"),
            settingsAndAbout(about: "{ entry: true }", "{ from: Home, to: Settings }", "{ from: About, to: Settings }"),
        ])

    /// The entry screen Home, Settings and About, with the keys `about`, and `first` and `second`
    /// of the transitions between them.
    private static func settingsAndAbout(about: String = "{}", _ first: String, _ second: String) -> RuleExample {
        .spec(screens: "Home: { entry: true }", "Settings: {}", "About: \(about)", transitions: first, second)
    }
}

extension Rule {
    public static let unreachableScreen = Rule(UnreachableScreenRule.self)
}

extension UnreachableScreenRule: SpecRule {
    /// Once every part resolved, when the spec names entry screens, each screen that a transition
    /// touches can be reached from one of them.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        spec.reportScreens(with: .unreachable, to: &report) { "screen '\($0)' cannot be reached from any entry screen" }
    }
}
