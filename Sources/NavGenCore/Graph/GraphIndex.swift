/// What the rules of the whole graph look up, worked out once per validation, before they run,
/// rather than by each rule: the one adjacency (the steps forward from each screen), which screens
/// the entry screens reach, and the ways each screen may be shown.
struct GraphIndex {
    /// One step forward from a screen: a transition to ``screen``, or the container's child.
    struct Step {
        let screen: ScreenIndex
        /// The transition's style; nil for a container's step to a screen it holds.
        let style: TransitionStyle?

        /// Whether the step may put ``screen`` on the stack right above its source: a push, or a
        /// segue, which may push (the storyboard decides). An embed segue does not: its child
        /// shares its parent's place on the stack.
        var mayPush: Bool {
            style == .push || style == .segue
        }
    }

    /// For each screen, its steps forward: the destinations of its transitions, but for unwinds,
    /// which go back to a screen already shown, then the screens it holds if it is a container.
    /// The graph's one adjacency: each walk follows the steps it needs of it.
    let steps: Table<Screen, [Step]>
    /// Which screens a transition touches, and which the entry screens reach.
    let reachability: Reachability

    /// For each screen, whether it is only ever shown without a navigation controller, where
    /// `navigationController` is nil. A screen is known to be in a stack when it is pushed, shown
    /// by a segue or an embed segue (whose parent may be), embedded by a presentation, a navigation
    /// controller's root or a split view's column, an entry screen or said to be (`inNavigation`);
    /// it is shown bare by a presentation without `embed` or as a tab.
    let shownOnlyBare: Table<Screen, Bool>

    /// For each screen, whether it may be inside a presentation, where `dismiss` dismisses it (or
    /// the presented container it is in). A screen is known not to be when its only ways in are
    /// pushes and the containers that hold it, from screens known not to be, starting at the entry
    /// screens, and the children embedded in such screens; anything else (a presentation, a segue,
    /// `inNavigation`, no way in at all) may be.
    let mayBePresented: Table<Screen, Bool>

    /// The index of a graph whose ways back are `backTransitions`. ``mayBePresented``, which only
    /// `dismiss` reads, is left empty when the graph has none: it is a table as large as the spec,
    /// which would raise its peak for nothing.
    init(screens: [Screen], transitions: [Transition], backTransitions: [BackTransition]) {
        steps = Self.steps(screens: screens, transitions: transitions)
        reachability = Reachability(screens: screens, steps: steps)
        shownOnlyBare = Self.shownOnlyBare(screens, transitions)
        mayBePresented =
            backTransitions.contains { $0.kind == .dismiss }
            ? Self.mayBePresented(screens, steps) : Table(repeating: false, count: 0)
    }

    /// The steps forward from each screen: see ``steps``.
    static func steps(screens: [Screen], transitions: [Transition]) -> Table<Screen, [Step]> {
        var steps = Table<Screen, [Step]>(repeating: [], count: screens.count)
        for transition in transitions where transition.style != .unwind {
            steps[transition.source].append(Step(screen: transition.destination, style: transition.style))
        }
        // By index: copying each screen out of the array would cost more than the walk.
        for index in screens.typedIndices {
            guard let children = screens[index].container?.children else { continue }
            steps[index] += children.map { Step(screen: $0, style: nil) }
        }
        return steps
    }

    /// A question a rule of the whole graph asks of it: whether its steps lead from `start` to
    /// `sought`, as they must from an unwind's destination to its source.
    struct Question {
        let start: ScreenIndex
        let sought: ScreenIndex
    }

    /// The answer to each of `questions`, in their order: whether the ``steps`` that `follows`
    /// keeps lead from its start to the screen it seeks. One walk per start, which stops once it
    /// found every screen sought from there. The walks share one ``WalkBudget``, so that no rule
    /// walks a spec of long chains for minutes: the questions whose walk it would overrun are left
    /// unanswered, nil.
    func answers(to questions: [Question], following follows: (Step) -> Bool) -> [Bool?] {
        var startOrder: [ScreenIndex] = []
        var questionsFrom: [ScreenIndex: [Int]] = [:]
        for (position, question) in questions.enumerated() {
            if questionsFrom[question.start] == nil { startOrder.append(question.start) }
            questionsFrom[question.start, default: []].append(position)
        }
        var answers = [Bool?](repeating: nil, count: questions.count)
        var budget = WalkBudget()
        for start in startOrder {
            let group = questionsFrom[start] ?? []
            var unfound = Set(group.map { questions[$0].sought })
            guard let found = walk(from: start, following: follows, budget: &budget, stoppingWhen: { unfound.remove($0) != nil && unfound.isEmpty })
            else { break }
            for position in group { answers[position] = found.contains(questions[position].sought) }
        }
        return answers
    }

