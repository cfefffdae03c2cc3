/// The rules of forward transitions: the screens they name, how they show their destinations,
/// their segues and the names of the members they generate.
extension ValidationRun {

    /// Resolves every transition into the forward ``ResolvedSpec/transitions`` or the
    /// ``ResolvedSpec/backTransitions``, after reporting the screens it names that no spec declares.
    mutating func resolveTransitions(_ resolved: inout ResolvedSpec, indexByName: ScreenNames) {
        let declarations = resolved.spec.transitions
        resolved.transitions.reserveCapacity(declarations.count)
        resolved.resolutionOfTransition = declarations.map { declaration in
            let style = declaration.style?.value ?? .push
            if style.goesBack {
                guard let transition = backTransition(declaration, style: style, screens: resolved.screens, indexByName: indexByName)
                else { return nil }
                resolved.backTransitions.append(transition)
                return .back(resolved.backTransitions.count - 1)
            }
            guard let transition = forwardTransition(declaration, style: style, screens: resolved.screens, indexByName: indexByName)
            else { return nil }
            resolved.transitions.append(transition)
            return .forward(resolved.transitions.count - 1)
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
        transition.isExternal = file != 0
        transition.module = files.module(ofFileAt: file)
        transition.presentation = presentation(of: declaration, style: style, destination: destination, screens: screens)
        return transition
    }

    /// The checks of each transition's declaration with what it resolved to: its name, its
    /// segue, and for a forward one whether it can show its destination the way it says (see
    /// ``checkShow(_:style:source:destination:screens:)``) and hand over what a segue's
    /// destination needs. One pass lends each declaration to them all: see ``checkEachScreen(_:)``.
    mutating func checkEachTransition(_ resolved: ResolvedSpec) {
        let screens = resolved.screens
        for index in resolved.spec.transitions.indices {
            let (declaration, resolution) = (resolved.spec.transitions[index], resolved.resolutionOfTransition[index])
            if let name = declaration.name { checkIdentifier(name, "transition name") }
            checkSegueKeys(of: declaration, resolution: resolution, in: resolved)
            if case .back(let back)? = resolution {
                checkInheritedName(of: resolved.backTransitions[back], declaredAt: declaration, screens)
            }
            guard case .forward(let forward)? = resolution else { continue }
            let transition = resolved.transitions[forward]
            let (style, source, destination) = (transition.style, transition.source, transition.destination)
            checkShow(declaration, style: style, source: source, destination: destination, screens: screens)
            checkStoryboardSegue(declaration, style: style, source: source, destination: destination, screens: screens)
        }
    }

    /// The members generated on each screen for its transitions are distinct: the transition
    /// methods, forward and back, the accessors of its embedded children, and the cases of its
    /// segues; a segue identifier is not empty.
    mutating func checkMemberNames(_ resolved: ResolvedSpec) {
        let screens = resolved.screens
        // The first transition of each name: its place, and its declaration's index.
        var methodNames: [ScreenMember: (position: SourcePosition, declaration: Int)] = Dictionary(
            minimumCapacity: resolved.spec.transitions.count)
        var segueCases: [ScreenMember: (segue: String, position: SourcePosition)] = [:]
        let declarations = resolved.spec.transitions
        for (declaration, resolution) in resolved.resolutionOfTransition.enumerated() {
            let (source, name): (Int, String)
            switch resolution {
            case .forward(let index)?:
                let transition = resolved.transitions[index]
                if transition.style.isStoryboardSegue, let segue = declarations[declaration].segueIdentifier {
                    checkSegueCase(segue, of: transition.source, screens, cases: &segueCases)
                }
                // Of the storyboard's segues, only an embed segue has a member named after the
                // transition: the accessor of its child.
                guard !transition.style.isStoryboardSegue || transition.style == .embed else { continue }
                (source, name) = (transition.source, transition.name)
            case .back(let index)?:
                (source, name) = (resolved.backTransitions[index].source, resolved.backTransitions[index].name)
            case nil:
                continue
            }
            let place = declarations[declaration].name?.position ?? declarations[declaration].position
            let key = ScreenMember(screen: source, name: name)
            guard let first = methodNames[key] else {
                methodNames[key] = (place, declaration)
                continue
            }
            let firstLine = lineReference(to: first.position, from: place)
            // A repeat is the whole transition again, reported where each starts; a clash is one
            // of names, reported at the names.
            if resolved.declares(declaration, as: first.declaration) {
                let (here, there) = (declarations[declaration].position, declarations[first.declaration].position)
                report(
                    .duplicateTransitionName, "this transition repeats the one at \(firstLine); delete one of them", at: here,
                    notes: [note("the first one is here", at: there)])
            } else {
                report(
                    .duplicateTransitionName,
                    "screen '\(screens[source].name)' already has a transition named '\(name)', at \(firstLine)"
                        + Self.originOfNames(declarations[first.declaration], declarations[declaration]) + "; give one of them another 'name'",
                    at: place, notes: [note("the first one is here", at: first.position)])
            }
        }
    }

    /// Where the names come from that the spec does not write, or the message names methods the
    /// user never wrote: ` (a transition without 'name' is named after its destination)`, or
    /// nothing when both transitions write their names.
    static func originOfNames(_ first: TransitionDeclaration, _ second: TransitionDeclaration) -> String {
        func origin(_ declaration: TransitionDeclaration) -> String? {
            guard declaration.name == nil else { return nil }
            let style = declaration.style?.value ?? .push
            return style.goesBack ? "has a \(style.rawValue)'s default name" : "is named after its destination"
        }
        switch (origin(first), origin(second)) {
        case ("is named after its destination"?, "is named after its destination"?):
            return " (a transition without 'name' is named after its destination)"
        case (let first, let second):
            let parts = [first.map { "which \($0)" }, second.map { "this one \($0)" }].compactMap { $0 }
            return parts.isEmpty ? "" : " (\(parts.joined(separator: "; ")))"
        }
    }

    /// `line 12` for a place in the file of `here`, else `Other.yml:12`.
    func lineReference(to position: SourcePosition, from here: SourcePosition) -> String {
        let (there, file) = (location(position), files.index(of: here))
        return files.index(of: position) == file ? "line \(there.line)" : "\(there.file):\(there.line)"
    }

    /// A segue's identifier is a case of its source's segue enum, so it must not be empty, nor
    /// name the same case as another segue of the screen.
    private mutating func checkSegueCase(
        _ segue: Located<String>, of source: Int, _ screens: [Screen], cases: inout [ScreenMember: (segue: String, position: SourcePosition)]
    ) {
        let key = ScreenMember(screen: source, name: SwiftName.lowerCamelCase(fromWords: segue.value))
        if segue.value.isEmpty {
            report(.storyboardSegue, "the segue identifier is empty", at: segue.position)
        } else if let first = cases[key] {
            let what = first.segue == segue.value ? "twice" : "twice (as '\(first.segue)' and '\(segue.value)')"
            report(
                .storyboardSegue, "screen '\(screens[source].name)' declares segue '\(segue.value)' \(what)", at: segue.position,
                notes: [note("the first one is here", at: first.position)])
        } else {
            cases[key] = (segue.value, segue.position)
        }
    }

    /// A name among the generated methods or segue cases of one screen.
    struct ScreenMember: Hashable {
        var screen: Int
        var name: String
    }

    /// Whether the transition can show its destination so: a push needs a destination that can be
    /// pushed and a source that can push, code needs a factory, and `embed` a presentation. The
    /// screens are read in place: copying two screens for each transition cost more than its checks.
    mutating func checkShow(
        _ declaration: TransitionDeclaration, style: TransitionStyle, source: Int, destination: Int, screens: [Screen]
    ) {
        let place = declaration.style?.position ?? declaration.position
        if style == .push, let container = screens[source].container {
            report(
                .notOnAStack, "'\(screens[source].name)' is a \(container.kind.noun), which has no navigation stack to push on; push from a screen it shows",
                at: place)
        }
        if style == .push, let container = screens[destination].container {
            report(.notOnAStack, "'\(screens[destination].name)' is a \(container.kind.noun), which UIKit cannot push; present it", at: place)
        }
        if !style.isStoryboardSegue, !screens[destination].hasFactory {
            report(
                .noFactory, "'\(screens[destination].name)' has no storyboard ID, so no code can create it; show it with a segue, or give it an identifier",
                at: declaration.to?.position ?? declaration.position)
        }
        guard let embed = declaration.embed else { return }
        switch style {
        case .push:
            report(.keyForOtherStyle, "'embed' applies to presentations; a push shows the destination on the source's own stack", at: embed.position)
        case .segue:
            report(.keyForOtherStyle, "'embed' does not apply to a segue: the storyboard decides what a segue shows", at: embed.position)
        case .unwind:
            report(.keyForOtherStyle, "'embed' does not apply to an unwind segue: it goes back to a screen already shown", at: embed.position)
        case .embed:
            report(.keyForOtherStyle, "'embed' does not apply to an embed segue: a container view holds the destination as it is", at: embed.position)
        case .present, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover:
            if let container = screens[destination].container {
                report(.keyForOtherStyle, "'\(screens[destination].name)' is a \(container.kind.noun) already; present it without 'embed'", at: embed.position)
            }
        // Checked by backTransition(_:style:screens:indexByName:).
        case .dismiss, .pop, .popToRoot, .popTo:
            break
        }
    }

    /// A segue or an unwind names its segue in the storyboard (an embed segue may have none) and
    /// starts from a storyboard screen; no other style takes `segue`.
    private mutating func checkSegueKeys(
        of declaration: TransitionDeclaration, resolution: ResolvedSpec.ResolvedTransition?, in resolved: ResolvedSpec
    ) {
        let style = declaration.style?.value ?? .push
        guard style.isStoryboardSegue else {
            if let segue = declaration.segue {
                report(.keyForOtherStyle, "'segue' only applies to transitions with style segue, unwind or embed", at: segue.position)
            }
            return
        }
        if declaration.segue == nil, style != .embed {
            report(
                .storyboardSegue, "a transition with style \(style.rawValue) needs 'segue:', the segue's identifier in the storyboard"
                    + (style == .segue ? ", or false for a segue without one" : ""),
                at: declaration.style?.position ?? declaration.position)
        } else if style == .unwind, let segue = declaration.segue, segue.value == .none {
            report(
                .storyboardSegue, "an unwind transition needs its segue's identifier: it is an unwind segue of the storyboard that code performs by it",
                at: segue.position)
        }
        guard case .forward(let index)? = resolution, let place = declaration.style else { return }
        let source = resolved.screens[resolved.transitions[index].source]
        if source.storyboard == nil {
            let what = switch style {
            case .unwind: "an unwind segue"
            case .embed: "an embed segue"
            default: "a segue"
            }
            report(
                .storyboardSegue, "\(what) can only start from a storyboard screen; '\(source.name)' is not created from a storyboard",
                at: place.position)
        }
    }
}
