struct PopWithoutNavigationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "pop-without-navigation",
        severity: .warning,
        catches: "A `pop`, `popToRoot` or `popTo` from a screen only ever shown without a navigation controller.",
        illustration: "a presented screen that pops",
        fix: "As for `push-without-navigation`.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Sheet: {}
            transitions:
              - { from: Home, to: Sheet, style: formSheet }
              - { from: Sheet, style: pop }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Sheet: {}
            transitions:
              - { from: Home, to: Sheet, style: formSheet }
              - { from: Sheet, style: dismiss }
            """,
            """
            version: 1
            screens:
              Home: { entry: true }
              Sheet: {}
            transitions:
              - { from: Home, to: Sheet, style: formSheet, embed: navigation }
              - { from: Sheet, style: pop }
            """,
        ])
}

extension Rule {
    public static let popWithoutNavigation = Rule(PopWithoutNavigationRule.self)
}

extension PopWithoutNavigationRule: SpecRule {
    /// Once every part resolved, no pop starts from a screen that is only ever shown without a
    /// navigation controller (``GraphIndex/shownOnlyBare``), where it does nothing.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        guard let index = spec.index else { return }
        let screens = spec.screens
        for back in spec.backTransitions where back.kind != .dismiss {
            guard let location = back.location, index.shownOnlyBare[back.source], screens[back.source].container == nil else { continue }
            let name = screens[back.source].name
            report(
                "'\(name)' goes back with \(back.name)(), but '\(name)' is only ever shown without a navigation controller, where it does nothing; present '\(name)' with 'embed: navigation', or say 'inNavigation: true' if the app puts it in one",
                at: location, about: .transition(from: back.source))
        }
    }
}
