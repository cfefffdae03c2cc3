/// The checks of segues that carry the destination's parameters and of unwind segues: what the
/// generated members on the classes of their screens can deliver.
extension GraphValidator {
    /// The names the arguments of a segue that carries data use for themselves.
    public static let segueArgumentNames: Set<String> = ["sender", "segue"]
}

extension ValidationRun {
    /// A segue into a screen that takes parameters hands them over through members of the source's
    /// class (a segue action, a `prepare` hook), and only where the storyboard lets code give them;
    /// an unwind needs an action on the class of the screen it goes back to.
    mutating func checkStoryboardSegue(
        _ declaration: TransitionDeclaration, style: TransitionStyle, source: Int, destination: Int, screens: [Screen]
    ) {
        if style == .embed {
            checkEmbed(declaration, destination: destination, screens: screens)
            return
        }
        guard let identifier = declaration.segueIdentifier else {
            checkSegueWithoutIdentifier(declaration, style: style, destination: destination, screens: screens)
            return
        }
        if style == .segue, screens[destination].storyboard != nil {
            let parameters = FactoryParameters.all(of: destination, in: screens)
            guard !parameters.isEmpty else { return }
            for place in parameters {
                let parameter = screens[place.screen].parameters[place.parameter]
                guard GraphValidator.segueArgumentNames.contains(parameter.name) else { continue }
                report(
                    .reservedName, "segue '\(identifier.value)' carries parameter '\(parameter.name)' of '\(screens[place.screen].name)', a name its generated code uses itself (\(GraphValidator.segueArgumentNames.sorted().joined(separator: ", "))); rename the parameter",
                    at: identifier.position)
            }
            if let why = whyClassIsNotTheScreensOwn(of: source, screens) {
                report(
                    .segueData, "segue '\(identifier.value)' hands '\(screens[destination].name)' its parameters through members of the class of '\(screens[source].name)', but '\(screens[source].className)' is \(why); give '\(screens[source].name)' a class of its own",
                    at: identifier.position)
            }
            // A storyboard's container holding a screen that takes its parameters in its
            // initializer is reported with the containers; the container's own go to properties
            // too, since the segue hands them over in prepare(for:sender:).
            let container = screens[destination]
            if let kind = container.container?.kind, container.injection == .initializer, !container.parameters.isEmpty {
                report(
                    .segueData, "segue '\(identifier.value)' cannot give \(kind.noun) '\(container.name)' its parameters through its initializer: a segue hands the parameters of a container over in prepare(for:sender:), to properties; give '\(container.name)' 'injection: property'",
                    at: identifier.position)
            }
        } else if style == .unwind {
            if let why = whyClassIsNotTheScreensOwn(of: destination, screens) {
                report(
                    .unwindTarget, "unwinding to '\(screens[destination].name)' needs the action \(screens[destination].unwindActionName)(_:) on its class, but '\(screens[destination].className)' is \(why); give '\(screens[destination].name)' a class of its own",
                    at: declaration.to?.position ?? declaration.position)
            }
        }
    }

    /// A segue without identifier hands nothing over: a destination that takes its parameters in
    /// its initializer would be created with `init?(coder:)`, without them. One that takes them
    /// as properties may get them in the source's own `prepare(for:sender:)`.
    mutating func checkSegueWithoutIdentifier(
        _ declaration: TransitionDeclaration, style: TransitionStyle, destination: Int, screens: [Screen]
    ) {
        guard style == .segue, let segue = declaration.segue, screens[destination].storyboard != nil,
            screens[destination].injection == .initializer, !FactoryParameters.all(of: destination, in: screens).isEmpty
        else { return }
        report(
            .segueData, "a segue without identifier cannot give '\(screens[destination].name)' its parameters: the storyboard creates it with init?(coder:); give the segue an identifier, for which navgen generates the segue action that passes them",
            at: segue.position)
    }

