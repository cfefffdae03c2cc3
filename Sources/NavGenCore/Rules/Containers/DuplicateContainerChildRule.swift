struct DuplicateContainerChildRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-container-child",
        severity: .error,
        catches: "A screen twice in one container (a root that is also a tab).",
        illustration: "`tabs: [Home, Home]`",
        fix: "A view controller has one place in its container.",
        triggeringExamples: [
            .spec(screens: "Main: { tabs: [Home, Home] }", "Home: {}"),
            .spec(screens: "Main: { tabs: [FeedStack, Feed] }", "FeedStack: { root: Feed }", "Feed: {}"),
        ],
        nonTriggeringExamples: [.spec(screens: "Main: { tabs: [Home, Search] }", "Home: {}", "Search: {}")])
}

extension Rule {
    public static let duplicateContainerChild = Rule(DuplicateContainerChildRule.self)
}

extension DuplicateContainerChildRule: SpecRule {
    /// A view controller has one place in its container: a screen found twice below a container
    /// is reported at its second reference, once.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        var reported: Set<SourcePosition> = []
        for container in spec.containersNestingWell {
            var first: [ScreenIndex: String] = [:]
            func visit(_ owner: ScreenIndex) {
                guard let held = spec.screens[owner].container else { return }
                let references = spec.spec.screens[owner].childNames
                for (position, child) in held.children.enumerated() {
                    let place = "\(held.kind.place(ofChildAt: position)) of '\(spec.screens[owner].name)'"
                    if let earlier = first[child] {
                        if reported.insert(references[position].position).inserted {
                            report(
                                "screen '\(spec.screens[child].name)' is twice in '\(spec.screens[container].name)': as \(earlier) and as \(place); a view controller has one place in its container",
                                at: references[position].position)
                        }
                        continue
                    }
                    first[child] = place
                    visit(child)
                }
            }
            visit(container)
        }
    }
}
