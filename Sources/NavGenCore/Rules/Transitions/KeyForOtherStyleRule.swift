struct KeyForOtherStyleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "key-for-other-style",
        severity: .error,
        catches: "A key that does nothing with the transition's style: `embed` on a push, segue, unwind or to a container; `anchor` but on a popover; `detents` or `grabber` but on a sheet; `modalTransition` or `modalInPresentation` on a push or segue; `partialCurl` but with `fullScreen`; `segue` with another style; `to` on `dismiss`, `pop`, `popToRoot`; presentation keys on a way back.",
        illustration: "`{style: push, embed: navigation}`",
        fix: "Remove the key, or change the style.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail, style: push, embed: navigation }
            """,
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Filter: {}
            transitions:
              - { from: Home, to: Filter, detents: [medium] }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail, style: present, embed: navigation }
            """,
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Filter: {}
            transitions:
              - { from: Home, to: Filter, style: present, detents: [medium] }
            """,
        ])
}

extension Rule {
    public static let keyForOtherStyle = Rule(KeyForOtherStyleRule.self)
}

extension KeyForOtherStyleRule: SpecRule {
    /// `segue` belongs to the storyboard's segues, and `embed` to presentations of a screen that is
    /// no container. The keys of presentations and of the ways back are judged as the transitions
    /// resolve (``ValidationRun/presentation(of:style:destination:screens:)``,
    /// ``ValidationRun/backTransition(_:style:screens:indexByName:)``).
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for (declaration, resolution) in zip(spec.spec.transitions, spec.resolutionOfTransition) {
            let style = declaration.style?.value ?? .push
            if !style.isStoryboardSegue, let segue = declaration.segue {
                report("'segue' only applies to transitions with style segue, unwind or embed", at: segue.position)
            }
            guard let embed = declaration.embed, case .forward(let index)? = resolution else { continue }
            switch style {
            case .push:
                report("'embed' applies to presentations; a push shows the destination on the source's own stack", at: embed.position)
            case .segue:
                report("'embed' does not apply to a segue: the storyboard decides what a segue shows", at: embed.position)
            case .unwind:
                report("'embed' does not apply to an unwind segue: it goes back to a screen already shown", at: embed.position)
            case .embed:
                report("'embed' does not apply to an embed segue: a container view holds the destination as it is", at: embed.position)
            case .present, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover:
                let destination = spec.screens[spec.transitions[index].destination]
                if let container = destination.container {
                    report("'\(destination.name)' is a \(container.kind.noun) already; present it without 'embed'", at: embed.position)
                }
            // A way back does not resolve to a forward transition.
            case .dismiss, .pop, .popToRoot, .popTo:
                break
            }
        }
    }
}
