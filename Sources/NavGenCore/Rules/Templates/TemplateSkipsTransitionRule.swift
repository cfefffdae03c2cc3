struct TemplateSkipsTransitionRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "template-skips-transition",
        severity: .warning,
        catches: "With the SwiftUI templates: a segue or unwind (no storyboards), a `popToRoot` or `popTo` (`swiftui`: its flag routers cannot pop several screens), a transition from another module's screen (`swiftui`: its router is that module's).",
        illustration: "`style: segue` rendered with `swiftui`",
        fix: "Describe the transition in code, or `disable` the rule on it.",
        triggeringExamples: [
            settings(shownBy: "{ from: Inbox, to: Settings, style: segue, segue: showSettings }"),
            replyPoppingToRoot(output: RuleExample.swiftUIOutput),
        ],
        nonTriggeringExamples: [
            settings(shownBy: "{ from: Inbox, to: Settings }"),
            replyPoppingToRoot(output: RuleExample.stackOutput),
        ])

    /// The top-level `lint` of the examples, which makes the rule's warnings errors.
    private static let errors = "lint: { errors: [template-skips-transition] }"

    /// The entry screen Inbox, on a navigation stack, shows Settings by `transition`, rendered
    /// with the `swiftui` template.
    private static func settings(shownBy transition: String) -> RuleExample {
        .spec(
            errors, screens: "Inbox: { entry: true, inNavigation: true }", "Settings: {}",
            transitions: transition, outputs: RuleExample.swiftUIOutput)
    }

    /// Inbox pushes Message, which pushes Reply, which pops to the root, all made in code, with
    /// `output` of a template.
    private static func replyPoppingToRoot(output: String) -> RuleExample {
        .spec(
            errors,
            screens: "Inbox: { entry: true, inNavigation: true, source: code }", "Message: { source: code }", "Reply: { source: code }",
            transitions: "{ from: Inbox, to: Message }", "{ from: Message, to: Reply }", "{ from: Reply, style: popToRoot }",
            outputs: output)
    }
}

extension Rule {
    public static let templateSkipsTransition = Rule(TemplateSkipsTransitionRule.self)
}
