/// The access level of generated declarations.
public enum AccessLevel: String, CaseIterable, Sendable {
    case `internal`, `public`, `package`
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

/// How a transition shows its destination.
public enum TransitionStyle: String, CaseIterable, Sendable {
    case push, present, fullScreen, overFullScreen, pageSheet, formSheet, segue
    /// An unwind segue of the storyboard: back from the source to the destination, an earlier screen.
    case unwind

    /// Whether the storyboard performs it, by the segue identifier the transition names.
    public var isStoryboardSegue: Bool { self == .segue || self == .unwind }
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
