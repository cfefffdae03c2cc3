/// The rules of the transitions that go back: `dismiss`, `pop`, `popToRoot` and `popTo`.
extension ValidationRun {
    /// The transition that goes back a declaration makes; nil when it names a screen no spec
    /// declares or cannot go back so.
    mutating func backTransition(
        _ declaration: TransitionDeclaration, style: TransitionStyle, in resolved: ResolvedSpec, indexByName: ScreenNames
    ) -> BackTransition? {
        let screens = resolved.screens
        guard let from = declaration.from else { return nil }
        let source = screenIndex(from, in: indexByName, "the transition's source '\(from.value)' is not a declared screen")
        var destination: ScreenIndex?
        // A style that names no screen ignores `to`, which key-for-other-style reports.
        if let to = declaration.to, style.namesDestination {
            destination = screenIndex(to, in: indexByName, "the transition's destination '\(to.value)' is not a declared screen")
        }
        guard let source, let kind = Self.backKind(style, destination: destination) else { return nil }
        var transition = BackTransition(
            name: declaration.name?.value ?? BackTransition.defaultName(of: kind, in: screens), source: source, kind: kind, isAnimated: declaration.animated?.value ?? true,
            summary: declaration.summary?.value, location: location(declaration.position))
        let file = files.index(of: declaration.position)
        transition.isExternal = files.isIncluded(fileAt: file)
        transition.module = files.module(ofFileAt: file)
        return transition
    }

    /// What a transition of `style` undoes; nil when `destination` is given to a style that
    /// names none, or missing for `popTo`, as reported.
    static func backKind(_ style: TransitionStyle, destination: ScreenIndex?) -> BackTransition.Kind? {
        switch (style, destination) {
        case (.dismiss, nil): .dismiss
        case (.pop, nil): .pop
        case (.popToRoot, nil): .popToRoot
        case (.popTo, let destination?): .popTo(destination)
        default: nil
        }
    }
}
