struct TemplateSkipsTransitionRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "template-skips-transition",
        severity: .warning,
        catches: "With the SwiftUI templates: a segue or unwind (no storyboards), a `popToRoot` or `popTo` (`swiftui`: its flag routers cannot pop several screens), a transition from another module's screen (`swiftui`: its router is that module's).",
        illustration: "`style: segue` rendered with `swiftui`",
        fix: "Describe the transition in code, or `disable` the rule on it.",
        triggeringExamples: [
            """
            version: 1
            lint: { errors: [template-skips-transition] }
            screens:
              Inbox: { entry: true, inNavigation: true }
              Settings: {}
            transitions:
              - { from: Inbox, to: Settings, style: segue, segue: showSettings }
            outputs:
              - { template: swiftui, output: Routers.swift }
            """,
            """
            version: 1
            lint: { errors: [template-skips-transition] }
            screens:
              Inbox: { entry: true, inNavigation: true, source: code }
              Message: { source: code }
              Reply: { source: code }
            transitions:
              - { from: Inbox, to: Message }
              - { from: Message, to: Reply }
              - { from: Reply, style: popToRoot }
            outputs:
              - { template: swiftui, output: Routers.swift }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            lint: { errors: [template-skips-transition] }
            screens:
              Inbox: { entry: true, inNavigation: true }
              Settings: {}
            transitions:
              - { from: Inbox, to: Settings }
            outputs:
              - { template: swiftui, output: Routers.swift }
            """,
            """
            version: 1
            lint: { errors: [template-skips-transition] }
            screens:
              Inbox: { entry: true, inNavigation: true, source: code }
              Message: { source: code }
              Reply: { source: code }
            transitions:
              - { from: Inbox, to: Message }
              - { from: Message, to: Reply }
              - { from: Reply, style: popToRoot }
            outputs:
              - { template: swiftui-stack, output: Routes.swift }
            """,
        ])
}

extension Rule {
    public static let templateSkipsTransition = Rule(TemplateSkipsTransitionRule.self)
}
