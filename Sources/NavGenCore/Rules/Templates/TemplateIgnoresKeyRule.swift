struct TemplateIgnoresKeyRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "template-ignores-key",
        severity: .warning,
        catches: "A key the template leaves out of what it writes, at the transition or screen that sets it: `modalTransition`, and a popover's `anchor`, with the SwiftUI templates; `animated: false` where no method takes an animation; a `summary` with nothing to document; the alerts of a screen with `swiftui-stack`; … (each key and template: [Templates.md, \"What each template makes of the keys\"](Templates.md#what-each-template-makes-of-the-keys)).",
        illustration: "`modalTransition: crossDissolve` rendered with `swiftui`",
        fix: "Leave the key out, render with a template that applies it, or `disable` the rule on it.",
        triggeringExamples: [
            """
            version: 1
            lint: { errors: [template-ignores-key] }
            screens:
              Inbox: { entry: true, source: code }
              Settings: { source: code }
            transitions:
              - { from: Inbox, to: Settings, style: fullScreen, modalTransition: crossDissolve }
            outputs:
              - { template: swiftui, output: Routers.swift }
            """,
            """
            version: 1
            lint: { errors: [template-ignores-key] }
            screens:
              Inbox: { entry: true, source: code }
              Settings: { source: code }
            transitions:
              - { from: Inbox, to: Settings, style: popover, anchor: view }
            outputs:
              - { template: swiftui, output: Routers.swift }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            lint: { errors: [template-ignores-key] }
            screens:
              Inbox: { entry: true, source: code }
              Settings: { source: code }
            transitions:
              - { from: Inbox, to: Settings, style: fullScreen, modalTransition: crossDissolve }
            outputs:
              - { template: uikit, output: Navigation.swift }
            """,
            """
            version: 1
            lint: { errors: [template-ignores-key] }
            screens:
              Inbox: { entry: true, source: code }
              Settings: { source: code }
            transitions:
              - { from: Inbox, to: Settings, style: fullScreen }
            outputs:
              - { template: swiftui, output: Routers.swift }
            """,
        ])
}

extension Rule {
    public static let templateIgnoresKey = Rule(TemplateIgnoresKeyRule.self)
}
