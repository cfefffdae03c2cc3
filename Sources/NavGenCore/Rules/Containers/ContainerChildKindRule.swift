struct ContainerChildKindRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-child-kind",
        severity: .error,
        catches: "A navigation controller's root that is a container, a tab that is a tab bar controller, a split view column that is neither a screen nor a navigation controller.",
        illustration: "`root: Tabs`",
        fix: "Present the container instead.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Stack: { root: Tabs }
              Tabs: { tabs: [Home] }
              Home: {}
            """,
            """
            version: 1
            screens:
              Outer: { tabs: [Inner] }
              Inner: { tabs: [Home] }
              Home: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Stack: { root: Home }
              Tabs: { tabs: [Stack] }
              Home: {}
            """,
        ])
}

extension Rule {
    public static let containerChildKind = Rule(ContainerChildKindRule.self)
}

extension ContainerChildKindRule: SpecRule {
    /// A container holds only the kinds of container UIKit nests in it (``Container/Kind/mayHold(_:)``).
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        spec.forEachContainerChild { container, child, place, reference in
            guard let kind = spec.screens[container].container?.kind, let childKind = spec.screens[child].container?.kind,
                !kind.mayHold(childKind)
            else { return }
            report(
                "\(place) of \(kind.noun) '\(spec.screens[container].name)' cannot be a \(childKind.noun) ('\(spec.screens[child].name)')",
                at: reference.position)
        }
    }
}
