/// A spec whose parts are resolved, each beside the declaration it comes from: the one value every
/// ``SpecRule`` judges, read-only. Screen `i` is resolved from `spec.screens[i]`, and
/// ``resolutionOfTransition`` says what each of `spec.transitions` became, so that a rule reads
/// what the spec says, where it says it and what it means, without resolving anything again.
struct ResolvedSpec: ReportsOnSpecFiles {
    /// What a transition declaration became.
    enum ResolvedTransition {
        /// The forward transition at this index of ``transitions``.
        case forward(TransitionIndex)
        /// The transition that goes back at this index of ``backTransitions``.
        case back(BackTransitionIndex)
    }

    /// The declarations as written, with their positions.
    let spec: Spec
    /// The files of the positions, and which specs include which.
    let files: SpecFiles
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
    /// Whether every container's children resolved: without them, the rules of the containers'
    /// structure would report what is only a misspelt name.
    var containersResolved = true
    /// The containers that hold themselves, once every container resolved.
    var containerCycles = ContainerCycles()
    /// The containers on no cycle whose nesting UIKit allows, once every container resolved
    /// (``containersThatNestWell()``): the containers whose children the rules of containers judge.
    var containersNestingWell: [ScreenIndex] = []
    /// The screens of each class that several screens share, in the order of the spec, for the
    /// messages that say why such a class is not one screen's.
    var screensOfSharedClass: [String: [ScreenIndex]] = [:]
    /// The graph's adjacency and the ways its screens are shown, worked out once every part
    /// resolved (``isComplete``), before the rules of the whole graph run; nil until then.
    var index: GraphIndex?
    var deepLinks: DeepLinks?

    init(spec: Spec, files: SpecFiles, screens: [Screen]) {
        self.spec = spec
        self.files = files
        self.screens = screens
    }

    /// `line 12` for a place in the file of `here`, else `Other.yml:12`.
    func lineReference(to position: SourcePosition, from here: SourcePosition) -> String {
        let (there, file) = (location(position), files.index(of: here))
        return files.index(of: position) == file ? "line \(there.line)" : "\(there.file):\(there.line)"
    }

    /// Why a screen's class does not stand for the screen alone, which Interface Builder's
    /// connections and a `popTo`'s search by class need: the class is a framework's, or other
    /// screens' too. Nil when it does.
    func whyClassIsNotTheScreensOwn(of index: ScreenIndex) -> String? {
        let screen = screens[index]
        guard case .namespace = screen.host else { return nil }
        if let module = SystemClass.module(of: screen.className) { return "\(module)'s class" }
        let sharing = screensOfSharedClass[screen.className] ?? []
        let others = sharing.lazy.filter { $0 != index }.map { "'\(screens[$0].name)'" }
        return "the class of \(Wording.names(others, of: sharing.count - 1)) too"
    }

    /// Whether every container and forward transition resolved: a part that did not would make
    /// the screens it leads to look unreachable, so the rules of the whole graph wait for all.
    var isComplete: Bool {
        containersResolved
            && resolutionOfTransition.indices.allSatisfy { index in
                resolutionOfTransition[index] != nil || (spec.transitions[index].resolvedStyle).goesBack
            }
    }

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
    /// declarations: a rule reads the fields it needs in place, since copying every declaration
    /// would cost more than most rules.
    var forwardTransitions: some Sequence<(declaration: Int, transition: TransitionIndex)> {
        resolutionOfTransition.indices.lazy.compactMap { declaration in
            guard case .forward(let transition)? = resolutionOfTransition[declaration] else { return nil }
            return (declaration, transition)
        }
    }

    /// Each way back that resolved, by its index in ``backTransitions``, with the index of its
    /// declaration in `spec.transitions`, in the order of the spec: see ``forwardTransitions``.
    var waysBack: some Sequence<(declaration: Int, transition: BackTransitionIndex)> {
        resolutionOfTransition.indices.lazy.compactMap { declaration in
            guard case .back(let transition)? = resolutionOfTransition[declaration] else { return nil }
            return (declaration, transition)
        }
    }
}

extension Array where Element == ScreenDeclaration {
    /// The declaration of the screen at `index` of ``ResolvedSpec/screens``, which is resolved
    /// from the declaration at the same place.
    subscript(_ index: ScreenIndex) -> ScreenDeclaration {
        self[index.offset]
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
