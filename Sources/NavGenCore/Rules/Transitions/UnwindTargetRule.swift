struct UnwindTargetRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unwind-target",
        severity: .error,
        catches: "An unwind to a screen never shown before its source, or to a screen of a framework's or shared class, which cannot hold the unwind action.",
        illustration: "`{from: Home, to: Detail, style: unwind}` where only Home shows Detail",
        fix: "Unwind to a screen shown before the source.",
        triggeringExamples: [
            .spec(
                screens: "Inbox: { entry: true, inNavigation: true }", "Message: {}", "Settings: {}",
                transitions: "{ from: Inbox, to: Message }", "{ from: Inbox, to: Settings }",
                "{ from: Message, to: Settings, style: unwind, segue: backToSettings }"),
            messageUnwindingTo(inbox: "{ entry: true, inNavigation: true, class: UIViewController }"),
        ],
        nonTriggeringExamples: [messageUnwindingTo(inbox: "{ entry: true, inNavigation: true }")])

    /// Inbox, with the keys `inbox`, pushes Message, which unwinds to it.
    private static func messageUnwindingTo(inbox: String) -> RuleExample {
        .spec(
            screens: "Inbox: \(inbox)", "Message: {}",
            transitions: "{ from: Inbox, to: Message }", "{ from: Message, to: Inbox, style: unwind, segue: backToInbox }")
    }
}

extension Rule {
    public static let unwindTarget = Rule(UnwindTargetRule.self)
}

extension UnwindTargetRule: SpecRule {
    /// An unwind needs an action on the class of the screen it goes back to, which must be that
    /// screen's own; and it goes back to a screen shown before its source: once every part
    /// resolved, some path of transitions (other than unwinds) and containers must lead from the
    /// destination to the source (``GraphIndex/answers(to:following:)``).
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let (screens, transitions, declarations) = (spec.screens, spec.transitions, spec.spec.transitions)
        // Each unwind, by its index among the transitions, with the place of its `to`, which the
        // messages point at.
        let unwinds = spec.forwardTransitions.compactMap { declaration, index in
            transitions[index].style == .unwind
                ? (transition: index, identifier: declarations[declaration].segueIdentifier,
                    destination: declarations[declaration].to?.position ?? declarations[declaration].position) : nil
        }
        for unwind in unwinds where unwind.identifier != nil {
            let destination = screens[transitions[unwind.transition].destination]
            guard let why = spec.whyClassIsNotTheScreensOwn(of: transitions[unwind.transition].destination) else { continue }
            report(
                "unwinding to '\(destination.name)' needs the action \(destination.unwindActionName)(_:) on its class, but '\(destination.className)' is \(why); give '\(destination.name)' a class of its own",
                at: unwind.destination)
        }
        spec.reportWhereStepsDoNotLead(
            for: unwinds,
            asking: { GraphIndex.Question(start: transitions[$0.transition].destination, sought: transitions[$0.transition].source) },
            following: { _ in true }, counting: "unwind transition", to: &report
        ) { unwind in
            let (source, destination) = (screens[transitions[unwind.transition].source].name, screens[transitions[unwind.transition].destination].name)
            return (
                "'\(source)' cannot unwind to '\(destination)': no transition leads from '\(destination)' to '\(source)', so '\(destination)' is never shown before it",
                unwind.destination
            )
        }
    }
}
