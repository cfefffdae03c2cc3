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
    /// The names of the generated transition methods of each screen, forward and back, and where
    /// the first of each is declared.
    var methodNames: [ScreenMember: SourcePosition] = [:]
    /// The transitions that go back, resolved as ``transitions(_:screens:indexByName:)`` meets them.
    var backTransitions: [BackTransition] = []
    /// Each unwind transition's index among the resolved transitions and the place of its `to`,
    /// which the check that it goes back reports.
    var unwinds: [(transition: Int, destination: SourcePosition)] = []
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

    mutating func report(_ rule: Rule, _ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []) {
        report(rule, message, at: location(position), notes: notes)
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
    /// settings of the rules; every part resolved once (``resolveParts(of:)``); the rules of the
    /// whole graph (``graphRules``), when every part resolved; the graph put together.
    mutating func graph(of spec: Spec) -> NavigationGraph {
        tuneRules(spec)
        var parts = resolveParts(of: spec)
        if parts.isComplete {
            var index = GraphIndex(screens: parts.screens, transitions: parts.transitions)
            for rule in Self.graphRules { rule(&self, &index) }
            parts.deepLinks = deepLinks(spec, parts.screens, parts.transitions)
        }
        markVisibleRoutes(&parts.screens, parts.transitions)
        return assemble(parts, spec)
    }

    /// The parts of a spec once resolved, before the rules of the whole graph judge them.
    struct ResolvedParts {
        var screens: [Screen]
        var cells: [Cell]
        var views: [NibView]
        var transitions: [Transition]
        /// Whether every container and forward transition resolved: a part that did not would
        /// make the screens it leads to look unreachable, so the rules of the graph wait for all.
        var isComplete: Bool
        var deepLinks: DeepLinks?
    }

    /// Resolves each part once, checking what it says on its own, in the order the parts need
    /// one another: the screens, then the containers that name them, then the type that holds
    /// each screen's generated members (which the transitions' checks read), then the
    /// transitions.
    mutating func resolveParts(of spec: Spec) -> ResolvedParts {
        for module in spec.imports where !SwiftName.isIdentifier(module.value) {
            report(.invalidIdentifier, "import '\(module.value)' is not a valid module name", at: module.position)
        }
        checkModules()
        // Each screen keeps the defaults of the spec that declares it, wherever that spec is included.
        var screens = spec.screens.map { screen(from: $0, defaults: files.files[files.index(of: $0.name.position)]) }
        let indexByName = ScreenNames(spec.screens, files: files)
        placeInModules(&screens, spec.screens, names: indexByName)
        let containersResolved = resolveContainers(spec.screens, &screens, indexByName: indexByName)
        checkScreensAreDistinct(spec.screens, screens)
        let cells = spec.cells.compactMap { cell(from: $0, defaults: spec.defaults) }
        let views = spec.views.map { view(from: $0, defaults: spec.defaults) }
        var typeOwners = checkTypesAreDistinct(spec, screens)
        assignHosts(spec.screens, &screens, typeOwners: &typeOwners)
        checkSystemClasses(spec, screens)
        if containersResolved {
            checkContainers(spec.screens, screens)
        }
        let transitions = self.transitions(spec.transitions, screens: screens, indexByName: indexByName)
        // The ways back lead to no screen the rules of the graph follow.
        let forwardCount = spec.transitions.reduce(0) { $0 + (($1.style?.value ?? .push).goesBack ? 0 : 1) }
        return ResolvedParts(
            screens: screens, cells: cells, views: views, transitions: transitions,
            isComplete: containersResolved && transitions.count == forwardCount)
    }

    /// The graph of the resolved parts, with what the spec says of the generated files.
    mutating func assemble(_ parts: ResolvedParts, _ spec: Spec) -> NavigationGraph {
        let defaults = spec.defaults
        var graph = NavigationGraph(
            specFile: files.files[0].path, imports: [], accessLevel: defaults.accessLevel?.value ?? .internal,
            observation: defaults.observation?.value ?? .observableObject, screens: parts.screens, cells: parts.cells,
            views: parts.views, transitions: parts.transitions, outputs: outputs(spec.outputs))
        graph.versionInHeader = spec.versionInHeader?.value ?? false
        graph.backTransitions = backTransitions
        graph.imports = Self.imports(spec, of: graph)
        graph.deepLinks = parts.deepLinks
        // DeepLink is declared by the deeplinks output, or with the spec's access level by
        // `generate --template deeplinks`.
        graph.deepLinks?.typeAccessLevel = graph.outputs.first { $0.template.value == "deeplinks" }?.accessLevel ?? graph.accessLevel
        graph.module = files.module(ofFileAt: 0)
        graph.ruleTuning = tuning
        return graph
    }

    /// The rules that judge the whole graph once every screen, container and transition is
    /// resolved, in the order they report; each reads the graph through the one ``GraphIndex``
    /// and walks it within the run's one ``WalkBudget``. A new rule of the graph is a function
    /// of its own and a line here.
    static let graphRules: [@Sendable (inout ValidationRun, inout GraphIndex) -> Void] = [
        { $0.checkReachability(&$1) },
        { $0.checkPushesHaveAStack(&$1) },
        { $0.checkGoingBack(&$1) },
        { $0.checkUnwindsGoBack(&$1) },
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

    // MARK: - Screens

    mutating func screen(from declaration: ScreenDeclaration, defaults: SpecFiles.File) -> Screen {
        let name = declaration.name
        checkIdentifier(name, "screen name")
        let containerKind = containerKind(of: declaration)
        let className = declaration.className?.value ?? Screen.defaultClassName(of: name.value, container: containerKind)
        if let given = declaration.className { checkIdentifier(given, "class") }
        if let given = declaration.viewType { checkIdentifier(given, "view type") }
        let source = declaration.source?.value ?? .storyboard
        let initial = declaration.initial?.value ?? false
        if source != .storyboard {
            for key in [("storyboard", declaration.storyboard?.position), ("identifier", declaration.identifier?.position),
                ("initial", declaration.initial?.position)]
            {
                guard let position = key.1 else { continue }
                report(.keyForOtherSource, "'\(key.0)' only applies to screens whose source is storyboard; '\(name.value)' has source \(source.rawValue)", at: position)
            }
        }
        if source != .nib, let nib = declaration.nib {
            report(.keyForOtherSource, "'nib' only applies to screens whose source is nib; '\(name.value)' has source \(source.rawValue)", at: nib.position)
        }
        if source == .storyboard, initial, let identifier = declaration.identifier {
            report(
                .initialWithIdentifier, "screen '\(name.value)' is its storyboard's initial view controller and has no storyboard identifier; remove 'identifier' or 'initial'",
                at: identifier.position)
        }
        if containerKind == .split, source == .nib {
            report(
                .containerShape, "split view controller '\(name.value)' cannot come from a nib: only init(style:) makes the column style whose columns its factory fills; create it in code or in a storyboard",
                at: declaration.source?.position ?? name.position)
        }
        if containerKind != nil, let inNavigation = declaration.inNavigation, inNavigation.value {
            report(
                .containerShape, "'inNavigation' does not apply to a container: UIKit does not put a container on a navigation stack",
                at: inNavigation.position)
        }
        if let storyboard = declaration.storyboard, storyboard.value.allSatisfy(\.isWhitespace) {
            report(.emptyName, "the storyboard name of screen '\(name.value)' is empty", at: storyboard.position)
        }
        let maximum = GraphValidator.maximumScreenParameters
        if declaration.parameters.count > maximum {
            report(
                .tooManyParameters, "screen '\(name.value)' has \(declaration.parameters.count) parameters; a screen takes at most \(maximum)",
                at: declaration.parameters[maximum].name.position)
        }
        let storyboardName = declaration.storyboard?.value ?? name.value
        let resolvedSource: Screen.Source =
            switch source {
            case .storyboard:
                .storyboard(
                    Screen.Storyboard(
                        name: storyboardName, scene: storyboardScene(of: declaration, className: className),
                        registryName: registryName(ofStoryboard: storyboardName)))
            case .nib: .nib(declaration.nib?.value ?? className)
            case .code: .code
            }
        return Screen(
            name: name.value, className: className, viewType: declaration.viewType?.value ?? name.value + "View",
            source: resolvedSource, bundle: declaration.bundle?.value ?? defaults.bundle,
            injection: declaration.injection?.value ?? defaults.injection,
            isEntry: declaration.entry?.value ?? false, summary: declaration.summary?.value,
            parameters: declaration.parameters.map { parameter(from: $0, screen: name.value) },
            alerts: declaration.alerts.compactMap { alert(from: $0, screen: name.value) },
            isInNavigation: declaration.inNavigation?.value ?? false, location: location(name.position))
    }

    func storyboardScene(of declaration: ScreenDeclaration, className: String) -> Screen.Storyboard.Scene {
        if declaration.initial?.value ?? false { return .initial }
        switch declaration.identifier?.value {
        case .named(let identifier): return .identifier(identifier)
        case .none?: return .unidentified
        case nil: return .identifier(className)
        }
    }

    mutating func registryName(ofStoryboard name: String) -> String {
        if let known = registryNameOfStoryboard[name] { return known }
        let registryName = SwiftName.lowerCamelCase(fromWords: name)
        registryNameOfStoryboard[name] = registryName
        return registryName
    }

    mutating func alert(from declaration: AlertDeclaration, screen: String) -> Alert? {
        checkIdentifier(declaration.name, "alert name")
        let parameters = declaration.parameters.map { parameter(from: $0, screen: screen) }
        let names = parameters.map(\.name)
        guard let title = declaration.title, let message = declaration.message else { return nil }
        let dismiss = declaration.dismiss ?? Located("OK", at: declaration.name.position)
        let texts = [title, message, dismiss].map { alertText($0, alert: declaration.name.value, parameters: names) }
        guard let titleText = texts[0], let messageText = texts[1], let dismissText = texts[2] else { return nil }
        return Alert(
            name: declaration.name.value, parameters: parameters, title: titleText, message: messageText,
            dismiss: dismissText)
    }

    /// Splits `Hello {name}` into text and placeholders; `{{` and `}}` stand for braces.
    mutating func alertText(_ text: Located<String>, alert: String, parameters: [String]) -> AlertText? {
        var parts: [AlertText.Part] = []
        var literal = ""
        var rest = Substring(text.value)
        while let character = rest.popFirst() {
            if character == "{" || character == "}", rest.first == character {
                literal.append(character)
                rest.removeFirst()
            } else if character == "{" {
                guard let end = rest.firstIndex(of: "}") else {
                    report(.alertText, "the text of alert '\(alert)' has a '{' without '}'; write '{{' for a brace", at: text.position)
                    return nil
                }
                let name = String(rest[..<end])
                guard parameters.contains(name) else {
                    let known = parameters.isEmpty ? "it has no parameters" : "its parameters are \(Wording.names(parameters, of: parameters.count))"
                    report(
                        .alertText, "alert '\(alert)' has no parameter '\(name)' for the placeholder '{\(name)}'; \(known)"
                            + Suggestion.hint(for: name, in: parameters),
                        at: text.position)
                    return nil
                }
                if !literal.isEmpty { parts.append(.text(literal)) }
                literal = ""
                parts.append(.parameter(name))
                rest = rest[rest.index(after: end)...]
            } else if character == "}" {
                report(.alertText, "the text of alert '\(alert)' has a '}' without '{'; write '}}' for a brace", at: text.position)
                return nil
            } else {
                literal.append(character)
            }
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        return AlertText(parts)
    }


    mutating func parameter(from declaration: ParameterDeclaration, screen: String) -> Parameter {
        let name = declaration.name
        checkIdentifier(name, "parameter name")
        if GraphValidator.reservedParameterNames.contains(name.value) {
            report(
                .reservedName, "parameter '\(name.value)' of screen '\(screen)' uses a name the generated methods need; rename it",
                at: name.position)
        }
        if let problem = SwiftCodeText.problem(in: declaration.type.value, as: .type) {
            report(.invalidSwiftCode, "the type of parameter '\(name.value)' \(problem)", at: declaration.type.position)
        }
        if let value = declaration.defaultValue, let problem = SwiftCodeText.problem(in: value.value, as: .expression) {
            report(.invalidSwiftCode, "the default value of parameter '\(name.value)' \(problem)", at: value.position)
        }
        return Parameter(
            name: name.value, type: declaration.type.value, defaultValue: declaration.defaultValue?.value,
            summary: declaration.summary?.value, typeLocation: location(declaration.type.position))
    }

    mutating func checkScreensAreDistinct(_ declarations: [ScreenDeclaration], _ screens: [Screen]) {
        // The tables keep the first screen's located name, all the messages need, not its whole
        // declaration: a large spec would hold each declaration twice more.
        // Reserved at once: growing a table of every screen rehashes its keys over and over.
        var identifiers: [StoryboardScene: Located<String>] = Dictionary(minimumCapacity: screens.count)
        var initials: [StoryboardFile: Located<String>] = [:]
        // Each module's generated file has a registry of its own storyboards.
        var registryNames: [RegistryEntry: (storyboard: StoryboardFile, position: SourcePosition)] = [:]
        for (declaration, screen) in zip(declarations, screens) {
            guard case .storyboard(let storyboard) = screen.source else { continue }
            let place = declaration.storyboard?.position ?? declaration.name.position
            let file = StoryboardFile(screen, storyboard)
            let entry = RegistryEntry(module: screen.module, name: storyboard.registryName)
            if let other = registryNames[entry], other.storyboard != file {
                let problem =
                    other.storyboard.name == storyboard.name
                    ? "storyboard '\(storyboard.name)' is used from \(file.bundle.phrase) here and from \(other.storyboard.bundle.phrase) before, but the generated registry has one storyboard of each name; give the screens one bundle, or rename one of the storyboards"
                    : "storyboards '\(other.storyboard.name)' and '\(storyboard.name)' would both be called '\(entry.name)' in generated code"
                report(.storyboardNameClash, problem, at: place, notes: [note("'\(other.storyboard.name)' is used here", at: other.position)])
            } else if registryNames[entry] == nil {
                registryNames[entry] = (file, place)
            }
            switch storyboard.scene {
            case .identifier(let identifier):
                let key = StoryboardScene(storyboard: file, identifier: identifier)
                if let first = identifiers[key] {
                    report(
                        .duplicateStoryboardIdentifier, "screens '\(first.value)' and '\(screen.name)' have the same identifier '\(identifier)' in storyboard '\(storyboard.name)'",
                        at: declaration.identifier?.position ?? declaration.name.position,
                        notes: [note("'\(first.value)' is declared here", at: first.position)])
                } else {
                    identifiers[key] = declaration.name
                }
            case .unidentified:
                break
            case .initial:
                if let first = initials[file] {
                    report(
                        .duplicateInitialScene, "storyboard '\(storyboard.name)' has one initial view controller, but screens '\(first.value)' and '\(screen.name)' both claim it",
                        at: declaration.initial?.position ?? declaration.name.position,
                        notes: [note("'\(first.value)' is declared here", at: first.position)])
                } else {
                    initials[file] = declaration.name
                }
            }
        }
    }

    // MARK: - Cells and views

    mutating func cell(from declaration: CellDeclaration, defaults: Spec.Defaults) -> Cell? {
        checkIdentifier(declaration.className, "cell class")
        guard let kind = declaration.kind?.value else { return nil }
        let nib: String? =
            switch declaration.nib?.value {
            case .named(let name): name
            case .none?: nil
            case nil: declaration.className.value
            }
        return Cell(
            className: declaration.className.value, kind: kind, nib: nib,
            reuseIdentifier: declaration.identifier?.value ?? declaration.className.value,
            bundle: declaration.bundle?.value ?? defaults.bundle?.value ?? .main, location: location(declaration.className.position))
    }

    mutating func view(from declaration: ViewDeclaration, defaults: Spec.Defaults) -> NibView {
        checkIdentifier(declaration.className, "view class")
        return NibView(
            className: declaration.className.value, nib: declaration.nib?.value ?? declaration.className.value,
            bundle: declaration.bundle?.value ?? defaults.bundle?.value ?? .main, location: location(declaration.className.position))
    }

    /// The owner of a type name among the classes and generated types of the spec, for messages.
    struct TypeOwner {
        /// `screen`, `cell` or `view`, and its name: put into words only for a message.
        var kind: String
        var name: String
        var position: SourcePosition
        /// Whether the name is a type navgen generates for a screen rather than a class of the app.
        var isFactoryType = false
        /// How many screens have the class, when a screen's is its first role.
        var screenCount = 0

        var role: String { "\(kind) '\(name)'" }
    }

    /// A cell or view must not reuse a class that the spec already gives another role. Returns the
    /// owner of each class, its first screen (with how many screens have it), or its cell or view:
    /// one table for both, since each look-up in a table of every screen's class costs a cache miss.
    mutating func checkTypesAreDistinct(_ spec: Spec, _ screens: [Screen]) -> [String: TypeOwner] {
        var owners: [String: TypeOwner] = Dictionary(minimumCapacity: screens.count + spec.cells.count + spec.views.count)
        // By index, reading the fields it needs: copying whole screens costs more than the check.
        for index in screens.indices {
            owners[
                screens[index].className,
                default: TypeOwner(
                    kind: "screen", name: screens[index].name,
                    position: spec.screens[index].className?.position ?? spec.screens[index].name.position)
            ].screenCount += 1
        }
        let others = spec.cells.map { ($0.className, "cell") } + spec.views.map { ($0.className, "view") }
        for (className, role) in others {
            if let owner = owners[className.value] {
                report(
                    .classRoleClash, "\(role) class '\(className.value)' is already the class of \(owner.role)", at: className.position,
                    notes: [note("\(owner.role) is declared here", at: owner.position)])
            } else {
                owners[className.value] = TypeOwner(kind: role, name: className.value, position: className.position)
            }
        }
        return owners
    }

    /// Gives each screen the type that holds its generated members: its class when the class is the
    /// app's own and no other screen's, else a type named after the screen, which must not be a
    /// class of the spec or another screen's type.
    mutating func assignHosts(_ declarations: [ScreenDeclaration], _ screens: inout [Screen], typeOwners owners: inout [String: TypeOwner]) {
        for index in screens.indices where owners[screens[index].className]?.screenCount ?? 0 > 1 {
            screensOfSharedClass[screens[index].className, default: []].append(index)
        }
        for index in screens.indices {
            let className = screens[index].className
            guard SystemClass.module(of: className) != nil || screensOfSharedClass[className] != nil else { continue }
            let name = screens[index].name
            let typeName = Screen.namespaceName(of: name)
            screens[index].host = .namespace(typeName)
            let position = declarations[index].name.position
            if let owner = owners[typeName] {
                report(
                    .factoryTypeClash, "screen '\(name)' would get the factory type '\(typeName)', which is already the \(owner.isFactoryType ? "factory type" : "class") of \(owner.role); rename the screen",
                    at: position, notes: [note("\(owner.role) is declared here", at: owner.position)])
            } else {
                owners[typeName] = TypeOwner(kind: "screen", name: name, position: position, isFactoryType: true)
            }
        }
    }

    /// A framework's class takes no parameters of the app's, and one of a framework other than
    /// UIKit needs its module imported into the generated code.
    mutating func checkSystemClasses(_ spec: Spec, _ screens: [Screen]) {
        let imported = Set(spec.imports.map(\.value))
        for index in screens.indices {
            guard let module = SystemClass.module(of: screens[index].className) else { continue }
            let (screen, declaration) = (screens[index], spec.screens[index])
            if let parameter = declaration.parameters.first {
                report(
                    .frameworkClassParameters, "screen '\(screen.name)' has parameters, but its class '\(screen.className)' is \(module)'s, which has neither an initializer nor properties for them; give the screen a class of the app's own",
                    at: parameter.name.position)
            }
            if module != "UIKit", !imported.contains(module), let className = declaration.className {
                report(
                    .missingFrameworkImport,
                    "class '\(screen.className)' is declared in \(module); add \(module) to 'imports' so that the generated code finds it",
                    at: location(className.position), about: .screen(index))
            }
        }
    }

    // MARK: - Transitions

    mutating func transitions(
        _ declarations: [TransitionDeclaration], screens: [Screen], indexByName: ScreenNames
    ) -> [Transition] {
        var segueCases: [ScreenMember: (segue: String, position: SourcePosition)] = [:]
        var result: [Transition] = []
        result.reserveCapacity(declarations.count)
        methodNames.reserveCapacity(declarations.count)
        for declaration in declarations {
            let style = declaration.style?.value ?? .push
            if style.goesBack {
                backTransition(declaration, style: style, screens: screens, indexByName: indexByName)
                continue
            }
            guard let from = declaration.from, let to = declaration.to else { continue }
            let source = screenIndex(from, in: indexByName, "the transition's source '\(from.value)' is not a declared screen")
            let destination = screenIndex(to, in: indexByName, "the transition's destination '\(to.value)' is not a declared screen")
            checkSegue(declaration, style: style, source: source, screens: screens)
            if let name = declaration.name { checkIdentifier(name, "transition name") }
            guard let source, let destination else { continue }
            checkShow(declaration, style: style, source: source, destination: destination, screens: screens)
            checkStoryboardSegue(declaration, style: style, source: source, destination: destination, screens: screens)
            let name = declaration.name?.value ?? SwiftName.lowerCamelCase(screens[destination].name)
            let place = declaration.name?.position ?? declaration.position
            if style.isStoryboardSegue, let segue = declaration.segue {
                let key = ScreenMember(screen: source, name: SwiftName.lowerCamelCase(fromWords: segue.value))
                if segue.value.isEmpty {
                    report(.storyboardSegue, "the segue identifier is empty", at: segue.position)
                } else if let first = segueCases[key] {
                    let what = first.segue == segue.value ? "twice" : "twice (as '\(first.segue)' and '\(segue.value)')"
                    report(
                        .storyboardSegue, "screen '\(screens[source].name)' declares segue '\(segue.value)' \(what)", at: segue.position,
                        notes: [note("the first one is here", at: first.position)])
                } else {
                    segueCases[key] = (segue.value, segue.position)
                }
            } else if !style.isStoryboardSegue {
                checkMethodName(name, of: source, screens, at: place)
            }
            if style == .unwind { unwinds.append((result.count, to.position)) }
            var transition = Transition(
                name: name, source: source, destination: destination, style: style,
                segue: style.isStoryboardSegue ? declaration.segue?.value : nil, embedding: declaration.embed?.value,
                isAnimated: declaration.animated?.value ?? true, summary: declaration.summary?.value,
                location: location(declaration.position))
            transition.isExternal = files.index(of: declaration.position) != 0
            transition.presentation = presentation(of: declaration, style: style, destination: destination, screens: screens)
            result.append(transition)
        }
        return result
    }

    /// A transition method's name must be unique among the screen's generated transition methods.
    mutating func checkMethodName(_ name: String, of source: Int, _ screens: [Screen], at place: SourcePosition) {
        let key = ScreenMember(screen: source, name: name)
        if let first = methodNames[key] {
            report(
                .duplicateTransitionName, "screen '\(screens[source].name)' already has a transition named '\(name)'; give one of them another 'name'",
                at: place, notes: [note("the first one is here", at: first)])
        } else {
            methodNames[key] = place
        }
    }

    /// A storyboard as UIKit finds it: by its name in a bundle. The app's main bundle is one for
    /// every module, while `bundle: module` is each module's own, so that two modules may each
    /// have a `Main.storyboard` with its initial scene and its storyboard IDs.
    struct StoryboardFile: Hashable {
        var name: String
        var bundle: Bundle

        enum Bundle: Hashable {
            case main
            /// The bundle of the module of this name, nil for a spec that names none.
            case module(String?)

            /// Where a message says the storyboard is found.
            var phrase: String {
                switch self {
                case .main: "the main bundle"
                case .module(let name?): "module \(name)'s bundle"
                case .module(nil): "the module's bundle"
                }
            }
        }

        init(_ screen: Screen, _ storyboard: Screen.Storyboard) {
            name = storyboard.name
            bundle = screen.bundle == .main ? .main : .module(screen.module)
        }
    }

    /// A storyboard identifier within its storyboard.
    struct StoryboardScene: Hashable {
        var storyboard: StoryboardFile
        var identifier: String
    }

    /// A property of the storyboard registry of one module's generated file.
    struct RegistryEntry: Hashable {
        var module: String?
        var name: String
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
        case .present, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover:
            if let container = screens[destination].container {
                report(.keyForOtherStyle, "'\(screens[destination].name)' is a \(container.kind.noun) already; present it without 'embed'", at: embed.position)
            }
        // Checked by backTransition(_:style:screens:indexByName:).
        case .dismiss, .pop, .popToRoot, .popTo:
            break
        }
    }

    mutating func checkSegue(_ declaration: TransitionDeclaration, style: TransitionStyle, source: Int?, screens: [Screen]) {
        if style.isStoryboardSegue {
            if declaration.segue == nil {
                report(
                    .storyboardSegue, "a transition with style \(style.rawValue) needs 'segue:', the segue's identifier in the storyboard",
                    at: declaration.style?.position ?? declaration.position)
            }
            if let source, screens[source].storyboard == nil, let place = declaration.style {
                report(
                    .storyboardSegue, "\(style == .unwind ? "an unwind segue" : "a segue") can only start from a storyboard screen; '\(screens[source].name)' is not created from a storyboard",
                    at: place.position)
            }
        } else if let segue = declaration.segue {
            report(.keyForOtherStyle, "'segue' only applies to transitions with style segue or unwind", at: segue.position)
        }
    }

    // MARK: - Reachability

    /// Warns about screens nothing leads to: unreachable from every entry screen (when the spec
    /// names entries), or touched by no transition at all.
    mutating func checkReachability(_ graph: inout GraphIndex) {
        let screens = graph.screens
        let reachability = Reachability(screens: screens, forwardSteps: graph.forwardSteps)
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

    mutating func checkIdentifier(_ name: Located<String>, _ role: String) {
        if !SwiftName.isIdentifier(name.value) {
            report(.invalidIdentifier, "\(role) '\(name.value)' is not a valid Swift identifier", at: name.position)
        }
    }
}
