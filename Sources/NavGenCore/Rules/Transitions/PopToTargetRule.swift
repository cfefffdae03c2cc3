struct PopToTargetRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "pop-to-target",
        severity: .error,
        catches: "A `popTo` to the screen itself, to a screen of UIKit's or a shared class (found by its class), or to a screen never below the source on a navigation stack.",
        illustration: "`{from: A, to: A, style: popTo}`",
        fix: "Pop to a screen pushed before the source.",
        triggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detail }", "{ from: Detail, style: popTo, to: Detail }"),
            detailPoppingToSettings(after: "{ from: Home, to: Detail }", "{ from: Home, to: Settings }"),
        ],
        nonTriggeringExamples: [detailPoppingToSettings(after: "{ from: Home, to: Settings }", "{ from: Settings, to: Detail }")])

    /// Home, the entry screen on a navigation stack, shows Detail and Settings by `first` and
    /// `second`, and Detail pops to Settings.
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
    /// A `popTo` goes back to a screen below its source on a navigation stack: once every part
    /// resolved, a chain of pushes (or segues) must lead from the destination to the source. The
    /// destination itself is judged as the transition resolves
    /// (``ValidationRun/checkPopDestination(_:from:_:at:)``). The walks go forward from each destination
    /// (``GraphIndex/answers(to:following:)``), through the steps that may push.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        guard let index = spec.index else { return }
        let screens = spec.screens
        let popTos = spec.backTransitions.compactMap { back -> (back: BackTransition, location: SourceLocation, destination: ScreenIndex)? in
            guard let location = back.location, let destination = back.destination else { return nil }
            return (back, location, destination)
        }
        let answers = index.answers(to: popTos.map { GraphIndex.Question(start: $0.destination, sought: $0.back.source) }) { $0.mayPush }
        for ((back, location, destination), answer) in zip(popTos, answers) where answer == false {
            let (name, target) = (screens[back.source].name, screens[destination].name)
            report(
                "'\(target)' is never below '\(name)' in a navigation stack: no chain of pushes leads from '\(target)' to '\(name)', so \(back.name)() would find no '\(target)' to go back to",
                at: location)
        }
        report.budgetSpent(leavingUnanswered: answers, of: "popTo transition")
    }
}
