/// The rules of the transitions that go back: `dismiss`, `pop`, `popToRoot` and `popTo`.
extension ValidationRun {
    /// The transition that goes back a declaration makes, after reporting the keys of a
    /// presentation, which it does not take, and a `popTo` that cannot find its destination by
    /// class; nil when it names a screen no spec declares or cannot go back so.
    mutating func backTransition(
        _ declaration: TransitionDeclaration, style: TransitionStyle, screens: [Screen], indexByName: ScreenNames
    ) -> BackTransition? {
        guard let from = declaration.from else { return nil }
        let source = screenIndex(from, in: indexByName, "the transition's source '\(from.value)' is not a declared screen")
        let presentationKeys = [
            ("embed", declaration.embed?.position), ("anchor", declaration.anchor?.position),
            ("detents", declaration.detents?.position), ("grabber", declaration.grabber?.position),
            ("modalTransition", declaration.modalTransition?.position),
            ("modalInPresentation", declaration.modalInPresentation?.position),
        ]
        for case let (key, position?) in presentationKeys {
            report(.keyForOtherStyle, "'\(key)' applies to presentations; a \(style.rawValue) shows no new screen", at: position)
        }
        var destination: Int?
        if let to = declaration.to {
            if style.namesDestination {
                destination = screenIndex(to, in: indexByName, "the transition's destination '\(to.value)' is not a declared screen")
            } else {
                report(.keyForOtherStyle, Self.destinationRefused(by: style), at: to.position)
            }
        }
        guard let source, let kind = Self.backKind(style, destination: destination) else { return nil }
        if let destination {
            guard checkPopDestination(destination, from: source, screens, at: declaration.to?.position ?? declaration.position)
            else { return nil }
        }
        if style != .dismiss, let container = screens[source].container {
            report(
                .notOnAStack, "'\(screens[source].name)' is a \(container.kind.noun), which is on no navigation stack to \(style.rawValue) from; \(style.rawValue) from a screen it shows",
                at: declaration.style?.position ?? declaration.position)
        }
        var transition = BackTransition(
            name: declaration.name?.value ?? BackTransition.defaultName(of: kind, in: screens), source: source, kind: kind, isAnimated: declaration.animated?.value ?? true,
            summary: declaration.summary?.value, location: location(declaration.position))
        let file = files.index(of: declaration.position)
        transition.isExternal = file != 0
        transition.module = files.module(ofFileAt: file)
        return transition
    }

    /// What a transition of `style` undoes; nil when `destination` is given to a style that
    /// names none, or missing for `popTo`, as reported.
    static func backKind(_ style: TransitionStyle, destination: Int?) -> BackTransition.Kind? {
        switch (style, destination) {
        case (.dismiss, nil): .dismiss
        case (.pop, nil): .pop
        case (.popToRoot, nil): .popToRoot
        case (.popTo, let destination?): .popTo(destination)
        default: nil
        }
    }

    /// Why a style that names no screen refuses `to`: where it goes instead.
    static func destinationRefused(by style: TransitionStyle) -> String {
        switch style {
        case .pop:
            "a pop goes back to whichever screen is below on the navigation stack and names none; remove 'to', or use style popTo to go back to that screen"
        case .popToRoot:
            "a popToRoot goes back to the root of the navigation stack and names no screen; remove 'to', or use style popTo to go back to that screen"
        default: "a dismiss goes back to whichever screen presented it and names no screen; remove 'to'"
        }
    }

    /// A `popTo` finds its destination on the stack by class: the class must be the screen's own,
    /// and another screen. Returns whether it is.
    mutating func checkPopDestination(_ destination: Int, from source: Int, _ screens: [Screen], at position: SourcePosition) -> Bool {
        let screen = screens[destination]
        if destination == source {
            report(.popToTarget, "'\(screen.name)' cannot go back to itself; popTo goes back to a screen below it on the stack", at: position)
            return false
        }
        guard let why = whyClassIsNotTheScreensOwn(of: destination, screens) else { return true }
        report(
            .popToTarget, "popTo finds '\(screen.name)' on the navigation stack by its class, but '\(screen.className)' is \(why); give '\(screen.name)' a class of its own",
            at: position)
        return false
    }

    // MARK: - Whether the way back exists

    /// The checks that need every transition: a pop from a screen only ever shown without a
    /// navigation controller, a `popTo` whose destination is never below its source, and a
    /// dismiss from a screen never inside a presentation.
    mutating func checkGoingBack(_ resolved: inout ResolvedSpec) {
        guard !resolved.backTransitions.isEmpty else { return }
        let (screens, isBare, mayBePresented, pushedFrom) =
            (resolved.screens, resolved.index.shownOnlyBare, resolved.index.mayBePresented, resolved.index.pushedFrom)
        var below: [Int: Set<Int>] = [:]
        for back in resolved.backTransitions {
            guard let location = back.location else { continue }
            let name = screens[back.source].name
            switch back.kind {
            case .dismiss:
                guard !mayBePresented[back.source], !screens[back.source].isEntry else { continue }
                report(
                    .dismissWithoutPresentation,
                    "'\(name)' dismisses, but no presentation ever shows it: it is only pushed or held by a container that is never presented, where the dismiss does nothing; use style pop, or present '\(name)'",
                    at: location, about: .transition(from: back.source))
            case .pop, .popToRoot, .popTo:
                if isBare[back.source], screens[back.source].container == nil {
                    report(
                        .popWithoutNavigation,
                        "'\(name)' goes back with \(back.name)(), but '\(name)' is only ever shown without a navigation controller, where it does nothing; present '\(name)' with 'embed: navigation', or say 'inNavigation: true' if the app puts it in one",
                        at: location, about: .transition(from: back.source))
                }
                guard let destination = back.destination else { continue }
                if below[back.source] == nil {
                    below[back.source] = Self.screens(below: back.source, pushedFrom: pushedFrom, budget: &walkBudget)
                }
                guard let screensBelow = below[back.source], !screensBelow.contains(destination) else { continue }
                report(
                    .popToTarget,
                    "'\(screens[destination].name)' is never below '\(name)' in a navigation stack: no chain of pushes leads from '\(screens[destination].name)' to '\(name)', so \(back.name)() would find no '\(screens[destination].name)' to go back to",
                    at: location)
            }
        }
    }

    /// The screens a chain of pushes (or segues) leads from to `screen`: those that can be below
    /// it on a navigation stack; nil when the walk would take more pushes than `budget` has left.
    static func screens(below screen: Int, pushedFrom: [[Int]], budget: inout WalkBudget) -> Set<Int>? {
        var found: Set<Int> = []
        var pending = [screen]
        while let next = pending.popLast() {
            guard budget.spend(pushedFrom[next].count) else { return nil }
            for source in pushedFrom[next] where found.insert(source).inserted {
                pending.append(source)
            }
        }
        return found
    }
}
