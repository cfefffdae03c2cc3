/// The names of the members generated for storyboard segues, which Interface Builder connects
/// to and `navgen verify` looks for in the storyboards.
extension Screen {
    /// `unwindToInbox`: the action that unwind segues back to the screen call, and Interface
    /// Builder's Exit connects them to.
    public var unwindActionName: String { Self.unwindActionName(of: name) }

    /// The unwind action of the screen called `name`.
    public static func unwindActionName(of name: String) -> String {
        "unwindTo" + SwiftName.upperCamelCase(name)
    }
}

extension Transition {
    /// `ShowMessage` for segue `showMessage`: its identifier in UpperCamelCase, from which the names
    /// of the members of a segue that carries data come. Nil for a transition that is no segue.
    public var segueStem: String? {
        guard style == .segue, let segue else { return nil }
        return SwiftName.upperCamelCase(SwiftName.lowerCamelCase(fromWords: segue))
    }
}

/// How a segue gives its destination the parameters it carries.
public enum SegueDelivery: Sendable, Equatable {
    /// The destination takes them in its initializer, which a segue action of the source calls:
    /// the action's name (`makeShowMessage`).
    case segueAction(String)
    /// The view controllers the storyboard created take them as properties, which the source's
    /// `prepare(for:sender:)` sets through the generated hook.
    case prepare
}

extension NavigationGraph {
    /// How segue `transition` delivers the parameters of its destination; nil for a segue into a
    /// screen (and container) without parameters or not from a storyboard, whose scene no segue
    /// creates, or a transition that is no segue.
    public func segueDelivery(of transition: Transition) -> SegueDelivery? {
        let destination = screens[transition.destination]
        guard let stem = transition.segueStem, destination.storyboard != nil,
            !factoryParameters(ofScreenAt: transition.destination).isEmpty
        else { return nil }
        guard destination.container == nil, destination.injection == .initializer else { return .prepare }
        return .segueAction("make" + stem)
    }
}
