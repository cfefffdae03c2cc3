struct PushWithoutNavigationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "push-without-navigation",
        severity: .warning,
        catches: "A push from a screen that every way into it shows without a navigation controller, where the push does nothing.",
        illustration: "a presented screen that pushes",
        fix: "Present it with `embed: navigation`, or say `inNavigation: true`.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Settings: {}
              Licenses: {}
            transitions:
              - { from: Home, to: Settings, style: formSheet }
              - { from: Settings, to: Licenses }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Settings: {}
              Licenses: {}
            transitions:
              - { from: Home, to: Settings, style: formSheet, embed: navigation }
              - { from: Settings, to: Licenses }
            """,
            """
            version: 1
            screens:
              Home: { entry: true }
              Settings: { inNavigation: true }
              Licenses: {}
            transitions:
              - { from: Home, to: Settings, style: formSheet }
              - { from: Settings, to: Licenses }
            """,
        ])
}

extension Rule {
    public static let pushWithoutNavigation = Rule(PushWithoutNavigationRule.self)
}

extension PushWithoutNavigationRule: SpecRule {
    /// Once every part resolved, no push starts from a screen that is only ever shown without a
    /// navigation controller (``GraphIndex/shownOnlyBare``), where `navigationController` is nil
    /// and the push does nothing. Entry screens, split view columns and segue destinations are
    /// shown in ways navgen cannot see, so pushes from them are not judged.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        guard let index = spec.index else { return }
        let screens = spec.screens
        for transition in spec.transitions where transition.style == .push {
            let source = transition.source
            guard index.shownOnlyBare[source], screens[source].container == nil, let location = transition.location else { continue }
            let name = screens[source].name
            report(
                "'\(name)' pushes '\(screens[transition.destination].name)', but '\(name)' is only ever shown without a navigation controller, where the push does nothing; present '\(name)' with 'embed: navigation', or say 'inNavigation: true' if the app puts it in one",
                at: location, about: .transition(from: source))
        }
    }
}
