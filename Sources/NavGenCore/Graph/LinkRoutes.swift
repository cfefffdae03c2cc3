/// The shortest way from an entry screen to each screen through the transitions a link can take on
/// its own: pushes and presentations. Segues need the storyboard, popovers a view to point at, and
/// tab bar and split view controllers a choice of child, so a link takes none of them; an entry
/// that is a navigation controller starts at its root. The transitions of a spec the graph's spec
/// includes are that module's code, out of the link's reach.
struct LinkRoutes {
    /// For each screen index, the step that reaches it: the screen before it and the transition,
    /// or nil when it starts a route; absent when no route reaches it.
    private var arrival: [Int: (previous: Int, transition: Int)?] = [:]

    init(screens: [Screen], transitions: [Transition]) {
        var outgoing = [[Int]](repeating: [], count: screens.count)
        for (index, transition) in transitions.enumerated() where !transition.isExternal && Self.linkCanTake(transition.style) {
            outgoing[transition.source].append(index)
        }
        var queue: [Int] = []
        for index in screens.indices where screens[index].isEntry {
            let start = if case .navigation(let root) = screens[index].container { root } else { index }
            if arrival[start] == nil {
                arrival[start] = .some(nil)
                queue.append(start)
            }
        }
        // Breadth first, in the order of the spec, so that the shortest route wins and ties go to
        // the transition written first.
        var next = 0
        while next < queue.count {
            let screen = queue[next]
            next += 1
            for transition in outgoing[screen] {
                let destination = transitions[transition].destination
                guard arrival[destination] == nil else { continue }
                arrival[destination] = (screen, transition)
                queue.append(destination)
            }
        }
    }

    static func linkCanTake(_ style: TransitionStyle) -> Bool {
        style == .push || (style.presentsModally && style != .popover)
    }

    /// The screens from an entry screen to `screen`, each with the transition that shows it; nil
    /// when no route reaches it.
    func route(to screen: Int) -> [(screen: Int, transition: Int?)]? {
        guard var step = arrival[screen] else { return nil }
        var route: [(screen: Int, transition: Int?)] = [(screen, step?.transition)]
        while let (previous, _) = step {
            step = arrival[previous] ?? nil
            route.append((previous, step?.transition))
        }
        return route.reversed()
    }
}
