import NavGenCore
import NavGenStoryboards

/// The checks of segues that carry data and of unwind segues: Interface Builder must connect them
/// to the generated actions, by selector.
extension VerificationRun {
    /// The identifier of a segue or unwind transition, the scene of its source and that scene's
    /// segue of the identifier (nil when it has none); nil when verify has not found the scene.
    func sourceSegue(of transition: Transition) -> (String, LocatedScene, ViewController, Segue?)? {
        guard let identifier = transition.segue, let source = scenes[transition.source],
            let controller = source.scene.controller
        else { return nil }
        return (identifier, source, controller, controller.segues.first { $0.identifier == identifier })
    }

    /// The segue of the source's scene `located` that `transition` stands for, with the scene it
    /// leads to: the one with its identifier; for a segue without one (`segue: false`, or an embed
    /// segue without `segue`), a segue of its kind without identifier that leads to a scene of the
    /// destination's class, directly or as the root of a navigation controller, which is then the
    /// scene. Of several such segues (a scene that presents four navigation controllers), it is
    /// the one to the destination's scene when that is known, else the first to a scene that is no
    /// other screen's, else the first.
    func segue(of transition: Transition, in located: LocatedScene) -> (Segue, LocatedScene)? {
        guard let controller = located.scene.controller else { return nil }
        if let identifier = transition.segue {
            guard let segue = controller.segues.first(where: { $0.identifier == identifier }),
                let scene = catalog.destination(of: segue, in: located.storyboard)
            else { return nil }
            return (segue, scene)
        }
        let className = graph.screens[transition.destination].className
        let isOfItsKind: (Segue) -> Bool = transition.style == .embed ? \.isEmbed : \.showsAScene
        var candidates: [(Segue, LocatedScene)] = []
        for segue in controller.segues where segue.identifier == nil && isOfItsKind(segue) {
            guard let direct = catalog.destination(of: segue, in: located.storyboard) else { continue }
            if let scene = [direct, catalog.unwrappingNavigation(direct)].first(where: { $0.scene.controller?.className == className }) {
                candidates.append((segue, scene))
            }
        }
        guard candidates.count > 1 else { return candidates.first }
        if let expected = scenes[transition.destination] {
            return candidates.first { $0.1.key == expected.key } ?? candidates[0]
        }
        let taken = Set(scenes.values.map(\.key))
        return candidates.first { !taken.contains($0.1.key) } ?? candidates[0]
    }

    /// A transition with `segue: false`, or an embed segue without `segue`, needs a segue of its
    /// kind without identifier in its source's scene that leads to the destination's scene.
    mutating func checkSegueWithoutIdentifier(_ transition: Transition) {
        guard let source = scenes[transition.source], let controller = source.scene.controller else { return }
        let destination = graph.screens[transition.destination]
        let kind = transition.segueNoun
        guard let (segue, scene) = segue(of: transition, in: source) else {
            error(
                .missingSegue, "the scene of screen '\(graph.screens[transition.source].name)' in storyboard '\(source.storyboard.name)' has no \(kind) without identifier to a scene of class '\(destination.className)', for screen '\(destination.name)'",
                at: transition.location, note: ("the scene is here", controller.location))
            return
        }
        if let expected = scenes[transition.destination], expected.key != scene.key, let found = scene.scene.controller {
            error(
                .segueDestination, "the \(kind) without identifier of screen '\(graph.screens[transition.source].name)' to class '\(destination.className)' leads to \(found.sceneDescription), not to the scene of screen '\(destination.name)'",
                at: transition.location, note: ("the segue is here", segue.location))
        }
    }

    /// Code performs a segue and the storyboard an embed segue, as it loads the view: a transition
    /// of either style must name a segue of its kind.
    mutating func checkKind(of segue: Segue, for transition: Transition) -> Bool {
        guard segue.isEmbed != (transition.style == .embed) else { return true }
        let what = "segue '\(segue.identifier ?? "")' of screen '\(graph.screens[transition.source].name)'"
        let problem =
            segue.isEmbed
            ? "is an embed segue, which the storyboard performs as it loads the view, and no code can; describe it with style: embed"
            : "is a \(segue.kind) segue, not the embed segue of a container view"
        error(.segueKind, "\(what) \(problem)", at: transition.location, note: ("the segue is here", segue.location))
        return false
    }

    /// A segue into a screen that takes its parameters in its initializer must call the segue
    /// action that creates it with them: without it, UIKit creates the destination with
    /// `init(coder:)` and the parameters are lost.
    mutating func checkSegueAction(of transition: Transition, _ segue: Segue) {
        guard case .segueAction(let name)? = graph.segueDelivery(of: transition) else { return }
        let expected = name + ":sender:"
        guard segue.destinationCreationSelector != expected else { return }
        let what = "segue '\(transition.segue ?? "")' of screen '\(graph.screens[transition.source].name)'"
        let action = "the segue action \(name)(_:sender:), which gives '\(graph.screens[transition.destination].name)' its parameters"
        let message =
            segue.destinationCreationSelector.map { "\(what) calls '\($0)', not \(action)" }
            ?? "\(what) does not call \(action); connect the segue to it in Interface Builder"
        error(.segueAction, message, at: transition.location, note: ("the segue is here", segue.location))
    }

    /// An unwind transition needs an unwind segue of that identifier in the source's scene, which
    /// calls the action of the screen it goes back to.
    mutating func checkUnwind(_ transition: Transition) {
        guard let (identifier, source, controller, found) = sourceSegue(of: transition) else { return }
        let screen = graph.screens[transition.source]
        let destination = graph.screens[transition.destination]
        let expected = destination.unwindActionName + ":"
        guard let segue = found else {
            let unwinds = controller.segues.filter { $0.kind == "unwind" }.compactMap(\.identifier)
            let hint = Suggestion.hint(for: identifier, in: unwinds)
            error(
                .missingSegue, "the scene of screen '\(screen.name)' in storyboard '\(source.storyboard.name)' has no unwind segue '\(identifier)'"
                    + (hint.isEmpty ? "; control-drag from the scene to its Exit and choose \(expected)" : hint),
                at: transition.location, note: ("the scene is here", controller.location))
            return
        }
        guard segue.kind == "unwind" else {
            error(
                .segueKind, "segue '\(identifier)' of screen '\(screen.name)' is a \(segue.kind) segue, not an unwind segue",
                at: transition.location, note: ("the segue is here", segue.location))
            return
        }
        guard segue.unwindAction != expected else { return }
        let calls = segue.unwindAction.map { "calls '\($0)'" } ?? "calls no action"
        error(
            .segueAction, "unwind segue '\(identifier)' of screen '\(screen.name)' \(calls), not '\(expected)', the unwind action of '\(destination.name)'",
            at: transition.location, note: ("the segue is here", segue.location))
    }
}
