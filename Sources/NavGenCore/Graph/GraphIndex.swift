/// What the rules of the whole graph look up, worked out once per validation, before they run,
/// rather than by each rule: the one adjacency (the steps forward from each screen, and the
/// screens each is pushed from), which screens the entry screens reach, and the ways each screen
/// may be shown.
struct GraphIndex {
    /// For each screen, the screens one step forward from it: see
    /// ``Reachability/forwardSteps(screens:transitions:)``.
    let forwardSteps: [[Int]]
    /// Which screens a transition touches, and which the entry screens reach.
    let reachability: Reachability

    /// For each screen, the screens a push or a segue shows it from: those that can be right below
    /// it on a navigation stack. A segue may push (the storyboard decides), so it counts; an embed
    /// segue does not, its child sharing its parent's place on the stack.
    let pushedFrom: [[Int]]

    /// For each screen, whether it is only ever shown without a navigation controller, where
    /// `navigationController` is nil. A screen is known to be in a stack when it is pushed, shown
    /// by a segue or an embed segue (whose parent may be), embedded by a presentation, a navigation
    /// controller's root or a split view's column, an entry screen or said to be (`inNavigation`);
    /// it is shown bare by a presentation without `embed` or as a tab.
    let shownOnlyBare: [Bool]

    /// For each screen, whether it may be inside a presentation, where `dismiss` dismisses it (or
    /// the presented container it is in). A screen is known not to be when its only ways in are
    /// pushes and the containers that hold it, from screens known not to be, starting at the entry
    /// screens, and the children embedded in such screens; anything else (a presentation, a segue,
    /// `inNavigation`, no way in at all) may be.
    let mayBePresented: [Bool]

    /// The index of a graph whose ways back are `backTransitions`. What only a kind of way back
    /// reads (``pushedFrom`` for `popTo`, ``mayBePresented`` for `dismiss`) is left empty when the
    /// graph has none: each is a table as large as the spec, which would raise its peak for nothing.
    init(screens: [Screen], transitions: [Transition], backTransitions: [BackTransition]) {
        forwardSteps = Reachability.forwardSteps(screens: screens, transitions: transitions)
        reachability = Reachability(screens: screens, forwardSteps: forwardSteps)
        var pushedFrom: [[Int]] = []
        if backTransitions.contains(where: { $0.destination != nil }) {
            pushedFrom = [[Int]](repeating: [], count: screens.count)
            for transition in transitions where transition.style == .push || transition.style == .segue {
                pushedFrom[transition.destination].append(transition.source)
            }
        }
        self.pushedFrom = pushedFrom
        shownOnlyBare = Self.shownOnlyBare(screens, transitions)
        mayBePresented = backTransitions.contains { $0.kind == .dismiss } ? Self.mayBePresented(screens, transitions) : []
    }

    /// The screens `start` leads to by `steps` (``forwardSteps`` or ``pushedFrom``), not counting
    /// `start` unless a step comes back to it; the walk stops early once `isDone` says so of a
    /// screen it finds. Nil when the walk would take more steps than `budget` has left: the one
    /// walk of the rules of the whole graph, so that no rule walks a spec of long chains for
    /// minutes.
    static func walk(
        from start: Int, along steps: [[Int]], budget: inout WalkBudget, stoppingWhen isDone: (_ found: Int) -> Bool = { _ in false }
    ) -> Set<Int>? {
        var found: Set<Int> = []
        var pending = [start]
        while let next = pending.popLast() {
            guard budget.spend(steps[next].count) else { return nil }
            for screen in steps[next] where found.insert(screen).inserted {
                if isDone(screen) { return found }
                pending.append(screen)
            }
        }
        return found
    }

    private static func shownOnlyBare(_ screens: [Screen], _ transitions: [Transition]) -> [Bool] {
        var inStack = screens.indices.map { screens[$0].isInNavigation || screens[$0].isEntry }
        var bare = [Bool](repeating: false, count: screens.count)
        for transition in transitions {
            switch transition.style {
            // A child view controller's navigationController is its parent's.
            case .push, .segue, .embed: inStack[transition.destination] = true
            case .present, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover:
                if transition.embedding == .navigation { inStack[transition.destination] = true } else { bare[transition.destination] = true }
            // They go back to a screen already shown.
            case .unwind, .dismiss, .pop, .popToRoot, .popTo: break
            }
        }
        for index in screens.indices {
            switch screens[index].container {
            case .navigation(let root): inStack[root] = true
            case .tabs(let tabs): for tab in tabs { bare[tab] = true }
            case .split(let primary, let secondary): inStack[primary] = true; inStack[secondary] = true
            case nil: break
            }
        }
        return screens.indices.map { bare[$0] && !inStack[$0] }
    }

    private static func mayBePresented(_ screens: [Screen], _ transitions: [Transition]) -> [Bool] {
        var hasWayIn = [Bool](repeating: false, count: screens.count)
        var next = [[Int]](repeating: [], count: screens.count)
        var result = screens.indices.map { screens[$0].isInNavigation }
        // An unwind goes back to a screen already shown: it is no way in.
        for transition in transitions where transition.style != .unwind {
            hasWayIn[transition.destination] = true
            // A child is in a presentation exactly when the parent that embeds it is.
            if transition.style == .push || transition.style == .embed {
                next[transition.source].append(transition.destination)
            } else {
                result[transition.destination] = true
            }
        }
        for index in screens.indices {
            for child in screens[index].container?.children ?? [] {
                hasWayIn[child] = true
                next[index].append(child)
            }
        }
        for index in screens.indices where !hasWayIn[index] && !screens[index].isEntry {
            result[index] = true
        }
        var pending = screens.indices.filter { result[$0] }
        while let screen = pending.popLast() {
            for child in next[screen] where !result[child] {
                result[child] = true
                pending.append(child)
            }
        }
        return result
    }
}
