/// The access level of generated declarations.
public enum AccessLevel: String, CaseIterable, Sendable {
    case `internal`, `public`, `package`

    /// Whether code of this level is seen wherever code of `other` is: `public` covers `package`,
    /// which covers `internal`.
    public func covers(_ other: AccessLevel) -> Bool {
        rank >= other.rank
    }

    private var rank: Int {
        switch self {
        case .internal: 0
        case .package: 1
        case .public: 2
        }
    }
}

/// How a screen's parameters reach its view controller.
public enum Injection: String, CaseIterable, Sendable {
    /// Through the view controller's initializer, so its state can stay `private let`.
    case initializer
    /// Through properties set after the view controller was created.
    case property
}

/// The bundle that holds a storyboard or nib.
public enum BundleChoice: String, CaseIterable, Sendable {
    /// `Bundle.main` (written as `nil` where UIKit accepts it).
    case main
    /// `Bundle.module`, for resources of a Swift package target.
    case module
}

/// Where a screen's view controller comes from.
public enum ScreenSource: String, CaseIterable, Sendable {
    case storyboard, nib, code
}

/// Which list view a cell belongs to.
public enum CellKind: String, CaseIterable, Sendable {
    case table, collection
}

/// How a transition shows its destination, or, for the styles that go back, what it undoes.
public enum TransitionStyle: String, CaseIterable, Sendable {
    case push, present, fullScreen, overFullScreen, pageSheet, formSheet, segue
    /// Presented in a popover, anchored to a view or bar button item the method takes.
    case popover
    /// An unwind segue of the storyboard: back from the source to the destination, an earlier screen.
    case unwind
    /// An embed segue of the storyboard: a container view of the source holds the destination,
    /// a child view controller the storyboard creates as it loads the source's view.
    case embed

    /// Going back: dismisses the presentation the source is in, pops it, pops its stack to the
    /// root, or pops its stack to the screen `to` names.
    case dismiss, pop, popToRoot, popTo

    /// Whether the storyboard performs it: a segue, an unwind or an embed segue.
    public var isStoryboardSegue: Bool { self == .segue || self == .unwind || self == .embed }

    /// Whether it presents its destination modally in code, where the details of a presentation
    /// (`modalTransition`, `modalInPresentation`) apply.
    public var presentsModally: Bool {
        switch self {
        case .present, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover: true
        case .push, .segue, .unwind, .embed, .dismiss, .pop, .popToRoot, .popTo: false
        }
    }

    /// Whether it presents a sheet, whose `detents` and `grabber` apply.
    public var presentsASheet: Bool { self == .present || self == .pageSheet || self == .formSheet }

    /// Whether the style goes back to a screen shown before, in code, rather than shows one. An
    /// `unwind` goes back too, but the storyboard performs it, so it is resolved with the segues.
    public var goesBack: Bool {
        switch self {
        case .dismiss, .pop, .popToRoot, .popTo: true
        case .push, .present, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover, .segue, .unwind, .embed: false
        }
    }

    /// Whether a transition of the style names a screen in `to`: all but `dismiss`, `pop` and
    /// `popToRoot`, which go back to whichever screen came before.
    public var namesDestination: Bool {
        switch self {
        case .dismiss, .pop, .popToRoot: false
        case .push, .present, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover, .segue, .unwind, .embed, .popTo: true
        }
    }
}

/// How the SwiftUI routers are observed.
public enum Observation: String, CaseIterable, Sendable {
    /// `ObservableObject` with `@Published` properties (iOS 13 and later).
    case observableObject
    /// The Observation framework's `@Observable` (iOS 17 and later).
    case observable
}

/// What a transition wraps its destination in before it presents it.
public enum Embedding: String, CaseIterable, Sendable {
    /// A new `UINavigationController` whose root is the destination: a flow with its own stack.
    case navigation
}

/// What a popover points at: the generated method takes it as an argument of this kind.
public enum PopoverAnchor: String, CaseIterable, Sendable {
    /// A `UIView`, whose bounds are the source rectangle.
    case view
    /// A `UIBarButtonItem`.
    case barButtonItem
}

/// The `UIModalTransitionStyle` of a presentation: how the destination comes on screen.
public enum ModalTransition: String, CaseIterable, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl

    /// Whether UIKit presents with it in a presentation of `style`: it raises an exception when
    /// it presents a partial curl in any style but fullScreen.
    public func isAllowed(in style: TransitionStyle) -> Bool {
        self != .partialCurl || style == .fullScreen
    }
}

/// A height a sheet can rest at.
public enum SheetDetent: Sendable, Equatable, Hashable {
    /// About half the screen.
    case medium
    /// The full height.
    case large
    /// A height in points.
    case custom(Double)

    /// The words a spec writes for the system's detents; a custom one is a number.
    public static let words = ["medium", "large"]

    /// The detent as a spec writes it: `medium`, `large`, or its height (`320`, `312.5`).
    public var spelling: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .custom(let height): height.rounded() == height && abs(height) < 1e15 ? String(Int(height)) : String(height)
        }
    }
}
