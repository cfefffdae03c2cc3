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
        error(message, at: transition.location, note: ("the segue is here", segue.location))
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
                "the scene of screen '\(screen.name)' in storyboard '\(source.storyboard.name)' has no unwind segue '\(identifier)'"
                    + (hint.isEmpty ? "; control-drag from the scene to its Exit and choose \(expected)" : hint),
                at: transition.location, note: ("the scene is here", controller.location))
            return
        }
        guard segue.kind == "unwind" else {
            error(
                "segue '\(identifier)' of screen '\(screen.name)' is a \(segue.kind) segue, not an unwind segue",
                at: transition.location, note: ("the segue is here", segue.location))
            return
        }
        guard segue.unwindAction != expected else { return }
        let calls = segue.unwindAction.map { "calls '\($0)'" } ?? "calls no action"
        error(
            "unwind segue '\(identifier)' of screen '\(screen.name)' \(calls), not '\(expected)', the unwind action of '\(destination.name)'",
            at: transition.location, note: ("the segue is here", segue.location))
    }
}
