struct PopToTargetRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "pop-to-target",
        severity: .error,
        catches: "A `popTo` to the screen itself, to a screen of UIKit's or a shared class (found by its class), or to a screen never below the source on a navigation stack.",
        illustration: "`{from: A, to: A, style: popTo}`",
        fix: "Pop to a screen pushed before the source.",
        triggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detail }", "{ from: Detail, style: popTo, to: Detail }"),
            // Found by UIKit's class, which any view controller below Detail may be.
            .homeAndDetail(home: "{ entry: true, inNavigation: true, class: UIViewController }", "{ from: Home, to: Detail }", "{ from: Detail, style: popTo, to: Home }"),
            detailPoppingToSettings(after: "{ from: Home, to: Detail }", "{ from: Home, to: Settings }"),
        ],
        nonTriggeringExamples: [
            detailPoppingToSettings(after: "{ from: Home, to: Settings }", "{ from: Settings, to: Detail }"),
            .homeAndDetail("{ from: Home, to: Detail }", "{ from: Detail, style: popTo, to: Home }"),
        ])

    /// Home, the entry screen on a navigation stack, with Detail and Settings, shown by the
    /// transitions `first` and `second`, and Detail popping to Settings.
    private static func detailPoppingToSettings(after first: String, _ second: String) -> RuleExample {
        .spec(
            screens: "Home: { entry: true, inNavigation: true }", "Detail: {}", "Settings: {}",
            transitions: first, second, "{ from: Detail, style: popTo, to: Settings }")
    }
}

extension Rule {
    public static let popToTarget = Rule(PopToTargetRule.self)
}

extension PopToTargetRule: SpecRule {
    /// A `popTo` finds its destination on the stack by class, so the destination is another screen
    /// whose class is its own; and it goes back to a screen below its source on a navigation
    /// stack: once every part resolved, a chain of pushes (or segues) must lead from the
    /// destination to the source. The walks go forward from each destination
    /// (``GraphIndex/answers(to:following:)``), through the steps that may push.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let screens = spec.screens
        var walked: [(back: BackTransition, place: SourcePosition, destination: ScreenIndex)] = []
        for (declaration, index) in spec.waysBack {
            let back = spec.backTransitions[index]
            guard let destination = back.destination else { continue }
            let target = screens[destination]
            let position = spec.spec.transitions[declaration].to?.position ?? spec.spec.transitions[declaration].position
            if destination == back.source {
                report("'\(target.name)' cannot go back to itself; popTo goes back to a screen below it on the stack", at: position)
            } else if let why = spec.whyClassIsNotTheScreensOwn(of: destination) {
                report(
                    "popTo finds '\(target.name)' on the navigation stack by its class, but '\(target.className)' is \(why); give '\(target.name)' a class of its own",
                    at: position)
            } else {
                walked.append((back, spec.spec.transitions[declaration].position, destination))
            }
        }
        spec.reportWhereStepsDoNotLead(
            for: walked, asking: { GraphIndex.Question(start: $0.destination, sought: $0.back.source) }, following: \.mayPush,
            counting: "popTo transition", to: &report
        ) { back, place, destination in
            let (name, target) = (screens[back.source].name, screens[destination].name)
            return (
                "'\(target)' is never below '\(name)' in a navigation stack: no chain of pushes leads from '\(target)' to '\(name)', so \(back.name)() would find no '\(target)' to go back to",
                place
            )
        }
    }
}
