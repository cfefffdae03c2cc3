struct PopToTargetRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "pop-to-target",
        severity: .error,
        catches: "A `popTo` to the screen itself, to a screen of UIKit's or a shared class (found by its class), or to a screen never below the source on a navigation stack.",
        illustration: "`{from: A, to: A, style: popTo}`",
        fix: "Pop to a screen pushed before the source.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail }
              - { from: Detail, style: popTo, to: Detail }
            """,
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Detail: {}
              Settings: {}
            transitions:
              - { from: Home, to: Detail }
              - { from: Home, to: Settings }
              - { from: Detail, style: popTo, to: Settings }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Detail: {}
              Settings: {}
            transitions:
              - { from: Home, to: Settings }
              - { from: Settings, to: Detail }
              - { from: Detail, style: popTo, to: Settings }
            """,
        ])
}

extension Rule {
    public static let popToTarget = Rule(PopToTargetRule.self)
}
