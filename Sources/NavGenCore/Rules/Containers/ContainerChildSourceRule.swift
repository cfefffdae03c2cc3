struct ContainerChildSourceRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-child-source",
        severity: .error,
        catches: "A child of a storyboard's container that does not come from a storyboard, a child of a container made in code that has no storyboard ID, a storyboard's child that takes its parameters through its initializer.",
        illustration: "a storyboard tab bar with a `source: code` tab",
        fix: "Make both come from one place; give the child `injection: property`.",
        triggeringExamples: [
            mainHolding("tabs: [Search]", "Search: { source: code }"),
            mainHolding("root: Feed", "Feed: { storyboard: Main, identifier: false, parameters: { session: Session } }"),
        ],
        nonTriggeringExamples: [
            mainHolding("tabs: [Search]", "Search: { storyboard: Main, identifier: false }"),
            mainHolding(
                "root: Feed", "Feed: { storyboard: Main, identifier: false, injection: property, parameters: { session: Session } }"),
        ])

    /// The initial view controller of the storyboard Main, a container whose `children` key holds
    /// `child`, a screen.
    private static func mainHolding(_ children: String, _ child: String) -> RuleExample {
        .spec(screens: "Main: { storyboard: Main, initial: true, \(children) }", child)
    }
}

extension Rule {
    public static let containerChildSource = Rule(ContainerChildSourceRule.self)
}

extension ContainerChildSourceRule: SpecRule {
    /// A storyboard's container is created with its children, which must be scenes of a storyboard
    /// too, and which it creates with `init?(coder:)`, so that their parameters can only be set as
    /// properties by the container's factory; a container created in code creates its children
    /// with their factories.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        var storyboardChildrenReported: Set<ScreenIndex> = []
        spec.forEachContainerChild { container, child, place, reference in
            let (owner, screen) = (spec.screens[container], spec.screens[child])
            if owner.storyboard != nil, screen.storyboard == nil {
                report(
                    "'\(owner.name)' comes from a storyboard, which creates \(place) itself, but '\(screen.name)' does not come from a storyboard",
                    at: reference.position)
            } else if owner.storyboard == nil, !screen.hasFactory {
                report(
                    "'\(owner.name)' is created in code, which creates \(place) with its factory, but '\(screen.name)' has no storyboard ID and so no factory",
                    at: reference.position)
            }
            let declaration = spec.spec.screens[child]
            guard owner.storyboard != nil, screen.injection == .initializer, let first = declaration.parameters.first,
                storyboardChildrenReported.insert(child).inserted
            else { return }
            report(
                "screen '\(screen.name)' takes its parameters through its initializer, but the storyboard creates it as \(place) of '\(owner.name)'; give it 'injection: property', and the factory of '\(owner.name)' sets them",
                at: declaration.injection?.position ?? first.name.position)
        }
    }
}
