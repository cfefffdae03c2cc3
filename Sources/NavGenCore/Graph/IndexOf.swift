/// The place of a part of the graph (a screen, a transition, a way back) in the graph's list of
/// such parts, which keeps the order of the spec. The type says which list, so that a screen's
/// index cannot be read as a transition's: `transition.destination` is an `IndexOf<Screen>`, and
/// only `screens[transition.destination]` compiles.
public struct IndexOf<Part>: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The place, in 32 bits: half the size of an `Int`, which halves the graph's lists of screens
    /// (a container's children, the adjacency's steps) at the peak of a large spec's memory. A
    /// spec of 2³² screens would need hundreds of gigabytes before it got here.
    private let storage: UInt32

    /// The place in the list, counted from 0.
    public var offset: Int {
        Int(storage)
    }

    public init(_ offset: Int) {
        storage = UInt32(offset)
    }

    /// A literal place, as tests and examples write one.
    public init(integerLiteral offset: Int) {
        self.init(offset)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.storage < rhs.storage
    }

    public var description: String {
        "\(offset)"
    }
}

/// A screen's place in ``NavigationGraph/screens``.
public typealias ScreenIndex = IndexOf<Screen>
/// A forward transition's place in ``NavigationGraph/transitions``.
public typealias TransitionIndex = IndexOf<Transition>
/// A way back's place in ``NavigationGraph/backTransitions``.
public typealias BackTransitionIndex = IndexOf<BackTransition>

extension Array {
    /// The part at `index` of a list of the graph's parts.
    public subscript(_ index: IndexOf<Element>) -> Element {
        get { self[index.offset] }
        set { self[index.offset] = newValue }
    }

    /// The places of the list's parts, in order.
    public var typedIndices: [IndexOf<Element>] {
        indices.map { IndexOf($0) }
    }
}

/// One value for each part of a list of the graph (each screen, each transition), read and
/// written by the part's typed index: the tables the rules and the graph's index build.
public struct Table<Part, Value> {
    /// The values, at the offsets of their parts.
    public private(set) var values: [Value]

    /// A table of `count` parts, each with `value`.
    public init(repeating value: Value, count: Int) {
        values = [Value](repeating: value, count: count)
    }

    /// A table of `parts`, each with the value `value` gives it.
    public init(_ parts: [Part], _ value: (Part) throws -> Value) rethrows {
        values = try parts.map(value)
    }

    public subscript(_ index: IndexOf<Part>) -> Value {
        get { values[index.offset] }
        set { values[index.offset] = newValue }
    }

    /// Whether the table has no parts: a table the graph leaves empty when nothing reads it.
    public var isEmpty: Bool {
        values.isEmpty
    }
}

extension Table: Sendable where Value: Sendable {}
extension Table: Equatable where Value: Equatable {}
