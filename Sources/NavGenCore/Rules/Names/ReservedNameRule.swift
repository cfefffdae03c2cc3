struct ReservedNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "reserved-name",
        severity: .error,
        catches: "A name generated code uses itself: a parameter named `animated`, `completion`, `coder` or `viewController`; a parameter a segue carries named `sender` or `segue`; a link placeholder named `link` or `path`; a popover destination's parameter named like its anchor argument; with the `swiftui-stack` template, a parameter of a screen at the root of a tab's or column's stack, in a tab bar or split view that an entry screen is or holds (those whose views the template makes), named `navigation` (or, in a tab bar, `label`), which the container's view takes, and a screen named `Screen` that transitions start from, whose navigator would have the name of the protocol `ScreenNavigator`.",
        illustration: "`parameters: {animated: Bool}`",
        fix: "Rename the parameter.",
        triggeringExamples: [
            .spec(screens: "Home: { parameters: { animated: Bool } }"),
            .spec(
                screens: "Main: { entry: true, source: code, tabs: [Feed, Search] }",
                "Feed: { source: code, parameters: { navigation: String } }", "Search: { source: code }",
                outputs: RuleExample.stackOutput),
        ],
        nonTriggeringExamples: [.spec(screens: "Home: { parameters: { startsAnimated: Bool } }")])
}

extension Rule {
    public static let reservedName = Rule(ReservedNameRule.self)
}

extension ReservedNameRule: SpecRule {
    /// No parameter of a screen or of its alerts takes a name the generated methods use
    /// themselves (``GraphValidator/reservedParameterNames``), nor, when a segue carries it, a
    /// name of the segue action's own arguments, nor the name of the anchor argument of a
    /// popover that shows it.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for screen in spec.spec.screens {
            screen.forEachParameter { parameter in
                guard GraphValidator.reservedParameterNames.contains(parameter.name.value) else { return }
                report(
                    "parameter '\(parameter.name.value)' of screen '\(screen.name.value)' uses a name the generated methods need; rename it",
                    at: parameter.name.position)
            }
        }
        let screens = spec.screens
        for (declaration, index) in spec.forwardTransitions {
            let transition = spec.transitions[index]
            guard transition.style == .segue, let identifier = spec.spec.transitions[declaration].segueIdentifier,
                screens[transition.destination].storyboard != nil
            else { continue }
            for place in FactoryParameters.all(of: transition.destination, in: screens) {
                let parameter = screens[place.screen].parameters[place.parameter]
                guard GraphValidator.segueArgumentNames.contains(parameter.name) else { continue }
                report(
                    "segue '\(identifier.value)' carries parameter '\(parameter.name)' of '\(screens[place.screen].name)', a name its generated code uses itself (\(GraphValidator.segueArgumentNames.sorted().joined(separator: ", "))); rename the parameter",
                    at: identifier.position)
            }
        }
        // The anchor becomes an argument of the generated method beside the parameters of the
        // destination's factory (a container's include its children's).
        for (declaration, index) in spec.forwardTransitions where spec.transitions[index].style == .popover {
            guard let anchor = spec.spec.transitions[declaration].anchor else { continue }
            let name = anchor.value.parameter.name
            let clash = FactoryParameters.all(of: spec.transitions[index].destination, in: screens).first { place in
                screens[place.screen].parameters[place.parameter].name == name
            }
            guard let clash else { continue }
            report(
                "screen '\(screens[clash.screen].name)' has a parameter '\(name)', the name the popover's anchor argument takes; rename the parameter",
                at: anchor.position)
        }
    }
}
