/// The part of a graph whose code its spec generates: the screens it declares and the transitions
/// it declares, including those from a screen of a module it includes (an extension of that
/// module's class in this one); not the screens and transitions of the specs it includes, which
/// their own specs generate.
///
/// Every output that writes code per screen or per transition reads this one answer, so that what
/// a module's file holds is decided in one place.
public struct OwnCode: Sendable {
    /// The indices of the screens the spec declares, in the order of the spec.
    public let screens: [ScreenIndex]
    /// The indices in ``NavigationGraph/transitions`` of the transitions the spec declares, in order.
    public let transitions: [TransitionIndex]
    /// The indices in ``NavigationGraph/backTransitions`` of the ways back the spec declares, in order.
    public let backTransitions: [BackTransitionIndex]
    /// For each screen index, the spec's own ``transitions`` that start from it and have generated
    /// code: all but the segues without identifier, which only the storyboard performs and for
    /// which nothing is generated.
    public let transitionsFrom: Table<Screen, [TransitionIndex]>
    /// For each screen index, the spec's own ``backTransitions`` that start from it.
    public let backTransitionsFrom: Table<Screen, [BackTransitionIndex]>
    /// The first of the spec's own screens of each storyboard, in the order of first use: one
    /// entry of the storyboard registry each.
    public let storyboardScreens: [ScreenIndex]
    /// The screens a router whose routes are values navigates to: see
    /// ``stackRouteScreens(of:transitions:)``.
    public let stackRouteScreens: [ScreenIndex]

    public init(of graph: NavigationGraph) {
        screens = graph.screens.typedIndices.filter { !graph.screens[$0].isExternal }
        transitions = graph.transitions.typedIndices.filter { !graph.transitions[$0].isExternal }
        backTransitions = graph.backTransitions.typedIndices.filter { !graph.backTransitions[$0].isExternal }
        var transitionsFrom = Table<Screen, [TransitionIndex]>(repeating: [], count: graph.screens.count)
        for index in transitions where graph.transitions[index].hasGeneratedCode {
            transitionsFrom[graph.transitions[index].source].append(index)
        }
        self.transitionsFrom = transitionsFrom
        var backTransitionsFrom = Table<Screen, [BackTransitionIndex]>(repeating: [], count: graph.screens.count)
        for index in backTransitions {
            backTransitionsFrom[graph.backTransitions[index].source].append(index)
        }
        self.backTransitionsFrom = backTransitionsFrom
        // The validator keeps one bundle per storyboard name among a spec's own screens, so the
        // name tells a storyboard of the registry.
        var seen: Set<String> = []
        storyboardScreens = screens.filter { index in
            graph.screens[index].storyboard.map { seen.insert($0.name).inserted } ?? false
        }
        stackRouteScreens = Self.stackRouteScreens(of: graph, transitions: transitions)
    }
}

extension NavigationGraph {
    /// The part of the graph whose code its spec generates.
    public var ownCode: OwnCode { OwnCode(of: self) }
}
