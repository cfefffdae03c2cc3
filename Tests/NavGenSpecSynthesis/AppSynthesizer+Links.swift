/// The deep links of a module: patterns on screens that a way from an entry screen reaches, each
/// carrying the values that the screens on that way need, in the path or the query, with aliases.
extension AppSynthesizer {
    static let linkHosts: [LinkHosts] = [
        LinkHosts(schemes: nil, hosts: ["shop.example.com"], appIDs: []),
        LinkHosts(schemes: ["https", "myshop"], hosts: ["shop.example.com", "www.shop.example.com"], appIDs: ["ABCDE12345.com.example.Shop"]),
        LinkHosts(schemes: ["myshop"], hosts: ["app.example.org"], appIDs: []),
        LinkHosts(schemes: ["HTTPS", "my-app.v2"], hosts: ["Example.COM"], appIDs: ["ABCDE12345.com.example.App", "FGHIJ67890.com.example.Clip"]),
    ]

    mutating func drawLinks(into draft: inout ModuleDraft) {
        guard draft.module.screens.contains(where: \.isEntry), random.chance(draft.isApp ? 55 : 30) else { return }
        let routes = LinkRoutes(module: draft.module)
        let reachable = draft.module.screens.filter { routes.route(to: draft.module.reference($0.name)) != nil }
        var linked = 0
        for screen in random.shuffled(reachable) where linked < 3 {
            guard let route = routes.route(to: draft.module.reference(screen.name)),
                let patterns = drawPatterns(for: screen, route: route, in: draft)
            else { continue }
            if let index = draft.index(of: screen.name) {
                draft.module.screens[index].links = patterns
                linked += 1
            }
        }
        if linked > 0 {
            draft.module.links = random.pick(Self.linkHosts)
        }
    }

    /// Patterns for `screen`, reached by `route`, or nil when a link could not open it: a screen the
    /// link makes on the way that no code creates, or a parameter that a URL cannot carry and has
    /// no default.
    mutating func drawPatterns(for screen: Screen, route: [LinkRoutes.Step], in draft: ModuleDraft) -> [LinkPattern]? {
        var needed: [Parameter] = []
        // The screens the containers on the way hold are there already.
        for step in route.dropFirst().reversed() where !step.isChosen {
            guard let shown = draft.screen(step.screen), shown.hasFactory else { return nil }
            for parameter in factoryParameters(of: step.screen, in: draft) where !needed.contains(where: { $0.name == parameter.name }) {
                needed.append(parameter)
            }
        }
        guard needed.allSatisfy({ $0.kind.linkValue != nil || $0.kind.defaultValue != nil }) else { return nil }
        let carried = needed.filter { $0.kind.linkValue != nil && ($0.kind.defaultValue == nil || random.chance(50)) }
        let literal = screen.name.lowercased()
        var patterns: [LinkPattern] = []
        for alias in 0..<random.weighted([(1, weight: 70), (2, weight: 25), (3, weight: 5)]) {
            patterns.append(drawPattern(carrying: carried, literal: alias == 0 ? literal : "\(literal)-\(["v1.0", "a~b", "x_y"][alias % 3])"))
        }
        return patterns
    }

    /// What the factory of `screen` takes: its own parameters, then, for a container, those of the
    /// screens it holds, as deep as they nest, since it makes them too.
    func factoryParameters(of screen: ScreenReference, in draft: ModuleDraft) -> [Parameter] {
        var visited: Set<ScreenReference> = []
        func parameters(of reference: ScreenReference) -> [Parameter] {
            guard visited.insert(reference).inserted, let shown = draft.screen(reference) else { return [] }
            return shown.parameters + (shown.container?.children ?? []).flatMap { parameters(of: draft.module.reference($0)) }
        }
        return parameters(of: screen)
    }

    /// One pattern: the literal first, then some values as path segments (never an optional one),
    /// the others as query items.
    mutating func drawPattern(carrying carried: [Parameter], literal: String) -> LinkPattern {
        var segments: [LinkPattern.Segment] = [.literal(literal)]
        var query: [LinkPattern.QueryItem] = []
        for parameter in random.shuffled(carried) {
            if !parameter.kind.isOptional, random.chance(55) {
                if random.chance(20) { segments.append(.literal("items")) }
                segments.append(.value(parameter.name))
            } else {
                let itemName = random.chance(70) ? parameter.name : "q\(query.count)"
                query.append(LinkPattern.QueryItem(name: itemName, parameter: parameter.name))
            }
        }
        return LinkPattern(segments: segments, query: query)
    }
}

/// The way a link takes from an entry screen to each screen, as docs/DeepLinks.md says: the
/// shortest through the module's own pushes and presentations (no segue, no popover) and, in the
/// containers of an entry screen, through their tabs, columns and roots, and through the root of a
/// navigation controller presented on the way; an entry that is a navigation controller starting
/// at its root, ties going to the transition written first, then to a container's child.
struct LinkRoutes {
    /// A screen of a route, and whether a container on the way holds it: a screen chosen, which
    /// the link does not make.
    struct Step {
        var screen: ScreenReference
        var isChosen: Bool
    }

    private var arrival: [ScreenReference: (previous: ScreenReference, isChosen: Bool)?] = [:]

    init(module: Module) {
        var queue: [ScreenReference] = []
        for screen in module.screens where screen.isEntry {
            let start = if case .navigation(let root) = screen.container { module.reference(root) } else { module.reference(screen.name) }
            if arrival[start] == nil {
                arrival[start] = .some(nil)
                queue.append(start)
            }
        }
        var children: [ScreenReference: [ScreenReference]] = [:]
        var held = module.screens.filter { $0.isEntry && !Self.isNavigation($0.container) }.map { module.reference($0.name) }
        var isHeld = Set(held)
        while let reference = held.popLast() {
            guard reference.module == module.name, let container = module.screen(named: reference.screen)?.container else { continue }
            children[reference] = container.children.map(module.reference)
            for child in children[reference] ?? [] where isHeld.insert(child).inserted { held.append(child) }
        }
        // A presented navigation controller's stack starts at its root, which the link goes through.
        for screen in module.screens where !isHeld.contains(module.reference(screen.name)) {
            if case .navigation(let root) = screen.container {
                children[module.reference(screen.name)] = [module.reference(root)]
            }
        }
        let steps = module.transitions.filter { $0.style == .push || ($0.style.presents && $0.style != .popover) }
        var next = 0
        while next < queue.count {
            let screen = queue[next]
            next += 1
            let ways = steps.filter { $0.from == screen }.compactMap { $0.to.map { (screen: $0, isChosen: false) } }
                + (children[screen] ?? []).map { (screen: $0, isChosen: true) }
            for way in ways where arrival[way.screen] == nil {
                arrival[way.screen] = (screen, way.isChosen)
                queue.append(way.screen)
            }
        }
    }

    private static func isNavigation(_ container: Container?) -> Bool {
        if case .navigation = container { true } else { false }
    }

    /// The screens from an entry screen to `screen`, entry first; nil when no way reaches it.
    func route(to screen: ScreenReference) -> [Step]? {
        guard var step = arrival[screen] else { return nil }
        var route = [Step(screen: screen, isChosen: step?.isChosen ?? false)]
        while let (previous, _) = step {
            step = arrival[previous] ?? nil
            route.append(Step(screen: previous, isChosen: step?.isChosen ?? false))
        }
        return route.reversed()
    }
}
