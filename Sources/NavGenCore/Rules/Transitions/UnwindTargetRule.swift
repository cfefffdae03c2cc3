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
    /// destination to the source. One walk per destination ends once it has reached the sources
    /// of all its unwinds; the walks share one ``WalkBudget``.
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
        guard let index = spec.index, !unwinds.isEmpty else { return }
        var unwindsTo: [Int: [Int]] = [:]
        var destinations: [Int] = []
        for (position, unwind) in unwinds.enumerated() {
            let destination = transitions[unwind.transition].destination
            if unwindsTo[destination] == nil { destinations.append(destination) }
            unwindsTo[destination, default: []].append(position)
        }
        var budget = WalkBudget()
        for (walk, destination) in destinations.enumerated() {
            let group = unwindsTo[destination] ?? []
            var missing = Set(group.map { transitions[unwinds[$0].transition].source })
            let walked = GraphIndex.walk(from: destination, along: index.forwardSteps, budget: &budget) { screen in
                missing.remove(screen)
                return missing.isEmpty
            }
            guard let reached = walked else {
                let left = destinations[walk...].reduce(0) { $0 + (unwindsTo[$1]?.count ?? 0) }
                report.budgetSpent(leaving: Wording.count(left, "unwind transition"))
                return
            }
            for position in group where !reached.contains(transitions[unwinds[position].transition].source) {
                let unwind = transitions[unwinds[position].transition]
                let (source, destination) = (screens[unwind.source].name, screens[unwind.destination].name)
                report(
                    "'\(source)' cannot unwind to '\(destination)': no transition leads from '\(destination)' to '\(source)', so '\(destination)' is never shown before it",
                    at: unwinds[position].destination)
            }
        }
    }
}
