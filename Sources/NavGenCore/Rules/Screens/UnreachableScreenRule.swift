struct UnreachableScreenRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unreachable-screen",
        severity: .warning,
        catches: "A screen that cannot be reached from any `entry` screen, when the spec names one.",
        illustration: "a screen only a notification opens",
        fix: "Add the way to it, mark it `entry`, or `disable` the rule on it.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let unreachableScreen = Rule(UnreachableScreenRule.self)
}
