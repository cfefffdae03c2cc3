/// The rules of containers: navigation, tab bar and split view controllers and the screens they
/// hold, and the navigation stacks that pushes need.
extension ValidationRun {
    /// Reports the keys of two kinds of container on one screen, a split view without both
    /// columns and empty tabs; returns the kind of container the declaration makes of its screen
    /// (by `root`, `tabs`, or `primary` and `secondary`).
    mutating func checkContainerKeys(of declaration: ScreenDeclaration) -> Container.Kind? {
        let declared = Self.containerKeys(of: declaration)
        guard let first = declared.first else { return nil }
        if declared.count > 1 {
            report(
                .containerShape, "screen '\(declaration.name.value)' has both '\(first.key)' and '\(declared[1].key)'; a container is a navigation, a tab bar or a split view controller",
                at: declared[1].position)
        }
        if first.kind == .split, declaration.primary == nil || declaration.secondary == nil {
            let missing = declaration.primary == nil ? "primary" : "secondary"
            report(.containerShape, "split view controller '\(declaration.name.value)' needs '\(missing)' too", at: first.position)
        }
        if let tabs = declaration.tabs, tabs.value.isEmpty {
            report(.containerShape, "'tabs' of screen '\(declaration.name.value)' is empty; a tab bar controller needs at least one tab", at: tabs.position)
        }
        return first.kind
    }

    /// The keys that make a declaration's screen a container, each with its kind, in the order
    /// of precedence: the first one decides the kind, and any other is an error.
    static func containerKeys(of declaration: ScreenDeclaration) -> [(key: String, kind: Container.Kind, position: SourcePosition)] {
        // Most screens are no container: they are answered without building the list below.
        guard declaration.root != nil || declaration.tabs != nil || declaration.primary != nil || declaration.secondary != nil
        else { return [] }
        return [
            declaration.root.map { ("root", .navigation, $0.position) },
            declaration.tabs.map { ("tabs", .tabs, $0.position) },
            (declaration.primary ?? declaration.secondary).map { (declaration.primary != nil ? "primary" : "secondary", .split, $0.position) },
        ].compactMap { $0 }
    }

    /// The kind of container a declaration makes and the names of the screens it holds, in the
    /// order of ``Container/children``; nil for a screen that is no container, or a split view
    /// without both columns.
    static func declaredContainer(_ declaration: ScreenDeclaration) -> (kind: Container.Kind, children: [Located<String>])? {
        switch containerKeys(of: declaration).first?.kind {
        case .navigation: declaration.root.map { (.navigation, [$0]) }
        case .tabs: declaration.tabs.map { (.tabs, $0.value) }
        case .split:
            if let primary = declaration.primary, let secondary = declaration.secondary { (.split, [primary, secondary]) } else { nil }
        case nil: nil
        }
    }

    /// The names of the screens a declaration's container holds, in the order of ``Container/children``.
    static func childNames(of declaration: ScreenDeclaration) -> [Located<String>] {
        declaredContainer(declaration)?.children ?? []
    }

    /// Gives each container screen its children, after reporting names that are no screen's.
    /// Returns whether every container was resolved, without which the checks of the containers'
    /// structure and of reachability would report what is only a misspelt name.
    mutating func resolveContainers(_ declarations: [ScreenDeclaration], _ screens: inout [Screen], indexByName: ScreenNames) -> Bool {
        var resolved = true
        // By index: most screens are no container, and copying each declaration costs more.
        for index in declarations.indices {
            guard let (kind, names) = Self.declaredContainer(declarations[index]), !names.isEmpty else { continue }
            let owner = declarations[index].name.value
            let children = names.enumerated().compactMap { position, name in
                screenIndex(
                    name, in: indexByName,
                    "screen '\(owner)' has \(kind.child(at: position)) '\(name.value)', which is not a declared screen")
            }
            guard children.count == names.count else {
                resolved = false
                continue
            }
            screens[index].container =
                switch kind {
                case .navigation: .navigation(root: children[0])
                case .tabs: .tabs(children)
                case .split: .split(primary: children[0], secondary: children[1])
                }
        }
        return resolved
    }

    // MARK: - Structure

