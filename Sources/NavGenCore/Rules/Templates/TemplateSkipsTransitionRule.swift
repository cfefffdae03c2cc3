struct TemplateSkipsTransitionRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "template-skips-transition",
        severity: .warning,
        catches: "With the SwiftUI templates: a segue or unwind (no storyboards), a `popToRoot` or `popTo` (`swiftui`: no stack to pop), a transition from another module's screen (`swiftui`: its router is that module's).",
        illustration: "`style: segue` rendered with `swiftui`",
        fix: "Describe the transition in code, or `disable` the rule on it.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let templateSkipsTransition = Rule(TemplateSkipsTransitionRule.self)
}
