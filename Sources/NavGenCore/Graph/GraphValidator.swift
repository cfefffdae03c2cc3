/// Checks the meaning of a ``Spec`` (names, references, uniqueness, reachability) and resolves it
/// into a ``NavigationGraph`` with every default applied.
public struct GraphValidator: Sendable {
    /// Parameter names the generated methods use for themselves.
    public static let reservedParameterNames: Set<String> = ["animated", "completion", "coder", "viewController"]
    /// The most parameters a screen takes: every transition to it passes them all, so that the
    /// generated code grows with their product.
    public static let maximumScreenParameters = 50

    public init() {}

    /// The graph, or nil when the spec has errors, and every problem found; `files` tells the
    /// file of each position, and which specs include which; `settings`, the command line's, tune
    /// the rules with the spec's own `lint`.
    public func validate(
        _ spec: Spec, files: SpecFiles, settings: RuleSettings = RuleSettings()
    ) -> (graph: NavigationGraph?, diagnostics: [Diagnostic]) {
        var run = ValidationRun(files: files, settings: settings)
        let graph = run.graph(of: spec)
        return (run.diagnostics.containsErrors ? nil : graph, run.diagnostics)
    }
}

/// The diagnostics of one validation and the steps that produce them.
struct ValidationRun {
    /// The spec's files, which the diagnostics and the graph's declarations name.
    let files: SpecFiles
    /// For each file, the files whose screens it may name: itself and those it includes.
    let visibleFiles: [Set<Int>]
    var diagnostics: [Diagnostic] = []
    /// How many more unknown screen names get a "did you mean" hint. Each hint compares the name
    /// with every screen, so a spec full of unknown names would take quadratic time; like clang's
    /// spell-checking limit, the hints stop after the first fifty.
    var screenHintsLeft = 50
    /// The registry name of each storyboard: many screens share one, whose name is converted once.
    var registryNameOfStoryboard: [String: String] = [:]
    /// What the walks from many screens may still spend.
    var walkBudget = WalkBudget()
    /// The screens of each class that several screens share, in the order of the spec, for the
    /// messages that say why such a class is not one screen's.
    var screensOfSharedClass: [String: [Int]] = [:]
    /// How the spec and the command line tune the rules: see ``report(_:_:at:notes:about:)``.
    var tuning: RuleTuning

    init(files: SpecFiles, settings: RuleSettings) {
        self.files = files
        visibleFiles = files.visibleFiles()
        tuning = RuleTuning(commandLine: settings)
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        files.location(of: position)
    }

    func note(_ message: String, at position: SourcePosition) -> Diagnostic.Note {
        Diagnostic.Note(message, at: location(position))
    }

    mutating func report(
        _ rule: Rule, _ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = [],
        about subject: RuleTuning.Subject? = nil
    ) {
        report(rule, message, at: location(position), notes: notes, about: subject)
    }

    /// Reports a problem `rule` found, about `subject`, with the severity the spec's and the
    /// command line's settings give it there (see ``RuleTuning``).
    mutating func report(
        _ rule: Rule, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [],
        about subject: RuleTuning.Subject? = nil
    ) {
        if let diagnostic = tuning.diagnostic(rule, message, at: location, notes: notes, about: subject) {
            diagnostics.append(diagnostic)
        }
    }

    /// Resolves the spec and judges it in stages, each of which needs those before it: the
    /// settings of the rules; every part resolved once (``resolve(_:)``); the ``checks`` over the
    /// resolved spec, those of the whole graph only when every part resolved; the deep links,
    /// whose back stacks follow the graph; the graph put together.
    mutating func graph(of spec: Spec) -> NavigationGraph {
        tuneRules(spec)
        var resolved = resolve(spec)
        let isComplete = resolved.isComplete
        for check in Self.checks where isComplete || !check.needsWholeGraph {
            check.judge(&self, &resolved)
        }
        if isComplete {
            resolved.deepLinks = deepLinks(spec, resolved.screens, resolved.transitions)
        }
        markVisibleRoutes(&resolved)
        return assemble(resolved)
    }

