struct TemplateIgnoresKeyRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "template-ignores-key",
        severity: .warning,
        catches: "A key the template leaves out of what it writes, at the transition or screen that sets it: `modalTransition`, and a popover's `anchor`, with the SwiftUI templates; `animated: false` where no method takes an animation; a `summary` with nothing to document; the alerts of a screen with `swiftui-stack`; … (each key and template: [Templates.md, \"What each template makes of the keys\"](Templates.md#what-each-template-makes-of-the-keys)).",
        illustration: "`modalTransition: crossDissolve` rendered with `swiftui`",
        fix: "Leave the key out, render with a template that applies it, or `disable` the rule on it.",
        triggeringExamples: [
            settings(shownBy: "{ from: Inbox, to: Settings, style: fullScreen, modalTransition: crossDissolve }", output: RuleExample.swiftUIOutput),
            settings(shownBy: "{ from: Inbox, to: Settings, style: popover, anchor: view }", output: RuleExample.swiftUIOutput),
        ],
        nonTriggeringExamples: [
            settings(
                shownBy: "{ from: Inbox, to: Settings, style: fullScreen, modalTransition: crossDissolve }",
                output: RuleExample.uikitOutput),
            settings(shownBy: "{ from: Inbox, to: Settings, style: fullScreen }", output: RuleExample.swiftUIOutput),
        ])

    /// The entry screen Inbox shows Settings by `transition`, both made in code, with `output` of
    /// a template, in a spec that makes the rule's warnings errors.
    private static func settings(shownBy transition: String, output: String) -> RuleExample {
        .spec(
            "lint: { errors: [template-ignores-key] }", screens: "Inbox: { entry: true, source: code }", "Settings: { source: code }",
            transitions: transition, outputs: output)
    }
}

extension Rule {
    public static let templateIgnoresKey = Rule(TemplateIgnoresKeyRule.self)
}
