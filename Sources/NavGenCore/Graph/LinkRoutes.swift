/// The shortest way from an entry screen to each screen through the steps a link can take on its
/// own: pushes and presentations, and, in the containers of an entry screen (as deep as they
/// nest), choosing a screen a container holds (a tab, a column, a navigation controller's root).
/// A container presented on the way shows what its factory put in it. Segues need the storyboard
/// and popovers a view to point at, so a link takes neither; an entry that is a navigation
/// controller starts at its root. The screens and transitions of a spec the graph's spec
/// includes are that module's code, out of the link's reach.
struct LinkRoutes {
    /// How a step reaches its screen: by a transition, or as the child of a container at a place.
    enum Way {
        case transition(Int)
        case child(place: Int)

        var transition: Int? { if case .transition(let index) = self { index } else { nil } }
        var place: Int? { if case .child(let place) = self { place } else { nil } }
    }

    /// For each screen index, the step that reaches it: the screen before it and the way, or nil
    /// when it starts a route; absent when no route reaches it.
    private var arrival: [Int: (previous: Int, way: Way)?] = [:]

    init(screens: [Screen], transitions: [Transition]) {
        var outgoing = [[(destination: Int, way: Way)]](repeating: [], count: screens.count)
        for (index, transition) in transitions.enumerated() where !transition.isExternal && Self.linkCanTake(transition.style) {
            outgoing[transition.source].append((transition.destination, .transition(index)))
        }
        // An entry navigation controller starts at its root, which the app shows already.
        var held = screens.indices.filter { screens[$0].isEntry && screens[$0].container?.kind != .navigation }
        var isHeld = Set(held)
        while let index = held.popLast() {
            guard !screens[index].isExternal else { continue }
            for (place, child) in (screens[index].container?.children ?? []).enumerated() {
                outgoing[index].append((child, .child(place: place)))
                if isHeld.insert(child).inserted { held.append(child) }
            }
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
        // the transition written first, then to a container's child.
        var next = 0
        while next < queue.count {
            let screen = queue[next]
            next += 1
            for step in outgoing[screen] where arrival[step.destination] == nil {
                arrival[step.destination] = (screen, step.way)
                queue.append(step.destination)
            }
        }
    }

    static func linkCanTake(_ style: TransitionStyle) -> Bool {
        style == .push || (style.presentsModally && style != .popover)
    }

    /// The screens from an entry screen to `screen`, each with the way it comes on screen (nil for
    /// the entry screen); nil when no route reaches it.
    func route(to screen: Int) -> [(screen: Int, way: Way?)]? {
        guard var step = arrival[screen] else { return nil }
        var route: [(screen: Int, way: Way?)] = [(screen, step?.way)]
        while let (previous, _) = step {
            step = arrival[previous] ?? nil
            route.append((previous, step?.way))
        }
        return route.reversed()
    }
}
