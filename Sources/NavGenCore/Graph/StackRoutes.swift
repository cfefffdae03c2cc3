extension OwnCode {
    /// The routes of the destinations of the spec's own forward transitions, each once, in the
    /// order of the spec: the routes of a router whose routes are values (the `swiftui-stack`
    /// template). A segue or an unwind has no meaning without storyboards, and a way back names
    /// no new screen.
    static func stackRouteScreens(of graph: NavigationGraph, transitions: [TransitionIndex]) -> [ScreenIndex] {
        var seen = Set<ScreenIndex>()
        // By index, reading two fields of each transition: copies of the transitions would be as
        // large as the graph's, at the context phase's peak of memory.
        return transitions.compactMap { index in
            let style = graph.transitions[index].style
            guard !style.isStoryboardSegue, !style.goesBack else { return nil }
            let screen = graph.routedScreen(of: graph.transitions[index].destination)
            return seen.insert(screen).inserted ? screen : nil
        }
    }
}

/// A module whose spec the graph's spec includes, as a router whose routes are values sees it:
/// the routes that module's own transitions make, which the router wraps in a case of its own,
/// and those its ways back pop to.
public struct IncludedStackModule: Sendable {
    /// The module's name, as its spec's `module:` says.
    public let name: String
    /// The module's routes, in the order of its spec: see ``OwnCode/stackRouteScreens``.
    public let routeScreens: [ScreenIndex]
    /// The routes of ``routeScreens`` that the module's ways back pop to, in the same order.
    public let popTargets: [ScreenIndex]
}

extension NavigationGraph {
    /// The modules of the screens the graph's spec includes that declare a stack router of their
    /// own (``modulesWithStackRouters``), each once, in the order of their screens: those whose
    /// views a stack of the graph's spec can show, and whose routes it wraps.
    public var includedStackModules: [IncludedStackModule] {
        var names: [String] = []
        for screen in screens where screen.isExternal {
            if let module = screen.module, modulesWithStackRouters.contains(module), !names.contains(module) { names.append(module) }
        }
        return names.map { name in
            let forward = self.transitions.typedIndices.filter { self.transitions[$0].isExternal && self.transitions[$0].module == name }
            let routes = OwnCode.stackRouteScreens(of: self, transitions: forward)
            let ways = self.backTransitions.typedIndices.filter { self.backTransitions[$0].isExternal && self.backTransitions[$0].module == name }
            return IncludedStackModule(name: name, routeScreens: routes, popTargets: stackPopTargets(among: routes, of: ways))
        }
    }

    /// The screens of `routes` that the ways back `backTransitions` pop to, in the order of
    /// `routes`. A `popTo` to a screen that is no route goes back to the root of its stack, which
    /// `popToRoot()` does.
    public func stackPopTargets(among routes: [ScreenIndex], of backTransitions: [BackTransitionIndex]) -> [ScreenIndex] {
        let targets = Set(backTransitions.compactMap { self.backTransitions[$0].destination })
        return routes.filter(targets.contains)
    }
}

extension NavigationGraph {
    /// The screen a router whose routes are values shows for screen `index`: the root of a
    /// navigation controller, since every presented route has a stack of its own already; the
    /// screen itself otherwise, and for a navigation controller of another module whose root that
    /// module keeps to itself, whose view the spec cannot name.
    public func routedScreen(of index: ScreenIndex) -> ScreenIndex {
        guard case .navigation(let root)? = screens[index].container, !screens[root].isExternal || screens[root].isPublic else {
            return index
        }
        return root
    }
}

extension NavigationGraph {
    /// An error per parameter of a screen of ``OwnCode/stackRouteScreens``, or of the routes of an
    /// included module that the stack router wraps (``includedStackModules``), whose type can be
    /// neither `Hashable` nor `Codable`, as a route's associated value must be: located at the
    /// type, so that the spec is fixed rather than the generated code failing to compile.
    public var unroutableParameters: [Diagnostic] {
        let own = ownCode.stackRouteScreens
        let wrapped = includedStackModules.flatMap(\.routeScreens).filter { !own.contains($0) }
        return (own + wrapped).flatMap { index in
            let screen = screens[index]
            return screen.parameters.compactMap { parameter -> Diagnostic? in
                let type = SwiftTypeSyntax(parameter.type)
                guard let part = type.partThatCannotConform else { return nil }
                let what = part == type ? "is \(part.kind.description)" : "holds \(part.kind.description), '\(part.text)'"
                return diagnostic(
                    .stackParameterType, "the type of parameter '\(parameter.name)' of screen '\(screen.name)' \(what), which can be neither Hashable nor Codable; the swiftui-stack template makes '\(screen.name)' a route, whose values must be both: pass data such as an ID instead",
                    at: parameter.typeLocation)
            }
        }
    }
}
