struct DuplicateTransitionNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-transition-name",
        severity: .error,
        catches: "Two transitions of one screen with one method name, with the first one's line and where a name the spec does not write comes from; a transition written twice (the same in all but the keys that say a default) is called a repeat of the first.",
        illustration: "two pushes of `Detail` from `Home`",
        fix: "Give one a `name`; delete a repeat.",
        triggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detail }", "{ from: Home, to: Detail, style: present }"),
            .homeAndDetail("{ from: Home, to: Detail }", "{ from: Home, to: Detail, style: push }"),
        ],
        nonTriggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detail }", "{ from: Home, to: Detail, style: present, name: presentDetail }"),
        ])
}

extension Rule {
    public static let duplicateTransitionName = Rule(DuplicateTransitionNameRule.self)
}

extension DuplicateTransitionNameRule: SpecRule {
    /// The methods generated on each screen for its transitions, forward and back, and the
    /// accessors of its embedded children have distinct names. A repeat is the whole transition
    /// again, reported where each starts; a clash is one of names, reported at the names.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let declarations = spec.spec.transitions
        // The first transition of each name: its place, and its declaration's index.
        var methodNames: [ScreenMember: (position: SourcePosition, declaration: Int)] = Dictionary(
            minimumCapacity: declarations.count)
        for (declaration, resolution) in spec.resolutionOfTransition.enumerated() {
            let (source, name): (ScreenIndex, String)
            switch resolution {
            case .forward(let index)?:
                let transition = spec.transitions[index]
                // Of the storyboard's segues, only an embed segue has a member named after the
                // transition: the accessor of its child.
                guard !transition.style.isStoryboardSegue || transition.style == .embed else { continue }
                (source, name) = (transition.source, transition.name)
            case .back(let index)?:
                (source, name) = (spec.backTransitions[index].source, spec.backTransitions[index].name)
            case nil:
                continue
            }
            let place = declarations[declaration].name?.position ?? declarations[declaration].position
            let key = ScreenMember(screen: source, name: name)
            guard let first = methodNames[key] else {
                methodNames[key] = (place, declaration)
                continue
            }
            let firstLine = spec.lineReference(to: first.position, from: place)
            if spec.declares(declaration, as: first.declaration) {
                let (here, there) = (declarations[declaration].position, declarations[first.declaration].position)
                report(
                    "this transition repeats the one at \(firstLine); delete one of them", at: here,
                    notes: [spec.note("the first one is here", at: there)])
            } else {
                report(
                    "screen '\(spec.screens[source].name)' already has a transition named '\(name)', at \(firstLine)"
                        + originOfNames(declarations[first.declaration], declarations[declaration]) + "; give one of them another 'name'",
                    at: place, notes: [spec.note("the first one is here", at: first.position)])
            }
        }
    }

    /// Where the names come from that the spec does not write, or the message names methods the
    /// user never wrote: ` (a transition without 'name' is named after its destination)`, or
    /// nothing when both transitions write their names.
    private static func originOfNames(_ first: TransitionDeclaration, _ second: TransitionDeclaration) -> String {
        func origin(_ declaration: TransitionDeclaration) -> String? {
            guard declaration.name == nil else { return nil }
            let style = declaration.resolvedStyle
            return style.goesBack ? "has a \(style.rawValue)'s default name" : "is named after its destination"
        }
        switch (origin(first), origin(second)) {
        case ("is named after its destination"?, "is named after its destination"?):
            return " (a transition without 'name' is named after its destination)"
        case (let first, let second):
            let parts = [first.map { "which \($0)" }, second.map { "this one \($0)" }].compactMap { $0 }
            return parts.isEmpty ? "" : " (\(parts.joined(separator: "; ")))"
        }
    }
}