    /// Resolves each part once, reporting only what keeps a part from resolving, in the order the
    /// parts need one another: the screens, then the containers that name them, then the type
    /// that holds each screen's generated members (which the transitions' checks read), then the
    /// transitions.
    mutating func resolve(_ spec: Spec) -> ResolvedSpec {
        checkModules()
        // Each screen keeps the defaults of the spec that declares it, wherever that spec is included.
        let screens = spec.screens.map { screen(from: $0, defaults: files.files[files.index(of: $0.name.position)]) }
        var resolved = ResolvedSpec(spec: spec, screens: screens)
        let indexByName = ScreenNames(spec.screens, files: files)
        placeInModules(&resolved.screens, spec.screens, names: indexByName)
        resolved.containersResolved = resolveContainers(spec.screens, &resolved.screens, indexByName: indexByName)
        resolved.cells = spec.cells.compactMap { cell(from: $0, defaults: spec.defaults) }
        resolved.views = spec.views.map { view(from: $0, defaults: spec.defaults) }
        // The table of every class, as large as the screens' array, is handed over as it is made,
        // so that it is freed here rather than beside the transitions resolved next.
        assignHosts(spec.screens, &resolved.screens, typeOwners: checkTypesAreDistinct(spec, resolved.screens))
        resolveTransitions(&resolved, indexByName: indexByName)
        return resolved
    }

    /// The graph of the resolved spec, with what the spec says of the generated files.
    mutating func assemble(_ resolved: ResolvedSpec) -> NavigationGraph {
        let (spec, defaults) = (resolved.spec, resolved.spec.defaults)
        var graph = NavigationGraph(
            specFile: files.files[0].path, imports: [], accessLevel: defaults.accessLevel?.value ?? .internal,
            observation: defaults.observation?.value ?? .observableObject, screens: resolved.screens, cells: resolved.cells,
            views: resolved.views, transitions: resolved.transitions, outputs: outputs(spec.outputs))
        graph.versionInHeader = spec.versionInHeader?.value ?? false
        graph.deploymentTarget = defaults.deploymentTarget
        graph.observationPosition = defaults.observation?.position
        graph.backTransitions = resolved.backTransitions
        graph.imports = Self.imports(spec, of: graph)
        graph.deepLinks = resolved.deepLinks
        // DeepLink is declared by the deeplinks output, or with the spec's access level by
        // `generate --template deeplinks`.
        graph.deepLinks?.typeAccessLevel = graph.outputs.first { $0.template.value == "deeplinks" }?.accessLevel ?? graph.accessLevel
        graph.module = files.module(ofFileAt: 0)
        graph.modulesWithStackRouters = Set(files.files.dropFirst().filter(\.hasStackOutput).compactMap { $0.module?.value })
        graph.ruleTuning = tuning
        return graph
    }

    /// One check of ``checks``: a function of the run and the resolved spec that reports what one
    /// or more rules find.
    struct Check: Sendable {
        /// Whether the check judges the graph as a whole (reachability, the ways back), which it
        /// does only when every part resolved, through the resolved spec's ``ResolvedSpec/index``
        /// and within the run's one ``WalkBudget``.
        let needsWholeGraph: Bool
        let judge: @Sendable (inout ValidationRun, inout ResolvedSpec) -> Void

        /// A check of parts as written and resolved, which runs whatever else failed to resolve.
        static func ofParts(_ judge: @escaping @Sendable (inout ValidationRun, ResolvedSpec) -> Void) -> Check {
            Check(needsWholeGraph: false) { run, resolved in judge(&run, resolved) }
        }

        /// A check of the whole graph.
        static func ofGraph(_ judge: @escaping @Sendable (inout ValidationRun, inout ResolvedSpec) -> Void) -> Check {
            Check(needsWholeGraph: true, judge: judge)
        }
    }