    /// The checks of containers, once their children are all resolved: no container inside itself, no
    /// screen twice in one container, children of a kind and a source the container can hold,
    /// and parameters the container's factory can pass on.
    mutating func checkContainers(_ resolved: ResolvedSpec) {
        guard resolved.containersResolved else { return }
        let (declarations, screens) = (resolved.spec.screens, resolved.screens)
        let cyclic = checkContainersDoNotContainThemselves(declarations, screens)
        var nestsWell = [Bool?](repeating: nil, count: screens.count)
        var storyboardChildrenReported: Set<Int> = []
        for index in screens.indices {
            guard let container = screens[index].container, !cyclic.contains(index) else { continue }
            let references = Self.childNames(of: declarations[index])
            for (position, child) in container.children.enumerated() {
                let place = container.kind.place(ofChildAt: position)
                checkKind(of: child, at: place, in: index, screens, reference: references[position])
                checkSource(of: child, at: place, in: index, screens, reference: references[position])
                if screens[index].storyboard != nil, storyboardChildrenReported.insert(child).inserted {
                    checkParametersReachStoryboardChild(child, at: place, in: index, screens, declarations)
                }
            }
        }
        // What lies below a container is only walked where UIKit's nesting holds, which keeps it
        // three levels deep at most (a tab, a column, a root): a spec of a hundred thousand
        // containers nested in each other gets the errors of their nesting, not a deep walk.
        var reported: Set<SourcePosition> = []
        for index in screens.indices where screens[index].container != nil && !cyclic.contains(index) {
            guard Self.nestsWell(index, screens, depth: 0, memo: &nestsWell) else { continue }
            checkEachScreenOnce(in: index, screens, declarations, reported: &reported)
            checkParametersAgree(in: index, screens, declarations, reported: &reported)
        }
    }

    /// Whether every container below `index` holds only what UIKit's nesting allows.
    static func nestsWell(_ index: Int, _ screens: [Screen], depth: Int, memo: inout [Bool?]) -> Bool {
        if let known = memo[index] { return known }
        guard let container = screens[index].container else { return true }
        // A tab holds a split view whose column holds a navigation controller: three levels.
        guard depth < 3 else { return false }
        let result = container.children.allSatisfy { child in
            screens[child].container.map { Self.mayHold(container.kind, $0.kind) } ?? true
                && nestsWell(child, screens, depth: depth + 1, memo: &memo)
        }
        memo[index] = result
        return result
    }

    /// UIKit's rules of nesting: a navigation controller's root is no container, a tab holds no
    /// tab bar controller, and a split view's column holds a screen or a navigation controller.
    static func mayHold(_ kind: Container.Kind, _ childKind: Container.Kind) -> Bool {
        switch kind {
        case .navigation: false
        case .tabs: childKind != .tabs
        case .split: childKind == .navigation
        }
    }

