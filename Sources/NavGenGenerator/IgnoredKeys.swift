import NavGenCore

/// The keys of a spec that a built-in template leaves out of the code it writes, one warning each
/// (`template-ignores-key`), at the transition or screen that sets the key: every key is either
/// honoured or reported. A key is ignored only where it asks for something: `animated: false`,
/// not the default `true`; a `name` other than the one navgen gives without it. The transitions a
/// template skips whole are reported as such (`template-skips-transition`), not key by key.
///
/// docs/Templates.md, "What each template makes of the keys", is the table of every key and template.
extension CodeGenerator {
    /// The storyboard performs a segue, an unwind or an embed segue: its animation, members and
    /// documentation are the storyboard's and the segue identifier's.
    static func keysIgnoredByUIKit(in graph: NavigationGraph, _ own: OwnCode) -> [Diagnostic] {
        let ignoring = IgnoredKeys(graph: graph, template: .uikit)
        return own.transitions.flatMap { index -> [Diagnostic] in
            let transition = graph.transitions[index]
            guard transition.style.isStoryboardSegue else { return [] }
            let segue = transition.style == .unwind ? "unwind segue" : transition.segueNoun
            var found = [
                ignoring.animation(of: transition, because: "the storyboard performs the \(segue), as its segue says"),
                ignoring.summary(of: transition, because: "it documents no \(segue)"),
            ]
            // An embed segue's name is that of the property that finds its child.
            if transition.style != .embed {
                found.append(ignoring.name(of: transition, because: "it names the members of the \(segue) after its identifier"))
            }
            return found.compactMap { $0 }
        }
    }

    /// A flag-based router shows a destination as SwiftUI does; a popover points at the view the
    /// modifier is on, and a screen's own view is the app's.
    static func keysIgnoredByFlagRouters(in graph: NavigationGraph, _ own: OwnCode) -> [Diagnostic] {
        let ignoring = IgnoredKeys(graph: graph, template: .swiftui)
        let forward = own.transitions.flatMap { index -> [Diagnostic] in
            let transition = graph.transitions[index]
            // Segues and transitions from another module's screen are skipped whole.
            guard !transition.style.isStoryboardSegue, !graph.screens[transition.source].isExternal else { return [] }
            return [
                ignoring.animation(of: transition, because: "a router's flag shows the destination as SwiftUI animates it"),
                ignoring.anchor(of: transition, because: "a SwiftUI popover points at the view that 'navigationRoutes(_:)' modifies"),
                ignoring.modalTransition(of: transition),
            ].compactMap { $0 }
        }
        let back = own.backTransitions.compactMap { index -> Diagnostic? in
            let transition = graph.backTransitions[index]
            // `popToRoot` and `popTo` are skipped whole.
            guard transition.kind.goesBackOneStep else { return nil }
            return ignoring.animation(of: transition, because: "SwiftUI's dismiss action takes no animation")
        }
        return forward + back + ignoring.summaries(of: own.screens)
    }

    /// The stack router's navigators push and present routes as SwiftUI animates them, show no
    /// alerts, and show a route's sheet one way whichever transition presents it. A transition's
    /// `name` and `summary` are its navigator method's.
    static func keysIgnoredByStackRouter(in graph: NavigationGraph, _ own: OwnCode) -> [Diagnostic] {
        let ignoring = IgnoredKeys(graph: graph, template: .swiftuiStack)
        let forward = own.transitions.flatMap { index -> [Diagnostic] in
            let transition = graph.transitions[index]
            // Segues are skipped whole.
            guard !transition.style.isStoryboardSegue else { return [] }
            return [
                ignoring.animation(of: transition, because: "a navigator's method pushes or presents as SwiftUI animates it"),
                ignoring.anchor(of: transition, because: "a navigator presents a popover's route as a sheet, as SwiftUI shows a popover on iPhone"),
                ignoring.modalTransition(of: transition),
            ].compactMap { $0 }
        }
        let back = own.backTransitions.compactMap { index -> Diagnostic? in
            ignoring.animation(of: graph.backTransitions[index], because: "a navigator's way back goes back as SwiftUI animates it")
        }
        let alerts = own.screens.filter { !graph.screens[$0].alerts.isEmpty }.compactMap { index in
            ignoring.screenKey(
                "alerts", of: index,
                because: "the swiftui-stack template writes no alerts; show them from the screen's view, or with the swiftui template's router")
        }
        return forward + back + sheetsShownOneWay(in: graph, own, ignoring) + ignoring.summaries(of: own.screens) + alerts
    }

