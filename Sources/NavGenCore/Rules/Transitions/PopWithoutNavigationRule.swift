struct PopWithoutNavigationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "pop-without-navigation",
        severity: .warning,
        catches: "A `pop`, `popToRoot` or `popTo` from a screen only ever shown without a navigation controller.",
        illustration: "a presented screen that pops",
        fix: "As for `push-without-navigation`.",
        triggeringExamples: [detailInASheet(shownBy: "style: formSheet", goingBack: "pop")],
        nonTriggeringExamples: [
            detailInASheet(shownBy: "style: formSheet", goingBack: "dismiss"),
            detailInASheet(shownBy: "style: formSheet, embed: navigation", goingBack: "pop"),
        ])

    /// The entry screen Home shows Detail with the keys `presentation`, and Detail goes back by
    /// the style `back`.
    private static func detailInASheet(shownBy presentation: String, goingBack back: String) -> RuleExample {
        .homeAndDetail(home: "{ entry: true }", "{ from: Home, to: Detail, \(presentation) }", "{ from: Detail, style: \(back) }")
    }
}

extension Rule {
    public static let popWithoutNavigation = Rule(PopWithoutNavigationRule.self)
}

extension PopWithoutNavigationRule: SpecRule {
    /// Once every part resolved, no pop starts from a screen that is only ever shown without a
    /// navigation controller (``GraphIndex/shownOnlyBare``), where it does nothing.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for back in spec.backTransitions where back.kind != .dismiss {
            guard let location = back.location, spec.isShownWithoutNavigation(back.source) else { continue }
            let name = spec.screens[back.source].name
            report(
                "'\(name)' goes back with \(back.name)(), but '\(name)' is only ever shown without a navigation controller, where it does nothing; present '\(name)' with 'embed: navigation', or say 'inNavigation: true' if the app puts it in one",
                at: location, about: .transition(from: back.source))
        }
    }
}
