/// A way back from a screen to one shown before it: a transition of style `dismiss`, `pop`,
/// `popToRoot` or `popTo`.
///
/// Kept apart from ``NavigationGraph/transitions``: most go back to whichever screen came before,
/// which the spec does not name, and none shows a screen, so that reachability and diagrams,
/// which follow transitions forward, do not see them.
public struct BackTransition: Sendable, Equatable {
    /// What the transition undoes.
    public enum Kind: Sendable, Equatable {
        /// Dismisses the presentation the source is in.
        case dismiss
        /// Pops the source off its navigation stack.
        case pop
        /// Pops the source's navigation stack to its root.
        case popToRoot
        /// Pops the source's navigation stack to the nearest view controller of the screen at
        /// this index in ``NavigationGraph/screens`` below the source.
        case popTo(ScreenIndex)

        /// Whether it goes back one step, one presentation or one screen, as SwiftUI's dismiss
        /// action does: `dismiss` and `pop`, not the pops of several screens.
        public var goesBackOneStep: Bool { self == .dismiss || self == .pop }
    }

    /// The transition's name in lowerCamelCase (`close`, `goBackToInbox`): the method's name and
    /// the route case's.
    public var name: String
    /// The index of the source screen in ``NavigationGraph/screens``.
    public var source: ScreenIndex
    public var kind: Kind
    public var isAnimated: Bool
    public var summary: String?
    /// Where the transition is declared, for problems found after validation.
    public var location: SourceLocation?
    /// Whether a spec the graph's spec includes declares the transition: its code is that module's.
    public var isExternal = false
    /// The module of the spec that declares the transition, nil when that spec names none.
    public var module: String?

    public init(name: String, source: ScreenIndex, kind: Kind, isAnimated: Bool, summary: String?, location: SourceLocation? = nil) {
        self.name = name
        self.source = source
        self.kind = kind
        self.isAnimated = isAnimated
        self.summary = summary
        self.location = location
    }

    /// The index of the screen a `popTo` goes back to; nil for the other kinds.
    public var destination: ScreenIndex? {
        if case .popTo(let destination) = kind { return destination }
        return nil
    }

    /// The name a transition of `kind` has when the spec gives none: `close` (not `dismiss`,
    /// which is UIKit's own method), `goBack`, `goBackToRoot`, `goBackTo` + the screen's name.
    public static func defaultName(of kind: Kind, in screens: [Screen]) -> String {
        switch kind {
        case .dismiss: "close"
        case .pop: "goBack"
        case .popToRoot: "goBackToRoot"
        case .popTo(let destination): "goBackTo" + SwiftName.upperCamelCase(screens[destination].name)
        }
    }
}
