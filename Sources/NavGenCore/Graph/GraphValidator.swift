/// Resolves a ``Spec`` into a ``NavigationGraph`` with every default applied, and judges it by
/// every rule (names, references, uniqueness, reachability: `Sources/NavGenCore/Rules`).
public struct GraphValidator: Sendable {
    /// Parameter names the generated methods use for themselves.
    public static let reservedParameterNames: Set<String> = ["animated", "completion", "coder", "viewController"]
    /// The most parameters a screen takes: every transition to it passes them all, so that the
    /// generated code grows with their product.
    public static let maximumScreenParameters = 50
    /// The names the arguments of a segue that carries data use for themselves.
    public static let segueArgumentNames: Set<String> = ["sender", "segue"]

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

/// One validation: the resolution of the spec, which reports only what stops a part from
/// resolving, then the rules (``SpecRule``) on the resolved spec, each reporting on its own; the
/// state it keeps is the resolution's (the hints left, the storyboards' registry names) and the
/// diagnostics.
struct ValidationRun: ReportsOnSpecFiles {
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
    /// How the spec and the command line tune the rules: see ``report(_:_:at:notes:about:)``.
    var tuning: RuleTuning

    init(files: SpecFiles, settings: RuleSettings) {
        self.files = files
        visibleFiles = files.visibleFiles()
        tuning = RuleTuning(commandLine: settings)
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
    /// settings of the rules; every part resolved once (``resolve(_:)``), with the graph's index
    /// when every part resolved; every ``SpecRule`` on the resolved spec; the deep links, whose
    /// back stacks follow the graph; the graph put together.
    mutating func graph(of spec: Spec) -> NavigationGraph {
        tuneRules(spec)
        var resolved = resolve(spec)
        let isComplete = resolved.isComplete
        if isComplete {
            resolved.index = GraphIndex(screens: resolved.screens, transitions: resolved.transitions, backTransitions: resolved.backTransitions)
        }
        for rule in Self.judgingRules {
            var report = RuleReport(Rule(rule), tuning: tuning, files: files)
            rule.judge(resolved, &report)
            diagnostics += report.diagnostics
        }
        if isComplete {
            resolved.deepLinks = deepLinks(spec, resolved.screens, resolved.transitions)
        }
        markVisibleRoutes(&resolved)
        return assemble(resolved)
    }

    /// The rules that judge a resolved spec, in the order of the registry.
    static let judgingRules = RuleRegistry.rules.compactMap { $0 as? any SpecRule.Type }

    /// Resolves each part once, reporting only what keeps a part from resolving, in the order the
    /// parts need one another: the screens, then the containers that name them, then the type
    /// that holds each screen's generated members (which the transitions' checks read), then the
    /// transitions.
    mutating func resolve(_ spec: Spec) -> ResolvedSpec {
        // Each screen keeps the defaults of the spec that declares it, wherever that spec is included.
        let screens = spec.screens.map { screen(from: $0, defaults: files.files[files.index(of: $0.name.position)]) }
        var resolved = ResolvedSpec(spec: spec, files: files, screens: screens)
        let indexByName = ScreenNames(spec.screens, files: files)
        placeInModules(&resolved.screens, spec.screens, names: indexByName)
        resolved.containersResolved = resolveContainers(spec.screens, &resolved.screens, indexByName: indexByName)
        if resolved.containersResolved {
            resolved.containerCycles = ContainerCycles(spec.screens, resolved.screens)
            resolved.containersNestingWell = resolved.containersThatNestWell()
        }
        resolved.cells = spec.cells.compactMap { cell(from: $0, defaults: spec.defaults) }
        resolved.views = spec.views.map { view(from: $0, defaults: spec.defaults) }
        // The table of every class, as large as the screens' array, is freed here rather than
        // beside the transitions resolved next.
        resolved.screensOfSharedClass = Self.assignHosts(&resolved.screens)
        resolveTransitions(&resolved, indexByName: indexByName)
        return resolved
    }

    /// The graph of the resolved spec, with what the spec says of the generated files.
    func assemble(_ resolved: ResolvedSpec) -> NavigationGraph {
        let (spec, defaults) = (resolved.spec, resolved.spec.defaults)
        var graph = NavigationGraph(
            specFile: files.files[0].path, imports: [], accessLevel: defaults.accessLevel?.value ?? .whenUnwritten,
            observation: defaults.observation?.value ?? .whenUnwritten, screens: resolved.screens, cells: resolved.cells,
            views: resolved.views, transitions: resolved.transitions, outputs: Self.outputs(spec.outputs))
        graph.versionInHeader = spec.versionInHeader?.value ?? false
        graph.deploymentTarget = defaults.deploymentTarget
        graph.observationPosition = defaults.observation?.position
        graph.backTransitions = resolved.backTransitions
        graph.imports = Self.imports(spec, of: graph)
        graph.deepLinks = resolved.deepLinks
        // DeepLink is declared by the deeplinks output, or with the spec's access level by
        // `generate --template deeplinks`.
        graph.deepLinks?.typeAccessLevel = graph.outputs.first { $0.kind == .deeplinks }?.accessLevel ?? graph.accessLevel
        graph.module = files.module(ofFileAt: 0)
        graph.modulesWithStackRouters = Set(files.files.dropFirst().filter(\.hasStackOutput).compactMap { $0.module?.value })
        graph.ruleTuning = tuning
        graph.screensOfSharedClass = resolved.screensOfSharedClass
        return graph
    }

    /// The outputs the spec declares, one for each path: one with a blank path or a path
    /// written before, which the rules report (empty-name, duplicate-output), is left out.
    static func outputs(_ declarations: [OutputDeclaration]) -> [Output] {
        declarations.paths.compactMap { declaration, path in
            guard case .first(let path) = path, let template = declaration.template else { return nil }
            return Output(template: template, path: path.value, accessLevel: declaration.accessLevel?.value)
        }
    }
}