    /// Reports each cycle of containers once, at the reference that closes it, and returns the
    /// containers on a cycle or above one. The walk keeps its own stack: a chain of containers may
    /// be as long as the spec.
    mutating func checkContainersDoNotContainThemselves(_ declarations: [ScreenDeclaration], _ screens: [Screen]) -> Set<Int> {
        enum State { case unvisited, onPath, done }
        var states = [State](repeating: .unvisited, count: screens.count)
        var cyclic: Set<Int> = []
        for start in screens.indices where states[start] == .unvisited && screens[start].container != nil {
            // Each frame: a container on the path, and the position of its next child to visit.
            var path: [(screen: Int, next: Int)] = [(start, 0)]
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
                    report(
                        .containerCycle, "'\(screens[child].name)' contains itself: \(Self.describe(cycle: cycle, screens))",
                        at: Self.childNames(of: declarations[screen])[next].position)
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
        return cyclic
    }

    /// `A → B → A`; a long cycle shows its first screens and how many there are.
    static func describe(cycle: [Int], _ screens: [Screen]) -> String {
        let names = cycle.prefix(6).map { screens[$0].name }
        guard cycle.count > names.count else { return (names + [names[0]]).joined(separator: " → ") }
        return names.joined(separator: " → ") + " → … (\(cycle.count) containers) → \(names[0])"
    }

    /// A child of a kind that UIKit does not nest in the container's kind.
    mutating func checkKind(of child: Int, at place: String, in container: Int, _ screens: [Screen], reference: Located<String>) {
        guard let kind = screens[container].container?.kind, let childKind = screens[child].container?.kind,
            !Self.mayHold(kind, childKind)
        else { return }
        report(
            .containerChildKind, "\(place) of \(kind.noun) '\(screens[container].name)' cannot be a \(childKind.noun) ('\(screens[child].name)')",
            at: reference.position)
    }

    /// A storyboard's container is created with its children, which must be scenes of a storyboard
    /// too; a container created in code creates its children with their factories.
    mutating func checkSource(of child: Int, at place: String, in container: Int, _ screens: [Screen], reference: Located<String>) {
        let owner = screens[container]
        let childScreen = screens[child]
        if owner.storyboard != nil, childScreen.storyboard == nil {
            report(
                .containerChildSource, "'\(owner.name)' comes from a storyboard, which creates \(place) itself, but '\(childScreen.name)' does not come from a storyboard",
                at: reference.position)
        } else if owner.storyboard == nil, !childScreen.hasFactory {
            report(
                .containerChildSource, "'\(owner.name)' is created in code, which creates \(place) with its factory, but '\(childScreen.name)' has no storyboard ID and so no factory",
                at: reference.position)
        }
    }

    /// The storyboard creates the children of its containers with `init?(coder:)`: their
    /// parameters can only be set as properties, by the container's factory.
    mutating func checkParametersReachStoryboardChild(
        _ child: Int, at place: String, in container: Int, _ screens: [Screen], _ declarations: [ScreenDeclaration]
    ) {
        let screen = screens[child]
        guard screen.injection == .initializer, let first = declarations[child].parameters.first else { return }
        report(
            .containerChildSource, "screen '\(screen.name)' takes its parameters through its initializer, but the storyboard creates it as \(place) of '\(screens[container].name)'; give it 'injection: property', and the factory of '\(screens[container].name)' sets them",
            at: declarations[child].injection?.position ?? first.name.position)
    }

    /// A view controller has one place in its container: a screen found twice below `container`
    /// is reported at its second reference, once.
    mutating func checkEachScreenOnce(
        in container: Int, _ screens: [Screen], _ declarations: [ScreenDeclaration], reported: inout Set<SourcePosition>
    ) {
        var first: [Int: String] = [:]
        func visit(_ owner: Int) {
            guard let held = screens[owner].container else { return }
            let references = Self.childNames(of: declarations[owner])
            for (position, child) in held.children.enumerated() {
                let place = "\(held.kind.place(ofChildAt: position)) of '\(screens[owner].name)'"
                if let earlier = first[child] {
                    if reported.insert(references[position].position).inserted {
                        report(
                            .duplicateContainerChild, "screen '\(screens[child].name)' is twice in '\(screens[container].name)': as \(earlier) and as \(place); a view controller has one place in its container",
                            at: references[position].position)
                    }
                    continue
                }
                first[child] = place
                visit(child)
            }
        }
        visit(container)
    }

    /// The factory of a container takes one parameter of each name for all the screens it holds:
    /// two of them that mean different things under one name are reported, once.
    mutating func checkParametersAgree(
        in container: Int, _ screens: [Screen], _ declarations: [ScreenDeclaration], reported: inout Set<SourcePosition>
    ) {
        var first: [String: (screen: Int, parameter: Int)] = [:]
        for place in FactoryParameters.all(of: container, in: screens) {
            let parameter = screens[place.screen].parameters[place.parameter]
            guard let earlierPlace = first[parameter.name] else {
                first[parameter.name] = place
                continue
            }
            let earlier = (screen: earlierPlace.screen, parameter: screens[earlierPlace.screen].parameters[earlierPlace.parameter])
            guard earlier.parameter.type != parameter.type || earlier.parameter.defaultValue != parameter.defaultValue else { continue }
            let position = declarations[place.screen].parameters[place.parameter].name.position
            guard reported.insert(position).inserted else { continue }
            report(
                .containerParameterClash, "parameter '\(Self.signature(of: parameter))' of screen '\(screens[place.screen].name)' differs from '\(Self.signature(of: earlier.parameter))' of screen '\(screens[earlier.screen].name)'; the factory of '\(screens[container].name)' takes one '\(parameter.name)' for both",
                at: position,
                notes: [
                    note(
                        "'\(screens[earlier.screen].name)' declares it here",
                        at: declarations[earlierPlace.screen].parameters[earlierPlace.parameter].name.position)
                ])
        }
    }

    static func signature(of parameter: Parameter) -> String {
        "\(parameter.name): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
    }

    // MARK: - Navigation stacks

    /// Warns about a push from a screen that is only ever shown without a navigation controller,
    /// where `navigationController` is nil and the push does nothing. A screen is known to be in a
    /// stack when it is pushed, embedded by a presentation, a navigation controller's root or said
    /// to be (`inNavigation`); it is shown bare by a presentation without `embed` or as a tab.
    /// Entry screens, split view columns and segue destinations are shown in ways navgen cannot
    /// see, so pushes from them are not judged.
    mutating func checkPushesHaveAStack(_ resolved: inout ResolvedSpec) {
        let (screens, transitions, isBare) = (resolved.screens, resolved.transitions, resolved.index.shownOnlyBare)
        for transition in transitions where transition.style == .push {
            let source = transition.source
            guard isBare[source], screens[source].container == nil, let location = transition.location else { continue }
            let name = screens[source].name
            report(
                .pushWithoutNavigation,
                "'\(name)' pushes '\(screens[transition.destination].name)', but '\(name)' is only ever shown without a navigation controller, where the push does nothing; present '\(name)' with 'embed: navigation', or say 'inNavigation: true' if the app puts it in one",
                at: location, about: .transition(from: source))
        }
    }
}