    /// The checks of a resolved spec, in the order they report. A new rule is a check in a
    /// file of its own (or beside those of its topic) and a line here.
    static let checks: [Check] = [
        .ofParts { $0.checkNames($1) },
        .ofParts { $0.checkEachScreen($1) },
        .ofParts { $0.checkScreensAreDistinct($1) },
        .ofParts { $0.checkSystemClasses($1) },
        .ofParts { $0.checkContainers($1) },
        .ofParts { $0.checkEachTransition($1) },
        .ofParts { $0.checkMemberNames($1) },
        .ofGraph { $0.checkReachability(&$1) },
        .ofGraph { $0.checkPushesHaveAStack(&$1) },
        .ofGraph { $0.checkGoingBack(&$1) },
        .ofGraph { $0.checkUnwindsGoBack(&$1) },
    ]

    // MARK: - Outputs

    mutating func outputs(_ declarations: [OutputDeclaration]) -> [Output] {
        var paths: [String: SourcePosition] = [:]
        return declarations.compactMap { declaration in
            guard let template = declaration.template, let path = declaration.output else { return nil }
            if path.value.allSatisfy(\.isWhitespace) {
                report(.emptyName, "the output path is empty", at: path.position)
                return nil
            }
            if let first = paths[path.value] {
                report(
                    .duplicateOutput, "two outputs write '\(path.value)'", at: path.position,
                    notes: [note("the first one is here", at: first)])
                return nil
            }
            paths[path.value] = path.position
            return Output(template: template, path: path.value, accessLevel: declaration.accessLevel?.value)
        }
    }

    // MARK: - Reachability

    /// Warns about screens nothing leads to: unreachable from every entry screen (when the spec
    /// names entries), or touched by no transition at all.
    mutating func checkReachability(_ resolved: inout ResolvedSpec) {
        let screens = resolved.screens
        let reachability = Reachability(screens: screens, forwardSteps: resolved.index.forwardSteps)
        for index in screens.indices {
            let location = screens[index].location
            switch reachability.problem(ofScreenAt: index) {
            case .isolated:
                report(.isolatedScreen, "no transition leads to or from screen '\(screens[index].name)'", at: location, about: .screen(index))
            case .unreachable:
                report(
                    .unreachableScreen, "screen '\(screens[index].name)' cannot be reached from any entry screen", at: location,
                    about: .screen(index))
            case nil:
                break
            }
        }
    }

    // MARK: - Names

    /// The modules imported, the cells and the views have names that Swift takes; the screens'
    /// names are checked with each screen (``checkEachScreen(_:)``), the transitions' with each
    /// transition (``checkEachTransition(_:)``).
    mutating func checkNames(_ resolved: ResolvedSpec) {
        let spec = resolved.spec
        for module in spec.imports where !SwiftName.isIdentifier(module.value) {
            report(.invalidIdentifier, "import '\(module.value)' is not a valid module name", at: module.position)
        }
        for cell in spec.cells { checkIdentifier(cell.className, "cell class") }
        for view in spec.views { checkIdentifier(view.className, "view class") }
    }

    /// The screen's name, class, view type, parameters and alerts are Swift identifiers.
    mutating func checkNames(of screen: ScreenDeclaration) {
        checkIdentifier(screen.name, "screen name")
        if let given = screen.className { checkIdentifier(given, "class") }
        if let given = screen.viewType { checkIdentifier(given, "view type") }
        for parameter in screen.parameters { checkIdentifier(parameter.name, "parameter name") }
        for alert in screen.alerts {
            checkIdentifier(alert.name, "alert name")
            for parameter in alert.parameters { checkIdentifier(parameter.name, "parameter name") }
        }
    }

    mutating func checkIdentifier(_ name: Located<String>, _ role: String) {
        if !SwiftName.isIdentifier(name.value) {
            report(.invalidIdentifier, "\(role) '\(name.value)' is not a valid Swift identifier", at: name.position)
        }
    }
}
