/// Which screens the transitions connect: touched by any transition, and reached by following
/// transitions from the entry screens and, in a module's spec, from its public screens, where
/// the modules that include it come in. The validator warns about the screens it leaves out, and
/// graph pictures highlight them.
public struct Reachability: Sendable {
    /// For each screen, whether a transition or container leads to or from it.
    private var isTouched: Table<Screen, Bool>
    /// For each screen, whether it is an entry screen or a transition path leads to it from one.
    private var isReached: Table<Screen, Bool>
    /// Whether any screen is an entry screen, or a public one of the module's: without one,
    /// reachability says nothing.
    public let hasEntries: Bool
    /// Whether the graph has more than one screen: one alone is isolated by nothing.
    private let hasOtherScreens: Bool

    /// Follows the transitions and containers from the entry screens.
    public init(screens: [Screen], transitions: [Transition]) {
        self.init(screens: screens, steps: GraphIndex.steps(screens: screens, transitions: transitions))
    }

    /// Follows the steps forward of ``GraphIndex/steps`` from the entry screens.
    init(screens: [Screen], steps: Table<Screen, [GraphIndex.Step]>) {
        let screenCount = screens.count
        hasOtherScreens = screenCount > 1
        isTouched = Table(repeating: false, count: screenCount)
        for source in screens.typedIndices {
            // A container is touched even without the screens it holds (`tabs: []`, reported apart).
            guard !steps[source].isEmpty || screens[source].container != nil else { continue }
            isTouched[source] = true
            for step in steps[source] { isTouched[step.screen] = true }
        }
        // Other modules show a module's public screens, by transitions its own spec does not hold.
        let comesIn = screens.typedIndices.filter { screens[$0].isPublic && !screens[$0].isExternal }
        for screen in comesIn { isTouched[screen] = true }
        let entries = screens.typedIndices.filter { screens[$0].isEntry } + comesIn
        hasEntries = !entries.isEmpty
        isReached = Table(repeating: false, count: screenCount)
        var pending = entries
        for entry in entries { isReached[entry] = true }
        while let next = pending.popLast() {
            for step in steps[next] where !isReached[step.screen] {
                isReached[step.screen] = true
                pending.append(step.screen)
            }
        }
    }

    /// The problem with the screen at `index`, or nil when the transitions connect it.
    public func problem(ofScreenAt index: ScreenIndex) -> Problem? {
        if !isTouched[index], hasOtherScreens { return .isolated }
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

extension ResolvedSpec {
    /// Reports each screen whose problem is `problem`, once every part resolved, at the screen,
    /// in the words `message` makes of its name.
    func reportScreens(with problem: Reachability.Problem, to report: inout RuleReport, _ message: (_ name: String) -> String) {
        guard let index else { return }
        for screen in screens.typedIndices where index.reachability.problem(ofScreenAt: screen) == problem {
            report(message(screens[screen].name), at: screens[screen].location, about: .screen(screen))
        }
    }
}
