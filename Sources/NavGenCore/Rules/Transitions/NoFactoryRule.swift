struct NoFactoryRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "no-factory",
        severity: .error,
        catches: "A transition other than a segue, or a link's back stack, that shows a screen without storyboard ID (`identifier: false`): no code can create it.",
        illustration: "`identifier: false` and a push to it",
        fix: "Give the scene a storyboard ID, or show it with a segue.",
        triggeringExamples: [.homeAndDetail(detail: "{ identifier: false }", "{ from: Home, to: Detail }")],
        nonTriggeringExamples: [
            .homeAndDetail(detail: "{ identifier: false }", "{ from: Home, to: Detail, style: segue, segue: showDetail }"),
        ])
}

extension Rule {
    public static let noFactory = Rule(NoFactoryRule.self)
}

extension NoFactoryRule: SpecRule {
    /// A transition that code performs creates its destination with its factory, which a
    /// storyboard screen without a storyboard ID does not have.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for (declaration, index) in spec.forwardTransitions where !spec.transitions[index].style.isStoryboardSegue {
            let destination = spec.screens[spec.transitions[index].destination]
            guard !destination.hasFactory else { continue }
            let written = spec.spec.transitions[declaration]
            report(
                "'\(destination.name)' has no storyboard ID, so no code can create it; show it with a segue, or give it an identifier",
                at: written.to?.position ?? written.position)
        }
    }
}