    /// An embed segue hands nothing over either: the storyboard creates the child with
    /// `init?(coder:)` as it loads the parent's view, and only `prepare(for:sender:)` of the parent
    /// sees it before it loads, to set its properties.
    private mutating func checkEmbed(_ declaration: TransitionDeclaration, destination: Int, screens: [Screen]) {
        guard screens[destination].injection == .initializer, !FactoryParameters.all(of: destination, in: screens).isEmpty else { return }
        report(
            .segueData, "an embed segue cannot give '\(screens[destination].name)' its parameters: the storyboard creates the child with init?(coder:) as it loads the parent's view; give '\(screens[destination].name)' 'injection: property' and set them in the parent's prepare(for:sender:)",
            at: declaration.style?.position ?? declaration.position)
    }

    /// Why a screen's class does not stand for the screen alone, which Interface Builder's
    /// connections and a `popTo`'s search by class need: the class is a framework's, or other
    /// screens' too. Nil when it does.
    func whyClassIsNotTheScreensOwn(of index: Int, _ screens: [Screen]) -> String? {
        let screen = screens[index]
        guard case .namespace = screen.host else { return nil }
        if let module = SystemClass.module(of: screen.className) { return "\(module)'s class" }
        let sharing = screensOfSharedClass[screen.className] ?? []
        let others = sharing.lazy.filter { $0 != index }.map { "'\(screens[$0].name)'" }
        return "the class of \(Wording.names(others, of: sharing.count - 1)) too"
    }

    /// An unwind goes back to a screen shown before its source: some path of transitions (other
    /// than unwinds) and containers must lead from the destination to the source. One walk per
    /// destination, breadth first, ends once it has reached the sources of all its unwinds; the
    /// walks spend the run's ``WalkBudget``, past which the unwinds left are not judged.
    mutating func checkUnwindsGoBack(_ resolved: inout ResolvedSpec) {
        // Each unwind, by its index among the transitions, with the place of its `to`, which the
        // message points at.
        let declarations = resolved.spec.transitions
        let unwinds = resolved.forwardTransitions.compactMap { declaration, index in
            resolved.transitions[index].style == .unwind
                ? (transition: index, destination: declarations[declaration].to?.position ?? declarations[declaration].position) : nil
        }
        guard !unwinds.isEmpty else { return }
        let (screens, transitions, outgoing) = (resolved.screens, resolved.transitions, resolved.index.forwardSteps)
        var unwindsTo: [Int: [Int]] = [:]
        var destinations: [Int] = []
        for (position, unwind) in unwinds.enumerated() {
            let destination = transitions[unwind.transition].destination
            if unwindsTo[destination] == nil { destinations.append(destination) }
            unwindsTo[destination, default: []].append(position)
        }
        // The walk that last reached each screen, so that no walk clears what the one before marked.
        var reachedBy = [Int](repeating: -1, count: screens.count)
        for (walk, destination) in destinations.enumerated() {
            let group = unwindsTo[destination] ?? []
            var missing = Set(group.map { transitions[unwinds[$0].transition].source })
            var queue = outgoing[destination]
            var next = 0
            while next < queue.count, !missing.isEmpty {
                let screen = queue[next]
                next += 1
                guard reachedBy[screen] != walk else { continue }
                reachedBy[screen] = walk
                missing.remove(screen)
                guard walkBudget.spend(outgoing[screen].count) else { return }
                queue += outgoing[screen]
            }
            for position in group where missing.contains(transitions[unwinds[position].transition].source) {
                let unwind = transitions[unwinds[position].transition]
                let (source, destination) = (screens[unwind.source].name, screens[unwind.destination].name)
                report(
                    .unwindTarget, "'\(source)' cannot unwind to '\(destination)': no transition leads from '\(destination)' to '\(source)', so '\(destination)' is never shown before it",
                    at: unwinds[position].destination)
            }
        }
    }
}
