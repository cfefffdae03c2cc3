struct NotOnAStackRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "not-on-a-stack",
        severity: .error,
        catches: "A push of a container or from one; a `pop`, `popToRoot` or `popTo` from a container.",
        illustration: "`{from: Tabs, to: Detail}`",
        fix: "Push from a screen the container shows; present a container.",
        triggeringExamples: [
            .spec(
                screens: "Home: { entry: true, inNavigation: true }", "FlowStack: { root: Flow }", "Flow: {}",
                transitions: "{ from: Home, to: FlowStack }"),
            .spec(screens: "Stack: { entry: true, root: Home }", "Home: {}", "Detail: {}", transitions: "{ from: Stack, to: Detail }"),
        ],
        nonTriggeringExamples: [
            .spec(
                screens: "Home: { entry: true, inNavigation: true }", "FlowStack: { root: Flow }", "Flow: {}",
                transitions: "{ from: Home, to: FlowStack, style: present }"),
            .spec(screens: "Stack: { entry: true, root: Home }", "Home: {}", "Detail: {}", transitions: "{ from: Home, to: Detail }"),
        ])
}

extension Rule {
    public static let notOnAStack = Rule(NotOnAStackRule.self)
}

extension NotOnAStackRule: SpecRule {
    /// A push starts from a screen with a navigation stack and shows a screen UIKit can push, and
    /// a pop starts from a screen on a stack: a container is none of these.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for (declaration, index) in spec.forwardTransitions where spec.transitions[index].style == .push {
            let (source, destination) = (spec.screens[spec.transitions[index].source], spec.screens[spec.transitions[index].destination])
            let written = spec.spec.transitions[declaration]
            let place = written.style?.position ?? written.position
            if let container = source.container {
                report(
                    "'\(source.name)' is a \(container.kind.noun), which has no navigation stack to push on; push from a screen it shows",
                    at: place)
            }
            if let container = destination.container {
                report("'\(destination.name)' is a \(container.kind.noun), which UIKit cannot push; present it", at: place)
            }
        }
        for (written, index) in spec.waysBack where spec.backTransitions[index].kind != .dismiss {
            let declaration = spec.spec.transitions[written]
            let source = spec.screens[spec.backTransitions[index].source]
            guard let container = source.container, let style = declaration.style?.value else { continue }
            report(
                "'\(source.name)' is a \(container.kind.noun), which is on no navigation stack to \(style.rawValue) from; \(style.rawValue) from a screen it shows",
                at: declaration.style?.position ?? declaration.position)
        }
    }
}
