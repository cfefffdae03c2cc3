struct KeyForOtherStyleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "key-for-other-style",
        severity: .error,
        catches: "A key that does nothing with the transition's style: `embed` on a push, segue, unwind or to a container; `anchor` but on a popover; `detents` or `grabber` but on a sheet; `modalTransition` or `modalInPresentation` on a push or segue; `partialCurl` but with `fullScreen`; `segue` with another style; `to` on `dismiss`, `pop`, `popToRoot`; presentation keys on a way back.",
        illustration: "`{style: push, embed: navigation}`",
        fix: "Remove the key, or change the style.",
        triggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detail, style: push, embed: navigation }"),
            .homeAndDetail("{ from: Home, to: Detail, detents: [medium] }"),
        ],
        nonTriggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detail, style: present, embed: navigation }"),
            .homeAndDetail("{ from: Home, to: Detail, style: present, detents: [medium] }"),
        ])
}

extension Rule {
    public static let keyForOtherStyle = Rule(KeyForOtherStyleRule.self)
}

extension KeyForOtherStyleRule: SpecRule {
    /// Each key of a transition belongs to its style: the details of a presentation to the
    /// presentations that use them (`anchor` to popovers, `detents` and `grabber` to sheets, a
    /// partial curl to fullScreen), `to` to the ways back that name a screen, `segue` to the
    /// storyboard's segues, and `embed` to presentations of a screen that is no container.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for (declaration, resolution) in zip(spec.spec.transitions, spec.resolutionOfTransition) {
            let style = declaration.resolvedStyle
            if style.goesBack, declaration.from != nil {
                judgeWayBack(declaration, style, &report)
            }
            if !style.isStoryboardSegue, let segue = declaration.segue {
                report("'segue' only applies to transitions with style segue, unwind or embed", at: segue.position)
            }
            guard case .forward(let index)? = resolution else { continue }
            judgePresentation(declaration, style, &report)
            guard let embed = declaration.embed else { continue }
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

    /// A way back shows no new screen, and only `popTo` names the screen it goes back to.
    private static func judgeWayBack(_ declaration: TransitionDeclaration, _ style: TransitionStyle, _ report: inout RuleReport) {
        let presentationKeys = [
            ("embed", declaration.embed?.position), ("anchor", declaration.anchor?.position),
            ("detents", declaration.detents?.position), ("grabber", declaration.grabber?.position),
            ("modalTransition", declaration.modalTransition?.position),
            ("modalInPresentation", declaration.modalInPresentation?.position),
        ]
        for case let (key, position?) in presentationKeys {
            report("'\(key)' applies to presentations; a \(style.rawValue) shows no new screen", at: position)
        }
        guard let to = declaration.to, !style.namesDestination else { return }
        let refusal =
            switch style {
            case .pop:
                "a pop goes back to whichever screen is below on the navigation stack and names none; remove 'to', or use style popTo to go back to that screen"
            case .popToRoot:
                "a popToRoot goes back to the root of the navigation stack and names no screen; remove 'to', or use style popTo to go back to that screen"
            default: "a dismiss goes back to whichever screen presented it and names no screen; remove 'to'"
            }
        report(refusal, at: to.position)
    }

    /// The details of a presentation apply only to the styles UIKit uses them in.
    private static func judgePresentation(_ declaration: TransitionDeclaration, _ style: TransitionStyle, _ report: inout RuleReport) {
        let styleName = "style \(style.rawValue)"
        if style != .popover, let anchor = declaration.anchor {
            report("'anchor' only applies to transitions with style popover, not to \(styleName)", at: anchor.position)
        }
        if !style.presentsASheet, let detents = declaration.detents {
            report("'detents' applies to sheets (style present, pageSheet or formSheet), not to \(styleName)", at: detents.position)
        }
        if !style.presentsASheet, let grabber = declaration.grabber {
            report("'grabber' applies to sheets (style present, pageSheet or formSheet), not to \(styleName)", at: grabber.position)
        }
        if let transition = declaration.modalTransition {
            if !style.presentsModally {
                report("'modalTransition' applies to presentations, not to \(styleName)", at: transition.position)
            } else if !transition.value.isAllowed(in: style) {
                report("modalTransition partialCurl needs style fullScreen; UIKit refuses it in \(styleName)", at: transition.position)
            }
        }
        if !style.presentsModally, let modal = declaration.modalInPresentation {
            report("'modalInPresentation' applies to presentations, not to \(styleName)", at: modal.position)
        }
    }
}
