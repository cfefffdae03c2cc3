/// A spec whose parts are resolved, each beside the declaration it comes from: the one value every
/// check of ``ValidationRun/checks`` judges. Screen `i` is resolved from `spec.screens[i]`, and
/// ``resolutionOfTransition`` says what each of `spec.transitions` became, so that a check reads
/// what the spec says, where it says it and what it means, without resolving anything again.
struct ResolvedSpec {
    /// What a transition declaration became.
    enum ResolvedTransition {
        /// The forward transition at this index of ``transitions``.
        case forward(Int)
        /// The transition that goes back at this index of ``backTransitions``.
        case back(Int)
    }

    /// The declarations as written, with their positions.
    let spec: Spec
    var screens: [Screen]
    var cells: [Cell] = []
    var views: [NibView] = []
    /// The forward transitions that resolved, in the order of the spec.
    var transitions: [Transition] = []
    /// The transitions that go back and resolved, in the order of the spec.
    var backTransitions: [BackTransition] = []
    /// What each of `spec.transitions` resolved to, at its index there; nil for one that names a
    /// screen no spec declares, or lacks what it needs.
    var resolutionOfTransition: [ResolvedTransition?] = []
    /// Whether every container's children resolved: without them, the checks of the containers'
    /// structure would report what is only a misspelt name.
    var containersResolved = true
    var deepLinks: DeepLinks?

    init(spec: Spec, screens: [Screen]) {
        self.spec = spec
        self.screens = screens
    }

    /// Whether every container and forward transition resolved: a part that did not would make
    /// the screens it leads to look unreachable, so the checks of the whole graph wait for all.
    var isComplete: Bool {
        containersResolved
            && resolutionOfTransition.indices.allSatisfy { index in
                resolutionOfTransition[index] != nil || (spec.transitions[index].style?.value ?? .push).goesBack
            }
    }

    /// The adjacency of the graph and the ways its screens are shown, worked out when a check of
    /// the whole graph first asks, once every part is resolved.
    lazy var index = GraphIndex(screens: screens, transitions: transitions)

    /// Whether the transitions declared at indices `one` and `other` of `spec.transitions` are
    /// one transition written twice: they resolved alike, wherever they are written, and their
    /// `lint` settings name the same rules.
    func declares(_ one: Int, as other: Int) -> Bool {
        let sameTransition =
            switch (resolutionOfTransition[one], resolutionOfTransition[other]) {
            case (.forward(let a)?, .forward(let b)?): transitions[a].placedNowhere == transitions[b].placedNowhere
            case (.back(let a)?, .back(let b)?): backTransitions[a].placedNowhere == backTransitions[b].placedNowhere
            default: false
            }
        return sameTransition && spec.transitions[one].lint.map(\.words) == spec.transitions[other].lint.map(\.words)
    }

    /// Each forward transition that resolved, by its index in ``transitions``, with the index of
    /// its declaration in `spec.transitions`, in the order of the spec. Indices rather than
    /// declarations: a check lends the declaration it reads to the function that reads it, since
    /// copying every declaration would cost more than the checks.
    var forwardTransitions: some Sequence<(declaration: Int, transition: Int)> {
        resolutionOfTransition.indices.lazy.compactMap { declaration in
            guard case .forward(let transition)? = resolutionOfTransition[declaration] else { return nil }
            return (declaration, transition)
        }
    }
}

extension Transition {
    /// The transition without the place it is declared.
    fileprivate var placedNowhere: Transition {
        var copy = self
        copy.location = nil
        return copy
    }
}

extension BackTransition {
    /// The transition without the place it is declared.
    fileprivate var placedNowhere: BackTransition {
        var copy = self
        copy.location = nil
        return copy
    }
}

extension LintDeclaration {
    /// The rules it names, without their places.
    fileprivate var words: [[String]] { [disable.map(\.value), errors.map(\.value)] }
}
