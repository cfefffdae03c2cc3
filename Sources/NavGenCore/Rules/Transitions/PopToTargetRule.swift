struct PopToTargetRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "pop-to-target",
        severity: .error,
        catches: "A `popTo` to the screen itself, to a screen of UIKit's or a shared class (found by its class), or to a screen never below the source on a navigation stack.",
        illustration: "`{from: A, to: A, style: popTo}`",
        fix: "Pop to a screen pushed before the source.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let popToTarget = Rule(PopToTargetRule.self)
}
