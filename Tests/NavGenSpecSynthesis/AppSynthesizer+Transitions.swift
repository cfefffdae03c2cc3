/// The transitions of a module: a way into each screen from one shown before it, with every style
/// and presentation detail, segues with and without data, transitions into and out of the modules
/// it includes, and the ways back.
extension AppSynthesizer {
    static let transitionNames = ["default", "return", "where", "openNext", "showMore"]
    static let modalTransitions = ["coverVertical", "flipHorizontal", "crossDissolve"]

    mutating func drawTransitions(into draft: inout ModuleDraft, includedModules: [Module]) {
        let module = draft.module
        for screen in module.screens where screen.isEntry {
            place(module.reference(screen.name), in: &draft, ModuleDraft.Placement(isInNavigation: screen.inNavigation, isPresented: false, stackBelow: [], shownAfter: []))
        }
        let children = draft.containerChildren
        for screen in module.screens where !children.contains(screen.name) && draft.placement[module.reference(screen.name)] == nil {
            let sources = random.shuffled(draft.placement.keys.sorted().filter { $0.module == module.name })
            for source in sources.prefix(4) where drawForward(from: source, to: module.reference(screen.name), in: &draft) { break }
        }
        for _ in 0..<random.int(in: 0...3) {
            let placed = draft.placement.keys.sorted().filter { $0.module == module.name }
            if let source = random.pick(placed), let destination = random.pick(module.screens.filter { !children.contains($0.name) }) {
                _ = drawForward(from: source, to: module.reference(destination.name), in: &draft)
            }
        }
        drawTransitionsAcrossModules(into: &draft, includedModules: includedModules)
        leaveIdentifiersOffScenesOnlySeguesShow(in: &draft)
    }

    /// Transitions into the included modules' public screens, and from them back into this module.
    mutating func drawTransitionsAcrossModules(into draft: inout ModuleDraft, includedModules: [Module]) {
        let ownPlaced = draft.placement.keys.sorted().filter { $0.module == draft.module.name }
        for included in includedModules {
            for screen in included.screens where screen.isPublic && random.chance(75) {
                let reference = included.reference(screen.name)
                draft.external[reference] = screen
                guard let source = random.pick(ownPlaced) else { continue }
                _ = drawForward(from: source, to: reference, in: &draft)
                guard draft.placement[reference] != nil, screen.container == nil, random.chance(30),
                    let destination = random.pick(draft.module.screens.filter { !draft.containerChildren.contains($0.name) })
                else { continue }
                _ = drawForward(from: reference, to: draft.module.reference(destination.name), in: &draft)
            }
        }
    }

    /// Draws a transition from `source` to `destination` that the rules allow, if one does, and
    /// places the destination; whether it drew one.
    mutating func drawForward(from sourceReference: ScreenReference, to destinationReference: ScreenReference, in draft: inout ModuleDraft) -> Bool {
        guard sourceReference != destinationReference, let source = draft.screen(sourceReference),
            let destination = draft.screen(destinationReference), let placement = draft.placement[sourceReference]
        else { return false }
        var styles: [(TransitionStyle, weight: Int)] = []
        let isContainer = destination.container != nil
        if placement.isInNavigation, !isContainer, source.container == nil, destination.hasFactory {
            styles.append((.push, weight: 45))
        }
        if canSegue(from: source, to: destination, in: draft) {
            styles.append((.segue, weight: destination.hasFactory ? 20 : 60))
        }
        if destination.hasFactory {
            styles += [(.present, weight: 10), (.fullScreen, weight: 8), (.overFullScreen, weight: 4), (.pageSheet, weight: 8), (.formSheet, weight: 5), (.popover, weight: 5)]
        }
        guard !styles.isEmpty else { return false }
        var transition = Transition(from: sourceReference, to: destinationReference, style: random.weighted(styles))
        decoratePresentation(&transition, destinationIsContainer: isContainer)
        transition.name = drawName(default: SwiftNaming.lowerCamelCase(destination.name), for: sourceReference, in: &draft)
        if transition.style == .segue {
            transition.segue = drawSegueIdentifier(to: destination.name, in: &draft)
        }
        if transition.style == .push, random.chance(30) { transition.writesStyle = true }
        if random.chance(10) { transition.animated = random.chance(50) }
        if random.chance(8) { transition.summary = random.pick(Self.summaries) }
        draft.module.transitions.append(transition)

        let pushes = transition.style == .push || (transition.style == .segue && placement.isInNavigation)
        let arrival = ModuleDraft.Placement(
            isInNavigation: pushes ? placement.isInNavigation : transition.embedsInNavigation || destination.inNavigation,
            isPresented: pushes ? placement.isPresented : true,
            stackBelow: pushes ? placement.stackBelow + [sourceReference] : [],
            shownAfter: placement.shownAfter.union([sourceReference]))
        place(destinationReference, in: &draft, arrival)
        return true
    }

    /// Whether a storyboard segue may lead from `source` to `destination`: both in storyboards,
    /// and a segue that carries data only from a class of the source's own, into a container that
    /// takes its own parameters as properties.
    func canSegue(from source: Screen, to destination: Screen, in draft: ModuleDraft) -> Bool {
        guard source.storyboard != nil, destination.storyboard != nil, draft.index(of: source.name) != nil,
            draft.index(of: destination.name) != nil, source.container == nil || destination.container == nil else { return false }
        let carried = draft.module.parametersBelow(destination)
        guard !carried.isEmpty else { return true }
        let containerTakesProperties = destination.parameters.isEmpty || draft.module.injection(of: destination) == .property
        return source.hasOwnClass && (destination.container == nil || containerTakesProperties)
            && !carried.contains { ["sender", "segue"].contains($0.name) }
    }

