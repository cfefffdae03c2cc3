struct DismissWithoutPresentationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "dismiss-without-presentation",
        severity: .warning,
        catches: "A `dismiss` from a screen no presentation ever shows.",
        illustration: "a pushed screen that dismisses",
        fix: "Use `pop`, or present the screen.",
        triggeringExamples: [.homeAndDetail(home: "{ entry: true }", "{ from: Home, to: Detail }", "{ from: Detail, style: dismiss }")],
        nonTriggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detail }", "{ from: Detail, style: pop }"),
            .homeAndDetail(home: "{ entry: true }", "{ from: Home, to: Detail, style: present }", "{ from: Detail, style: dismiss }"),
        ])
}

extension Rule {
    public static let dismissWithoutPresentation = Rule(DismissWithoutPresentationRule.self)
}

extension DismissWithoutPresentationRule: SpecRule {
    /// Once every part resolved, no dismiss starts from a screen that no presentation ever shows
    /// (``GraphIndex/mayBePresented``), where it does nothing.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        guard let index = spec.index else { return }
        let screens = spec.screens
        for back in spec.backTransitions where back.kind == .dismiss {
            guard let location = back.location, !index.mayBePresented[back.source], !screens[back.source].isEntry else { continue }
            let name = screens[back.source].name
            report(
                "'\(name)' dismisses, but no presentation ever shows it: it is only pushed or held by a container that is never presented, where the dismiss does nothing; use style pop, or present '\(name)'",
                at: location, about: .transition(from: back.source))
        }
    }
}