    /// A warning per transition that presents a route as a sheet with other details (detents,
    /// grabber, `modalInPresentation`) than the first that does: the route's sheet shows the
    /// first's, since the router presents a route whichever transition asks.
    private static func sheetsShownOneWay(in graph: NavigationGraph, _ own: OwnCode, _ ignoring: IgnoredKeys) -> [Diagnostic] {
        StackRoutes.sheetTransitions(of: graph, own).sorted { $0.key < $1.key }.flatMap { screen, transitions in
            let first = graph.transitions[transitions[0]]
            return transitions.dropFirst().compactMap { index -> Diagnostic? in
                let transition = graph.transitions[index]
                let keys = first.presentation.sheetKeys(differingFrom: transition.presentation)
                guard !keys.isEmpty else { return nil }
                let listed = keys.map { "'\($0)'" }.joined(separator: ", ")
                let route = StackRoutes.caseMatch(of: graph.screens[screen])
                return graph.diagnostic(
                    .templateIgnoresKey,
                    "\(listed) of \(ignoring.subject(transition)) differ from the first transition that presents route '\(route)' as a sheet, '\(first.name)' of screen '\(graph.screens[first.source].name)', whose details the route's sheet shows whichever transition presents it; the swiftui-stack template ignores them",
                    at: transition.location,
                    notes: first.location.map { [Diagnostic.Note("the first transition that presents '\(route)' as a sheet is here", at: $0)] } ?? [],
                    about: .transition(from: transition.source))
            }
        }
    }
}

extension Presentation {
    /// The keys of a sheet's details whose values differ between this presentation and `other`.
    func sheetKeys(differingFrom other: Presentation) -> [String] {
        [
            ("detents", detents != other.detents), ("grabber", showsGrabber != other.showsGrabber),
            ("modalInPresentation", isModalInPresentation != other.isModalInPresentation),
        ].filter(\.1).map(\.0)
    }
}

/// What the checks read of a transition that shows a screen and of a way back alike.
private protocol DeclaredTransition {
    var name: String { get }
    var source: ScreenIndex { get }
    var isAnimated: Bool { get }
    var summary: String? { get }
    var location: SourceLocation? { get }
    /// The name navgen gives the transition when the spec gives none.
    func defaultName(in screens: [Screen]) -> String
}

extension Transition: DeclaredTransition {
    fileprivate func defaultName(in screens: [Screen]) -> String { SwiftName.lowerCamelCase(screens[destination].name) }
}

extension BackTransition: DeclaredTransition {
    fileprivate func defaultName(in screens: [Screen]) -> String { Self.defaultName(of: kind, in: screens) }
}

/// The warnings of one template that it ignores a key, each saying why.
private struct IgnoredKeys {
    let graph: NavigationGraph
    let template: TemplateKind

    /// `transition 'x' of screen 'A'`: how a message names a transition.
    func subject(_ transition: some DeclaredTransition) -> String {
        "transition '\(transition.name)' of screen '\(graph.screens[transition.source].name)'"
    }

    /// `'key' of transition 'x' of screen 'A': <reason>; the <template> template ignores it`.
    private func warning(_ key: String, of transition: some DeclaredTransition, because reason: String) -> Diagnostic? {
        graph.diagnostic(
            .templateIgnoresKey, "'\(key)' of \(subject(transition)): \(reason); the \(template) template ignores it",
            at: transition.location, about: .transition(from: transition.source))
    }

    func animation(of transition: some DeclaredTransition, because reason: String) -> Diagnostic? {
        transition.isAnimated ? nil : warning("animated: false", of: transition, because: reason)
    }

    func summary(of transition: some DeclaredTransition, because reason: String) -> Diagnostic? {
        transition.summary == nil ? nil : warning("summary", of: transition, because: reason)
    }

    /// A name that the spec gives: one other than that navgen gives without it.
    func name(of transition: some DeclaredTransition, because reason: String) -> Diagnostic? {
        transition.name == transition.defaultName(in: graph.screens) ? nil : warning("name", of: transition, because: reason)
    }

    func anchor(of transition: Transition, because reason: String) -> Diagnostic? {
        transition.presentation.anchor.flatMap { warning("anchor: \($0.rawValue)", of: transition, because: reason) }
    }

    func modalTransition(of transition: Transition) -> Diagnostic? {
        transition.presentation.modalTransition.flatMap {
            warning("modalTransition: \($0.rawValue)", of: transition, because: "SwiftUI has no modal transition styles")
        }
    }

    func screenKey(_ key: String, of index: ScreenIndex, because reason: String) -> Diagnostic? {
        let screen = graph.screens[index]
        return graph.diagnostic(
            .templateIgnoresKey, "'\(key)' of screen '\(screen.name)': \(reason); the \(template) template ignores it",
            at: screen.location, about: .screen(index))
    }

    /// A warning per screen among `screens` with a summary, which a SwiftUI template has nothing
    /// to write into: the screen's view, which it would document, is the app's.
    func summaries(of screens: [ScreenIndex]) -> [Diagnostic] {
        screens.filter { graph.screens[$0].summary != nil }.compactMap { index in
            screenKey("summary", of: index, because: "the screen's view, which it would document, is the app's")
        }
    }
}
