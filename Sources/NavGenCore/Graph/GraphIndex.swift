/// What the rules of a resolved graph look up, worked out once per validation and only when a rule
/// asks, rather than by each rule: the steps forward from each screen, the screens each is pushed
/// from, and the ways each may be shown.
struct GraphIndex {
    let screens: [Screen]
    let transitions: [Transition]

    init(screens: [Screen], transitions: [Transition]) {
        self.screens = screens
        self.transitions = transitions
    }

    /// For each screen, the screens one step forward from it: see
    /// ``Reachability/forwardSteps(screens:transitions:)``.
    private(set) lazy var forwardSteps = Reachability.forwardSteps(screens: screens, transitions: transitions)

    /// For each screen, the screens a push or a segue shows it from: those that can be right below
    /// it on a navigation stack. A segue may push (the storyboard decides), so it counts; an embed
    /// segue does not, its child sharing its parent's place on the stack.
    private(set) lazy var pushedFrom: [[Int]] = {
        var pushedFrom = [[Int]](repeating: [], count: screens.count)
        for transition in transitions where transition.style == .push || transition.style == .segue {
            pushedFrom[transition.destination].append(transition.source)
        }
        return pushedFrom
    }()

    /// For each screen, whether it is only ever shown without a navigation controller, where
    /// `navigationController` is nil. A screen is known to be in a stack when it is pushed, shown
    /// by a segue or an embed segue (whose parent may be), embedded by a presentation, a navigation
    /// controller's root or a split view's column, an entry screen or said to be (`inNavigation`);
    /// it is shown bare by a presentation without `embed` or as a tab.
    private(set) lazy var shownOnlyBare = Self.shownOnlyBare(screens, transitions)

    /// For each screen, whether it may be inside a presentation, where `dismiss` dismisses it (or
    /// the presented container it is in). A screen is known not to be when its only ways in are
    /// pushes and the containers that hold it, from screens known not to be, starting at the entry
    /// screens, and the children embedded in such screens; anything else (a presentation, a segue,
    /// `inNavigation`, no way in at all) may be.
    private(set) lazy var mayBePresented = Self.mayBePresented(screens, transitions)

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
