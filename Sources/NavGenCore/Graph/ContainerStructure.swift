/// How the containers of a spec hold their children: the keys that make a screen a container,
/// decided here once for the resolution and the rules, and the cycles and nesting of containers
/// that the rules of containers walk.
extension ScreenDeclaration {
    /// The keys that make the declaration's screen a container, each with its kind, in the order
    /// of precedence: the first one decides the kind, and any other is an error.
    var containerKeys: [(key: String, kind: Container.Kind, position: SourcePosition)] {
        // Most screens are no container: they are answered without building the list below.
        guard root != nil || tabs != nil || primary != nil || secondary != nil else { return [] }
        return [
            root.map { ("root", .navigation, $0.position) },
            tabs.map { ("tabs", .tabs, $0.position) },
            (primary ?? secondary).map { (primary != nil ? "primary" : "secondary", .split, $0.position) },
        ].compactMap { $0 }
    }

    /// The kind of container the declaration makes and the names of the screens it holds, in the
    /// order of ``Container/children``; nil for a screen that is no container, or a split view
    /// without both columns.
    var declaredContainer: (kind: Container.Kind, children: [Located<String>])? {
        switch containerKeys.first?.kind {
        case .navigation: root.map { (.navigation, [$0]) }
        case .tabs: tabs.map { (.tabs, $0.value) }
        case .split:
            if let primary, let secondary { (.split, [primary, secondary]) } else { nil }
        case nil: nil
        }
    }

    /// The names of the screens its container holds, in the order of ``Container/children``.
    var childNames: [Located<String>] {
        declaredContainer?.children ?? []
    }
}

extension Container.Kind {
    /// UIKit's rules of nesting: a navigation controller's root is no container, a tab holds no
    /// tab bar controller, and a split view's column holds a screen or a navigation controller.
    func mayHold(_ childKind: Container.Kind) -> Bool {
        switch self {
        case .navigation: false
        case .tabs: childKind != .tabs
        case .split: childKind == .navigation
        }
    }
}

/// The containers that hold themselves, through their children or theirs, found once the
/// containers resolved. The walk keeps its own stack: a chain of containers may be as long as
/// the spec.
struct ContainerCycles {
    /// A cycle of containers, from the one it comes back to, with the reference that closes it.
    struct Cycle {
        let screens: [ScreenIndex]
        let closingReference: SourcePosition
    }

    /// Each cycle once, in the order the walk finds them.
    private(set) var cycles: [Cycle] = []
    /// The containers on a cycle or above one, which the other rules of containers leave alone.
    private(set) var cyclic: Set<ScreenIndex> = []

    init() {}

    init(_ declarations: [ScreenDeclaration], _ screens: [Screen]) {
        enum State { case unvisited, onPath, done }
        var states = Table<Screen, State>(repeating: .unvisited, count: screens.count)
        for start in screens.typedIndices where states[start] == .unvisited && screens[start].container != nil {
            // Each frame: a container on the path, and the position of its next child to visit.
            var path: [(screen: ScreenIndex, next: Int)] = [(start, 0)]
            states[start] = .onPath
            while let (screen, next) = path.last {
                let children = screens[screen].container?.children ?? []
                guard next < children.count else {
                    states[screen] = .done
                    path.removeLast()
                    if let parent = path.last, cyclic.contains(screen) { cyclic.insert(parent.screen) }
                    continue
                }
                path[path.count - 1].next += 1
                let child = children[next]
                switch states[child] {
                case .onPath:
                    let cycle = path.drop { $0.screen != child }.map(\.screen)
                    cyclic.formUnion(cycle)
                    cycles.append(Cycle(screens: cycle, closingReference: declarations[screen].childNames[next].position))
                case .done:
                    if cyclic.contains(child) { cyclic.insert(screen) }
                case .unvisited:
                    if screens[child].container == nil {
                        states[child] = .done
                    } else {
                        states[child] = .onPath
                        path.append((child, 0))
                    }
                }
            }
        }
    }
}

extension ResolvedSpec {
    /// Calls `body` with each child of each container on no cycle, once every container resolved:
    /// the container's index, the child's, the words for its place (`the root`) and the name that
    /// refers to it.
    func forEachContainerChild(_ body: (_ container: ScreenIndex, _ child: ScreenIndex, _ place: String, _ reference: Located<String>) -> Void) {
        guard containersResolved else { return }
        for index in screens.typedIndices {
            guard let container = screens[index].container, !containerCycles.cyclic.contains(index) else { continue }
            let references = spec.screens[index].childNames
            for (position, child) in container.children.enumerated() {
                body(index, child, container.kind.place(ofChildAt: position), references[position])
            }
        }
    }

    /// The containers on no cycle below which every container holds only what UIKit's nesting
    /// allows, once every container resolved. What lies below a container is only walked where
    /// the nesting holds, which keeps it three levels deep at most (a tab, a column, a root): a
    /// spec of a hundred thousand containers nested in each other gets the errors of their
    /// nesting, not a deep walk.
    func containersThatNestWell() -> [ScreenIndex] {
        guard containersResolved else { return [] }
        var memo = Table<Screen, Bool?>(repeating: nil, count: screens.count)
        func nestsWell(_ index: ScreenIndex, depth: Int) -> Bool {
            if let known = memo[index] { return known }
            guard let container = screens[index].container else { return true }
            // A tab holds a split view whose column holds a navigation controller: three levels.
            guard depth < 3 else { return false }
            let result = container.children.allSatisfy { child in
                screens[child].container.map { container.kind.mayHold($0.kind) } ?? true && nestsWell(child, depth: depth + 1)
            }
            memo[index] = result
            return result
        }
        return screens.typedIndices.filter { index in
            screens[index].container != nil && !containerCycles.cyclic.contains(index) && nestsWell(index, depth: 0)
        }
    }
}
