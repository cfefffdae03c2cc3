struct PushWithoutNavigationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "push-without-navigation",
        severity: .warning,
        catches: "A push from a screen that every way into it shows without a navigation controller, where the push does nothing.",
        illustration: "a presented screen that pushes",
        fix: "Present it with `embed: navigation`, or say `inNavigation: true`.",
        triggeringExamples: [settingsPushingLicenses(shownBy: "{ from: Home, to: Settings, style: formSheet }")],
        nonTriggeringExamples: [
            settingsPushingLicenses(shownBy: "{ from: Home, to: Settings, style: formSheet, embed: navigation }"),
            settingsPushingLicenses(settings: "{ inNavigation: true }", shownBy: "{ from: Home, to: Settings, style: formSheet }"),
        ])

    /// Settings, with the keys `settings`, shown by `transition` from the entry screen Home, pushes
    /// Licenses.
    private static func settingsPushingLicenses(settings: String = "{}", shownBy transition: String) -> RuleExample {
        .spec(
            screens: "Home: { entry: true }", "Settings: \(settings)", "Licenses: {}",
            transitions: transition, "{ from: Settings, to: Licenses }")
    }
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
        let screens = spec.screens
        for transition in spec.transitions where transition.style == .push {
            guard let location = transition.location, spec.isShownWithoutNavigation(transition.source) else { continue }
            let name = screens[transition.source].name
            report(
                "'\(name)' pushes '\(screens[transition.destination].name)', but '\(name)' is only ever shown without a navigation controller, where the push does nothing; present '\(name)' with 'embed: navigation', or say 'inNavigation: true' if the app puts it in one",
                at: location, about: .transition(from: transition.source))
        }
    }
}