    /// The screens `start` leads to by the ``steps`` that `follows` keeps, not counting `start`
    /// unless a step comes back to it; the walk stops early once `isDone` says so of a screen it
    /// finds. Nil when the walk would take more steps than `budget` has left.
    private func walk(
        from start: ScreenIndex, following follows: (Step) -> Bool, budget: inout WalkBudget, stoppingWhen isDone: (_ found: ScreenIndex) -> Bool
    ) -> Set<ScreenIndex>? {
        var found: Set<ScreenIndex> = []
        var pending = [start]
        while let next = pending.popLast() {
            guard budget.spend(steps[next].count) else { return nil }
            for step in steps[next] where follows(step) && found.insert(step.screen).inserted {
                if isDone(step.screen) { return found }
                pending.append(step.screen)
            }
        }
        return found
    }

    private static func shownOnlyBare(_ screens: [Screen], _ transitions: [Transition]) -> Table<Screen, Bool> {
        var inStack = Table<Screen, Bool>(repeating: false, count: screens.count)
        var bare = Table<Screen, Bool>(repeating: false, count: screens.count)
        for index in screens.typedIndices where screens[index].isInNavigation || screens[index].isEntry {
            inStack[index] = true
        }
        for transition in transitions {
            switch transition.style {
            // A child view controller's navigationController is its parent's.
            case .push, .segue, .embed: inStack[transition.destination] = true
            case .present, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover:
                if transition.embedding == .navigation { inStack[transition.destination] = true } else { bare[transition.destination] = true }
            // They go back to a screen already shown.
            case .unwind, .dismiss, .pop, .popToRoot, .popTo: break
            }
        }
        for index in screens.indices {
            switch screens[index].container {
            case .navigation(let root): inStack[root] = true
            case .tabs(let tabs): for tab in tabs { bare[tab] = true }
            case .split(let primary, let secondary): inStack[primary] = true; inStack[secondary] = true
            case nil: break
            }
        }
        var result = Table<Screen, Bool>(repeating: false, count: screens.count)
        for index in screens.typedIndices { result[index] = bare[index] && !inStack[index] }
        return result
    }

    private static func mayBePresented(_ screens: [Screen], _ steps: Table<Screen, [Step]>) -> Table<Screen, Bool> {
        var hasWayIn = Table<Screen, Bool>(repeating: false, count: screens.count)
        var result = Table<Screen, Bool>(repeating: false, count: screens.count)
        for index in screens.typedIndices {
            if screens[index].isInNavigation { result[index] = true }
            for step in steps[index] {
                hasWayIn[step.screen] = true
                if !step.keepsPresentation { result[step.screen] = true }
            }
        }
        for index in screens.typedIndices where !hasWayIn[index] && !screens[index].isEntry {
            result[index] = true
        }
        var pending = screens.typedIndices.filter { result[$0] }
        while let screen = pending.popLast() {
            for step in steps[screen] where step.keepsPresentation && !result[step.screen] {
                result[step.screen] = true
                pending.append(step.screen)
            }
        }
        return result
    }
}

extension GraphIndex.Step {
    /// Whether ``screen`` is in a presentation exactly when the step's source is: pushed onto its
    /// stack, embedded in it, or held by it as a container.
    fileprivate var keepsPresentation: Bool {
        style == nil || style == .push || style == .embed
    }
}

extension ResolvedSpec {
    /// Whether a push or a way back from `source` does nothing, once every part resolved: the
    /// screen is only ever shown without a navigation controller (``GraphIndex/shownOnlyBare``),
    /// and is no container, whose pushes and pops not-on-a-stack judges. push-without-navigation
    /// and pop-without-navigation each write their message whole: the advice they share, made a
    /// string of its own and interpolated, raised the peak of a spec with 24,756 such pushes by
    /// 1.5 MiB (each message then left a hole the size of the advice behind it).
    func isShownWithoutNavigation(_ source: ScreenIndex) -> Bool {
        guard let index else { return false }
        return index.shownOnlyBare[source] && screens[source].container == nil
    }

    /// Asks the index, once every part resolved, whether the steps that `follows` keeps lead from
    /// the start of each item's question to the screen it seeks (``GraphIndex/answers(to:following:)``);
    /// reports the `problem` of each item they do not lead through, then how many items, counted
    /// as `subject`s, the walks' budget left unjudged. The rules that walk: unwind-target,
    /// pop-to-target.
    func reportWhereStepsDoNotLead<Item>(
        for items: [Item], asking question: (Item) -> GraphIndex.Question, following follows: (GraphIndex.Step) -> Bool,
        counting subject: String, to report: inout RuleReport, _ problem: (Item) -> (message: String, place: SourcePosition)
    ) {
        guard let index, !items.isEmpty else { return }
        let answers = index.answers(to: items.map(question), following: follows)
        for (item, answer) in zip(items, answers) where answer == false {
            let (message, place) = problem(item)
            report(message, at: place)
        }
        report.budgetSpent(leavingUnanswered: answers, of: subject)
    }
}
