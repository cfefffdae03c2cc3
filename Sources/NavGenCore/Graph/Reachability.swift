/// Which screens the transitions connect: touched by any transition, and reached by following
/// transitions from the entry screens and, in a module's spec, from its public screens, where
/// the modules that include it come in. The validator warns about the screens it leaves out, and
/// graph pictures highlight them.
public struct Reachability: Sendable {
    /// For each screen index, whether a transition or container leads to or from it.
    public private(set) var isTouched: [Bool]
    /// For each screen index, whether it is an entry screen or a transition path leads to it from one.
    public private(set) var isReached: [Bool]
    /// Whether any screen is an entry screen, or a public one of the module's: without one,
    /// reachability says nothing.
    public let hasEntries: Bool

    /// Follows the ``forwardSteps(screens:transitions:)`` from the entry screens.
    public init(screens: [Screen], transitions: [Transition]) {
        self.init(screens: screens, forwardSteps: Self.forwardSteps(screens: screens, transitions: transitions))
    }

    /// Follows `outgoing`, the steps forward from each screen, from the entry screens.
    init(screens: [Screen], forwardSteps outgoing: [[Int]]) {
        let screenCount = screens.count
        isTouched = [Bool](repeating: false, count: screenCount)
        // A container is touched even without the screens it holds (`tabs: []`, reported apart).
        for (source, destinations) in outgoing.enumerated() where !destinations.isEmpty || screens[source].container != nil {
            isTouched[source] = true
            for destination in destinations { isTouched[destination] = true }
        }
        // Other modules show a module's public screens, by transitions its own spec does not hold.
        let comesIn = screens.indices.filter { screens[$0].isPublic && !screens[$0].isExternal }
        for screen in comesIn { isTouched[screen] = true }
        let entries = screens.indices.filter { screens[$0].isEntry } + comesIn
        hasEntries = !entries.isEmpty
        isReached = [Bool](repeating: false, count: screenCount)
        var pending = entries
        for entry in entries { isReached[entry] = true }
        while let next = pending.popLast() {
            for destination in outgoing[next] where !isReached[destination] {
                isReached[destination] = true
                pending.append(destination)
            }
        }
    }

    /// For each screen index, the screens one step forward from it: the destinations of its
    /// transitions, but for unwinds, which go back to a screen already shown, then the screens it
    /// holds if it is a container.
    static func forwardSteps(screens: [Screen], transitions: [Transition]) -> [[Int]] {
        var steps = [[Int]](repeating: [], count: screens.count)
        for transition in transitions where transition.style != .unwind {
            steps[transition.source].append(transition.destination)
        }
        // By index: copying each screen out of the array would cost more than the walk.
        for index in screens.indices {
            guard let children = screens[index].container?.children else { continue }
            steps[index] += children
        }
        return steps
    }

    /// The problem with the screen at `index`, or nil when the transitions connect it.
    public func problem(ofScreenAt index: Int) -> Problem? {
        if !isTouched[index], isTouched.count > 1 { return .isolated }
        if hasEntries, !isReached[index] { return .unreachable }
        return nil
    }

    /// Why a screen is not connected.
    public enum Problem: Sendable, Equatable {
        /// No transition leads to or from it (in a spec with more than one screen).
        case isolated
        /// No path of transitions leads to it from an entry screen.
        case unreachable
    }
}

extension NavigationGraph {
    /// Which screens the graph's transitions connect.
    public var reachability: Reachability {
        Reachability(screens: screens, transitions: transitions)
    }
}
