/// The place of a part of the graph (a screen, a transition, a way back) in the graph's list of
/// such parts, which keeps the order of the spec. The type says which list, so that a screen's
/// index cannot be read as a transition's: `transition.destination` is an `IndexOf<Screen>`, and
/// only `screens[transition.destination]` compiles.
public struct IndexOf<Part>: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The place in the list, counted from 0.
    public let offset: Int

    public init(_ offset: Int) {
        self.offset = offset
    }

    /// A literal place, as tests and examples write one.
    public init(integerLiteral offset: Int) {
        self.offset = offset
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.offset < rhs.offset
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
