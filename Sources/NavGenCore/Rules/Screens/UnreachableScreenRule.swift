struct UnreachableScreenRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unreachable-screen",
        severity: .warning,
        catches: "A screen that cannot be reached from any `entry` screen, when the spec names one.",
        illustration: "a screen only a notification opens",
        fix: "Add the way to it, mark it `entry`, or `disable` the rule on it.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Settings: {}
              About: {}
            transitions:
              - { from: Home, to: Settings }
              - { from: About, to: Settings }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Settings: {}
              About: {}
            transitions:
              - { from: Home, to: Settings }
              - { from: Settings, to: About }
            """,
            """
            version: 1
            screens:
              Home: { entry: true }
              Settings: {}
              About: { entry: true }
            transitions:
              - { from: Home, to: Settings }
              - { from: About, to: Settings }
            """,
        ])
}

extension Rule {
    public static let unreachableScreen = Rule(UnreachableScreenRule.self)
}

extension UnreachableScreenRule: SpecRule {
    /// Once every part resolved, when the spec names entry screens, each screen that a transition
    /// touches can be reached from one of them.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        guard let index = spec.index else { return }
        for screen in spec.screens.typedIndices where index.reachability.problem(ofScreenAt: screen) == .unreachable {
            report(
                "screen '\(spec.screens[screen].name)' cannot be reached from any entry screen", at: spec.screens[screen].location,
                about: .screen(screen))
        }
    }
}
