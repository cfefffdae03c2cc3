/// The shortest way from an entry screen to each screen through the steps a link can take on its
/// own: pushes and presentations, and, in the containers of an entry screen (as deep as they
/// nest), choosing a screen a container holds (a tab, a column, a navigation controller's root).
/// A container presented on the way shows what its factory put in it, so a link chooses no tab
/// or column there; a presented navigation controller's stack starts at its root, so a link goes
/// on through the root to the screens pushed on it and presented from them. Segues need the
/// storyboard and popovers a view to point at, so a link takes neither; an entry that is a
/// navigation controller starts at its root. The transitions of a spec the graph's spec includes
/// are steps too, after the graph's own where routes are as short: the stack router pushes and
/// presents them as that module's routes, wrapped in the app's (the `uikit` template, whose methods
/// for them are that module's, refuses such a link).
struct LinkRoutes {
    /// For each screen index, the step that reaches it (``LinkStep``'s transition or place) and the
    /// screen before it, or nil when it starts a route; absent when no route reaches it.
    private var arrival: [ScreenIndex: (previous: ScreenIndex, step: LinkStep)?] = [:]

    init(screens: [Screen], transitions: [Transition]) {
        var outgoing = Table<Screen, [LinkStep]>(repeating: [], count: screens.count)
        for index in transitions.typedIndices where Self.linkCanTake(transitions[index].style) {
            let transition = transitions[index]
            outgoing[transition.source].append(LinkStep(screen: transition.destination, transition: index, arguments: []))
        }
        // An entry navigation controller starts at its root, which the app shows already.
        var held = screens.typedIndices.filter { screens[$0].isEntry && screens[$0].container?.kind != .navigation }
        var isHeld = Set(held)
        while let index = held.popLast() {
            guard !screens[index].isExternal else { continue }
            for (place, child) in (screens[index].container?.children ?? []).enumerated() {
                outgoing[index].append(LinkStep(screen: child, transition: nil, place: place, arguments: []))
                if isHeld.insert(child).inserted { held.append(child) }
            }
        }
        // A navigation controller presented on the way holds one screen, its root, which its
        // factory made: the link goes on through it to the screens pushed on it and presented
        // from them, and sets that stack as it presents the controller.
        for index in screens.typedIndices where !isHeld.contains(index) && !screens[index].isExternal {
            if case .navigation(let root)? = screens[index].container {
                outgoing[index].append(LinkStep(screen: root, transition: nil, place: 0, arguments: []))
            }
        }
        var queue: [ScreenIndex] = []
        for index in screens.typedIndices where screens[index].isEntry {
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
            for step in outgoing[screen] where arrival[step.screen] == nil {
                arrival[step.screen] = (screen, step)
                queue.append(step.screen)
            }
        }
    }

    static func linkCanTake(_ style: TransitionStyle) -> Bool {
        style == .push || (style.presentsModally && style != .popover)
    }

    /// The steps from an entry screen to `screen`, each with the transition or the place that shows
    /// its screen (neither for the entry screen) and no arguments yet; nil when no route reaches it.
    func route(to screen: ScreenIndex) -> [LinkStep]? {
        guard var arrived = arrival[screen] else { return nil }
        var route = [arrived?.step ?? LinkStep(screen: screen, transition: nil, arguments: [])]
        while let (previous, _) = arrived {
            arrived = arrival[previous] ?? nil
            route.append(arrived?.step ?? LinkStep(screen: previous, transition: nil, arguments: []))
        }
        return route.reversed()
    }
}