    /// The presentation details a transition's style allows, drawn.
    mutating func decoratePresentation(_ transition: inout Transition, destinationIsContainer: Bool) {
        let style = transition.style
        guard style.presents else { return }
        if style == .popover { transition.anchor = random.chance(50) ? .view : .barButtonItem }
        if style.isSheet, random.chance(25) {
            let detents = random.shuffled([Detent.medium, .large, .height(300), .height(420)]).prefix(random.int(in: 1...3))
            transition.detents = Array(detents)
        }
        if style.isSheet, random.chance(20) { transition.grabber = random.chance(80) }
        if random.chance(15) {
            transition.modalTransition = style == .fullScreen && random.chance(30) ? "partialCurl" : random.pick(Self.modalTransitions)
        }
        if random.chance(10) { transition.modalInPresentation = random.chance(80) }
        if !destinationIsContainer, random.chance(30) { transition.embedsInNavigation = true }
    }

    /// A name for a transition of `source`: its default unless another transition of the screen
    /// has it, sometimes a name of the spec's own (keywords among them).
    mutating func drawName(default defaultName: String, for source: ScreenReference, in draft: inout ModuleDraft) -> String? {
        var taken = draft.transitionNames[source, default: []]
        defer { draft.transitionNames[source] = taken }
        if !taken.contains(defaultName), !random.chance(8) {
            taken.insert(defaultName)
            return nil
        }
        let name = random.pick(Self.transitionNames.filter { !taken.contains($0) }) ?? "next\(taken.count)"
        taken.insert(name)
        return name
    }

    /// An identifier no other segue of the module has: plain, with a dash, or with quotes.
    mutating func drawSegueIdentifier(to destination: String, in draft: inout ModuleDraft) -> String {
        let candidates = ["show\(destination)", "show-\(SwiftNaming.lowerCamelCase(destination))", #"open "\#(destination)""#]
        var identifier = random.pick(candidates) ?? destination
        while !draft.segueIdentifiers.insert(identifier).inserted { identifier += "2" }
        return identifier
    }

    /// Records how `reference` is first shown, and how the screens its container holds are.
    func place(_ reference: ScreenReference, in draft: inout ModuleDraft, _ placement: ModuleDraft.Placement) {
        guard draft.placement[reference] == nil, let screen = draft.screen(reference) else { return }
        draft.placement[reference] = placement
        guard reference.module == draft.module.name, let container = screen.container else { return }
        let shownAfter = placement.shownAfter.union([reference])
        for child in container.children {
            let isRoot = if case .navigation = container { true } else { false }
            place(
                draft.module.reference(child), in: &draft,
                ModuleDraft.Placement(isInNavigation: isRoot, isPresented: placement.isPresented, stackBelow: [], shownAfter: shownAfter))
        }
    }

    /// Storyboard scenes that only segues show need no identifier; some lose theirs.
    mutating func leaveIdentifiersOffScenesOnlySeguesShow(in draft: inout ModuleDraft) {
        let children = draft.containerChildren
        for index in draft.module.screens.indices {
            let screen = draft.module.screens[index]
            guard var storyboard = screen.storyboard, !storyboard.isInitial, !screen.isEntry, !screen.isPublic,
                !children.contains(screen.name), random.chance(40)
            else { continue }
            let reference = draft.module.reference(screen.name)
            let incoming = draft.module.transitions.filter { $0.to == reference && !$0.style.goesBack && $0.style != .unwind }
            guard !incoming.isEmpty, incoming.allSatisfy({ $0.style == .segue }) else { continue }
            storyboard.identifier = .none
            draft.module.screens[index].source = .storyboard(storyboard)
        }
    }

    /// The ways back: dismissing what is presented, popping what is pushed, to the root or to a
    /// screen below, and unwind segues to a screen shown before.
    mutating func drawWaysBack(into draft: inout ModuleDraft) {
        for (reference, placement) in draft.placement.sorted(by: { $0.key < $1.key }) where reference.module == draft.module.name {
            guard let screen = draft.screen(reference) else { continue }
            if placement.isPresented, random.chance(35) {
                appendWayBack(.dismiss, from: reference, to: nil, defaultName: "close", in: &draft)
            }
            if screen.container == nil, !placement.stackBelow.isEmpty {
                if random.chance(25) { appendWayBack(.pop, from: reference, to: nil, defaultName: "goBack", in: &draft) }
                if random.chance(12) { appendWayBack(.popToRoot, from: reference, to: nil, defaultName: "goBackToRoot", in: &draft) }
                let targets = placement.stackBelow.filter { $0.module == draft.module.name && draft.screen($0)?.hasOwnClass == true }
                if random.chance(25), let target = random.pick(targets) {
                    appendWayBack(.popTo, from: reference, to: target, defaultName: "goBackTo\(target.screen)", in: &draft)
                }
            }
            let unwindTargets = placement.shownAfter.sorted().filter {
                $0.module == draft.module.name && draft.screen($0)?.hasOwnClass == true && draft.screen($0)?.container == nil
            }
            if screen.storyboard != nil, random.chance(15), let target = random.pick(unwindTargets) {
                var unwind = Transition(from: reference, to: target, style: .unwind)
                unwind.segue = drawSegueIdentifier(to: "BackTo" + target.screen, in: &draft)
                draft.module.transitions.append(unwind)
            }
        }
    }

    mutating func appendWayBack(_ style: TransitionStyle, from source: ScreenReference, to destination: ScreenReference?, defaultName: String, in draft: inout ModuleDraft) {
        var transition = Transition(from: source, to: destination, style: style)
        transition.name = drawName(default: defaultName, for: source, in: &draft)
        if random.chance(10) { transition.animated = false }
        if random.chance(8) { transition.summary = random.pick(Self.summaries) }
        draft.module.transitions.append(transition)
    }
}
