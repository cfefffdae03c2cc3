struct StoryboardSegueRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "storyboard-segue",
        severity: .error,
        catches: "A `segue` or `unwind` without `segue:`, with an empty one, from a screen that does not come from a storyboard; a segue identifier twice on one screen; an `unwind` with `segue: false`.",
        illustration: "`style: segue` without `segue`",
        fix: "Add the storyboard's segue identifier.",
        triggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detail, style: segue }"),
            .homeAndDetail(
                home: "{ entry: true, inNavigation: true, source: code }", "{ from: Home, to: Detail, style: segue, segue: showDetail }"),
        ],
        nonTriggeringExamples: [.homeAndDetail("{ from: Home, to: Detail, style: segue, segue: showDetail }")])
}

extension Rule {
    public static let storyboardSegue = Rule(StoryboardSegueRule.self)
}

extension StoryboardSegueRule: SpecRule {
    /// A segue or an unwind names its segue in the storyboard (an embed segue may have none), an
    /// unwind by an identifier, and starts from a storyboard screen. Each identifier is a case of
    /// its source's segue enum, so it is not empty, nor the case of another segue of the screen.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        // The first segue of each case of each screen, as written, with its place.
        var cases: [ScreenMember: (segue: String, position: SourcePosition)] = [:]
        for (declaration, resolution) in zip(spec.spec.transitions, spec.resolutionOfTransition) {
            let style = declaration.resolvedStyle
            guard style.isStoryboardSegue else { continue }
            if declaration.segue == nil, style != .embed {
                report(
                    "a transition with style \(style.rawValue) needs 'segue:', the segue's identifier in the storyboard"
                        + (style == .segue ? ", or false for a segue without one" : ""),
                    at: declaration.style?.position ?? declaration.position)
            } else if style == .unwind, let segue = declaration.segue, segue.value == .none {
                report(
                    "an unwind transition needs its segue's identifier: it is an unwind segue of the storyboard that code performs by it",
                    at: segue.position)
            }
            guard case .forward(let index)? = resolution, let place = declaration.style else { continue }
            let sourceIndex = spec.transitions[index].source
            let source = spec.screens[sourceIndex]
            if source.storyboard == nil {
                let what =
                    switch style {
                    case .unwind: "an unwind segue"
                    case .embed: "an embed segue"
                    default: "a segue"
                    }
                report(
                    "\(what) can only start from a storyboard screen; '\(source.name)' is not created from a storyboard",
                    at: place.position)
            }
            guard let segue = declaration.segueIdentifier else { continue }
            let key = ScreenMember(screen: sourceIndex, name: SwiftName.lowerCamelCase(fromWords: segue.value))
            if segue.value.isEmpty {
                report("the segue identifier is empty", at: segue.position)
            } else if let first = cases[key] {
                let what = first.segue == segue.value ? "twice" : "twice (as '\(first.segue)' and '\(segue.value)')"
                report(
                    "screen '\(source.name)' declares segue '\(segue.value)' \(what)", at: segue.position,
                    notes: [spec.note("the first one is here", at: first.position)])
            } else {
                cases[key] = (segue.value, segue.position)
            }
        }
    }
}
