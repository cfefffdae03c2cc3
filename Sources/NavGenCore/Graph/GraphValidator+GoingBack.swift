/// The rules of the transitions that go back: `dismiss`, `pop`, `popToRoot` and `popTo`.
extension ValidationRun {
    /// The transition that goes back a declaration makes, after reporting the keys of a
    /// presentation, which it does not take, and a `popTo` that cannot find its destination by
    /// class; nil when it names a screen no spec declares or cannot go back so.
    mutating func backTransition(
        _ declaration: TransitionDeclaration, style: TransitionStyle, in resolved: ResolvedSpec, indexByName: ScreenNames
    ) -> BackTransition? {
        let screens = resolved.screens
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
            guard checkPopDestination(destination, from: source, resolved, at: declaration.to?.position ?? declaration.position)
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
    mutating func checkPopDestination(_ destination: Int, from source: Int, _ resolved: ResolvedSpec, at position: SourcePosition) -> Bool {
        let screen = resolved.screens[destination]
        if destination == source {
            report(.popToTarget, "'\(screen.name)' cannot go back to itself; popTo goes back to a screen below it on the stack", at: position)
            return false
        }
        guard let why = resolved.whyClassIsNotTheScreensOwn(of: destination) else { return true }
        report(
            .popToTarget, "popTo finds '\(screen.name)' on the navigation stack by its class, but '\(screen.className)' is \(why); give '\(screen.name)' a class of its own",
            at: position)
        return false
    }
}
