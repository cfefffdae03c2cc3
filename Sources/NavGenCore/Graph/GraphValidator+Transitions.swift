/// The rules of forward transitions: the screens they name, how they show their destinations,
/// their segues and the names of the members they generate.
extension ValidationRun {

    /// Resolves every transition into the forward ``ResolvedSpec/transitions`` or the
    /// ``ResolvedSpec/backTransitions``, after reporting the screens it names that no spec declares.
    mutating func resolveTransitions(_ resolved: inout ResolvedSpec, indexByName: ScreenNames) {
        let declarations = resolved.spec.transitions
        resolved.transitions.reserveCapacity(declarations.count)
        resolved.resolutionOfTransition = declarations.map { declaration in
            let style = declaration.resolvedStyle
            if style.goesBack {
                guard let transition = backTransition(declaration, style: style, in: resolved, indexByName: indexByName)
                else { return nil }
                resolved.backTransitions.append(transition)
                return .back(BackTransitionIndex(resolved.backTransitions.count - 1))
            }
            guard let transition = forwardTransition(declaration, style: style, screens: resolved.screens, indexByName: indexByName)
            else { return nil }
            resolved.transitions.append(transition)
            return .forward(TransitionIndex(resolved.transitions.count - 1))
        }
    }

    /// The forward transition a declaration makes, or nil when it lacks a screen or names one no
    /// spec declares.
    mutating func forwardTransition(
        _ declaration: TransitionDeclaration, style: TransitionStyle, screens: [Screen], indexByName: ScreenNames
    ) -> Transition? {
        guard let from = declaration.from, let to = declaration.to else { return nil }
        let source = screenIndex(from, in: indexByName, "the transition's source '\(from.value)' is not a declared screen")
        let destination = screenIndex(to, in: indexByName, "the transition's destination '\(to.value)' is not a declared screen")
        guard let source, let destination else { return nil }
        var transition = Transition(
            name: declaration.name?.value ?? SwiftName.lowerCamelCase(screens[destination].name), source: source,
            destination: destination, style: style, segue: style.isStoryboardSegue ? declaration.segueIdentifier?.value : nil,
            embedding: declaration.embed?.value, isAnimated: declaration.animated?.value ?? true,
            summary: declaration.summary?.value, location: location(declaration.position))
        let file = files.index(of: declaration.position)
        transition.isExternal = files.isIncluded(fileAt: file)
        transition.module = files.module(ofFileAt: file)
        transition.presentation = Self.presentation(of: declaration, style: style)
        return transition
    }

}
