/// Checks the meaning of a ``Spec`` (names, references, uniqueness, reachability) and resolves it
/// into a ``NavigationGraph`` with every default applied.
public struct GraphValidator: Sendable {
    /// Parameter names the generated methods use for themselves.
    public static let reservedParameterNames: Set<String> = ["animated", "completion", "coder", "viewController"]
    /// The most parameters a screen takes: every transition to it passes them all, so that the
    /// generated code grows with their product.
    public static let maximumScreenParameters = 50

    public init() {}

    /// The graph, or nil when the spec has errors, and every problem found.
    public func validate(_ spec: Spec, file: String) -> (graph: NavigationGraph?, diagnostics: [Diagnostic]) {
        var run = ValidationRun(file: file)
        let graph = run.graph(of: spec)
        return (run.diagnostics.containsErrors ? nil : graph, run.diagnostics)
    }
}

/// The diagnostics of one validation and the steps that produce them.
private struct ValidationRun {
    /// The spec's path, which the diagnostics and the graph's declarations name.
    let file: String
    var diagnostics: [Diagnostic] = []
    /// How many more unknown screen names get a "did you mean" hint. Each hint compares the name
    /// with every screen, so a spec full of unknown names would take quadratic time; like clang's
    /// spell-checking limit, the hints stop after the first fifty.
    var screenHintsLeft = 50
    /// The registry name of each storyboard: many screens share one, whose name is converted once.
    var registryNameOfStoryboard: [String: String] = [:]

    init(file: String) {
        self.file = file
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    func note(_ message: String, at position: SourcePosition) -> Diagnostic.Note {
        Diagnostic.Note(message, at: location(position))
    }

    mutating func error(_ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: location(position), notes: notes))
    }

    mutating func graph(of spec: Spec) -> NavigationGraph {
        for module in spec.imports where !SwiftName.isIdentifier(module.value) {
            error("import '\(module.value)' is not a valid module name", at: module.position)
        }
        let defaults = spec.defaults
        let screens = spec.screens.map { screen(from: $0, defaults: defaults) }
        checkScreensAreDistinct(spec.screens, screens)
        let cells = spec.cells.compactMap { cell(from: $0, defaults: defaults) }
        let views = spec.views.map { view(from: $0, defaults: defaults) }
        checkTypesAreDistinct(spec)
        let transitions = self.transitions(spec.transitions, screens: screens)
        // A transition that could not be resolved would make its screens look unreachable.
        if transitions.count == spec.transitions.count {
            checkReachability(spec.screens, screens, transitions)
        }
        var graph = NavigationGraph(
            specFile: file, imports: spec.imports.map(\.value), accessLevel: defaults.accessLevel?.value ?? .internal,
            observation: defaults.observation?.value ?? .observableObject, screens: screens, cells: cells, views: views, transitions: transitions, outputs: outputs(spec.outputs))
        graph.versionInHeader = spec.versionInHeader?.value ?? false
        return graph
    }

    // MARK: - Outputs

    mutating func outputs(_ declarations: [OutputDeclaration]) -> [Output] {
        var paths: [String: SourcePosition] = [:]
        return declarations.compactMap { declaration in
            guard let template = declaration.template, let path = declaration.output else { return nil }
            if path.value.allSatisfy(\.isWhitespace) {
                error("the output path is empty", at: path.position)
                return nil
            }
            if let first = paths[path.value] {
                error(
                    "two outputs write '\(path.value)'", at: path.position,
                    notes: [note("the first one is here", at: first)])
                return nil
            }
            paths[path.value] = path.position
            return Output(template: template, path: path.value, accessLevel: declaration.accessLevel?.value)
        }
    }

    // MARK: - Screens

    mutating func screen(from declaration: ScreenDeclaration, defaults: Spec.Defaults) -> Screen {
        let name = declaration.name
        checkIdentifier(name, "screen name")
        let className = declaration.className?.value ?? Screen.defaultClassName(of: name.value)
        if let given = declaration.className { checkIdentifier(given, "class") }
        if let given = declaration.viewType { checkIdentifier(given, "view type") }
        let source = declaration.source?.value ?? .storyboard
        let initial = declaration.initial?.value ?? false
        if source != .storyboard {
            for key in [("storyboard", declaration.storyboard?.position), ("identifier", declaration.identifier?.position),
                ("initial", declaration.initial?.position)]
            {
                guard let position = key.1 else { continue }
                error("'\(key.0)' only applies to screens whose source is storyboard; '\(name.value)' has source \(source.rawValue)", at: position)
            }
        }
        if source != .nib, let nib = declaration.nib {
            error("'nib' only applies to screens whose source is nib; '\(name.value)' has source \(source.rawValue)", at: nib.position)
        }
        if source == .storyboard, initial, let identifier = declaration.identifier {
            error(
                "screen '\(name.value)' is its storyboard's initial view controller and has no storyboard identifier; remove 'identifier' or 'initial'",
                at: identifier.position)
        }
        if let storyboard = declaration.storyboard, storyboard.value.allSatisfy(\.isWhitespace) {
            error("the storyboard name of screen '\(name.value)' is empty", at: storyboard.position)
        }
        let maximum = GraphValidator.maximumScreenParameters
        if declaration.parameters.count > maximum {
            error(
                "screen '\(name.value)' has \(declaration.parameters.count) parameters; a screen takes at most \(maximum)",
                at: declaration.parameters[maximum].name.position)
        }
        let storyboardName = declaration.storyboard?.value ?? name.value
        let resolvedSource: Screen.Source =
            switch source {
            case .storyboard:
                .storyboard(
                    Screen.Storyboard(
                        name: storyboardName,
                        identifier: initial ? nil : declaration.identifier?.value ?? className,
                        registryName: registryName(ofStoryboard: storyboardName)))
            case .nib: .nib(declaration.nib?.value ?? className)
            case .code: .code
            }
        return Screen(
            name: name.value, className: className, viewType: declaration.viewType?.value ?? name.value + "View",
            source: resolvedSource, bundle: declaration.bundle?.value ?? defaults.bundle?.value ?? .main,
            injection: declaration.injection?.value ?? defaults.injection?.value ?? .initializer,
            isEntry: declaration.entry?.value ?? false, summary: declaration.summary?.value,
            parameters: declaration.parameters.map { parameter(from: $0, screen: name.value) },
            alerts: declaration.alerts.compactMap { alert(from: $0, screen: name.value) }, location: location(name.position))
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
                    error("the text of alert '\(alert)' has a '{' without '}'; write '{{' for a brace", at: text.position)
                    return nil
                }
                let name = String(rest[..<end])
                guard parameters.contains(name) else {
                    let known = parameters.isEmpty ? "it has no parameters" : "its parameters are \(parameters.joined(separator: ", "))"
                    error(
                        "alert '\(alert)' has no parameter '\(name)' for the placeholder '{\(name)}'; \(known)"
                            + Suggestion.hint(for: name, in: parameters),
                        at: text.position)
                    return nil
                }
                if !literal.isEmpty { parts.append(.text(literal)) }
                literal = ""
                parts.append(.parameter(name))
                rest = rest[rest.index(after: end)...]
            } else if character == "}" {
                error("the text of alert '\(alert)' has a '}' without '{'; write '}}' for a brace", at: text.position)
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
            error(
                "parameter '\(name.value)' of screen '\(screen)' uses a name the generated methods need; rename it",
                at: name.position)
        }
        if let problem = SwiftCodeText.problem(in: declaration.type.value, as: .type) {
            error("the type of parameter '\(name.value)' \(problem)", at: declaration.type.position)
        }
        if let value = declaration.defaultValue, let problem = SwiftCodeText.problem(in: value.value, as: .expression) {
            error("the default value of parameter '\(name.value)' \(problem)", at: value.position)
        }
        return Parameter(
            name: name.value, type: declaration.type.value, defaultValue: declaration.defaultValue?.value,
            summary: declaration.summary?.value)
    }

    mutating func checkScreensAreDistinct(_ declarations: [ScreenDeclaration], _ screens: [Screen]) {
        // The tables keep the first screen's located name, all the messages need, not its whole
        // declaration: a large spec would hold each declaration twice more.
        var classes: [String: Located<String>] = [:]
        var identifiers: [StoryboardScene: Located<String>] = [:]
        var initials: [String: Located<String>] = [:]
        var registryNames: [String: (storyboard: String, position: SourcePosition)] = [:]
        for (declaration, screen) in zip(declarations, screens) {
            let position = declaration.className?.position ?? declaration.name.position
            if let first = classes[screen.className] {
                error(
                    "screens '\(first.value)' and '\(screen.name)' have the same class '\(screen.className)'",
                    at: position, notes: [note("'\(first.value)' is declared here", at: first.position)])
            } else {
                classes[screen.className] = declaration.name
            }
            guard case .storyboard(let storyboard) = screen.source else { continue }
            let place = declaration.storyboard?.position ?? declaration.name.position
            let registryName = storyboard.registryName
            if let other = registryNames[registryName], other.storyboard != storyboard.name {
                error(
                    "storyboards '\(other.storyboard)' and '\(storyboard.name)' would both be called '\(registryName)' in generated code",
                    at: place, notes: [note("'\(other.storyboard)' is used here", at: other.position)])
            } else if registryNames[registryName] == nil {
                registryNames[registryName] = (storyboard.name, place)
            }
            if let identifier = storyboard.identifier {
                let key = StoryboardScene(storyboard: storyboard.name, identifier: identifier)
                if let first = identifiers[key] {
                    error(
                        "screens '\(first.value)' and '\(screen.name)' have the same identifier '\(identifier)' in storyboard '\(storyboard.name)'",
                        at: declaration.identifier?.position ?? declaration.name.position,
                        notes: [note("'\(first.value)' is declared here", at: first.position)])
                } else {
                    identifiers[key] = declaration.name
                }
            } else if let first = initials[storyboard.name] {
                error(
                    "storyboard '\(storyboard.name)' has one initial view controller, but screens '\(first.value)' and '\(screen.name)' both claim it",
                    at: declaration.initial?.position ?? declaration.name.position,
                    notes: [note("'\(first.value)' is declared here", at: first.position)])
            } else {
                initials[storyboard.name] = declaration.name
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

    /// A cell or view must not reuse a class that the spec already gives another role.
    mutating func checkTypesAreDistinct(_ spec: Spec) {
        // The owner's words are put together only for a message: most classes have one owner.
        var owners: [String: (kind: String, name: String, position: SourcePosition)] = [:]
        for screen in spec.screens {
            let className = screen.className?.value ?? Screen.defaultClassName(of: screen.name.value)
            if owners[className] == nil {
                owners[className] = ("screen", screen.name.value, screen.className?.position ?? screen.name.position)
            }
        }
        let others = spec.cells.map { ($0.className, "cell") } + spec.views.map { ($0.className, "view") }
        for (className, role) in others {
            if let owner = owners[className.value] {
                let ownerRole = "\(owner.kind) '\(owner.name)'"
                error(
                    "\(role) class '\(className.value)' is already the class of \(ownerRole)", at: className.position,
                    notes: [note("\(ownerRole) is declared here", at: owner.position)])
            } else {
                owners[className.value] = (role, className.value, className.position)
            }
        }
    }

    // MARK: - Transitions

    mutating func transitions(
        _ declarations: [TransitionDeclaration], screens: [Screen]
    ) -> [Transition] {
        var indexByName: [String: Int] = [:]
        for (index, screen) in screens.enumerated() where indexByName[screen.name] == nil {
            indexByName[screen.name] = index
        }
        var methodNames: [ScreenMember: SourcePosition] = [:]
        var segueCases: [ScreenMember: (segue: String, position: SourcePosition)] = [:]
        var result: [Transition] = []
        for declaration in declarations {
            guard let from = declaration.from, let to = declaration.to else { continue }
            let source = screenIndex(from, role: "source", in: indexByName)
            let destination = screenIndex(to, role: "destination", in: indexByName)
            let style = declaration.style?.value ?? .push
            checkSegue(declaration, style: style, source: source.map { screens[$0] })
            if let name = declaration.name { checkIdentifier(name, "transition name") }
            guard let source, let destination else { continue }
            let name = declaration.name?.value ?? SwiftName.lowerCamelCase(screens[destination].name)
            let place = declaration.name?.position ?? declaration.position
            if style == .segue, let segue = declaration.segue {
                let key = ScreenMember(screen: source, name: SwiftName.lowerCamelCase(fromWords: segue.value))
                if segue.value.isEmpty {
                    error("the segue identifier is empty", at: segue.position)
                } else if let first = segueCases[key] {
                    let what = first.segue == segue.value ? "twice" : "twice (as '\(first.segue)' and '\(segue.value)')"
                    error(
                        "screen '\(screens[source].name)' declares segue '\(segue.value)' \(what)", at: segue.position,
                        notes: [note("the first one is here", at: first.position)])
                } else {
                    segueCases[key] = (segue.value, segue.position)
                }
            } else if style != .segue {
                let key = ScreenMember(screen: source, name: name)
                if let first = methodNames[key] {
                    error(
                        "screen '\(screens[source].name)' already has a transition named '\(name)'; give one of them another 'name'",
                        at: place, notes: [note("the first one is here", at: first)])
                } else {
                    methodNames[key] = place
                }
            }
            result.append(
                Transition(
                    name: name, source: source, destination: destination, style: style,
                    segue: style == .segue ? declaration.segue?.value : nil,
                    isAnimated: declaration.animated?.value ?? true, summary: declaration.summary?.value,
                    location: location(declaration.position)))
        }
        return result
    }

    /// A storyboard identifier within its storyboard.
    struct StoryboardScene: Hashable {
        var storyboard: String
        var identifier: String
    }

    /// A name among the generated methods or segue cases of one screen.
    struct ScreenMember: Hashable {
        var screen: Int
        var name: String
    }

    mutating func screenIndex(_ name: Located<String>, role: String, in indexByName: [String: Int]) -> Int? {
        if let index = indexByName[name.value] { return index }
        let hint = screenHintsLeft > 0 ? Suggestion.hint(for: name.value, in: indexByName.keys.sorted()) : ""
        screenHintsLeft -= 1
        error("the transition's \(role) '\(name.value)' is not a declared screen" + hint, at: name.position)
        return nil
    }

    mutating func checkSegue(_ declaration: TransitionDeclaration, style: TransitionStyle, source: Screen?) {
        if style == .segue {
            if declaration.segue == nil {
                error(
                    "a transition with style segue needs 'segue:', the segue's identifier in the storyboard",
                    at: declaration.style?.position ?? declaration.position)
            }
            if let source, source.storyboard == nil, let style = declaration.style {
                error(
                    "a segue can only start from a storyboard screen; '\(source.name)' is not created from a storyboard",
                    at: style.position)
            }
        } else if let segue = declaration.segue {
            error("'segue' only applies to transitions with style segue", at: segue.position)
        }
    }

    // MARK: - Reachability

    /// Warns about screens nothing leads to: unreachable from every entry screen (when the spec
    /// names entries), or touched by no transition at all.
    mutating func checkReachability(_ declarations: [ScreenDeclaration], _ screens: [Screen], _ transitions: [Transition]) {
        let reachability = Reachability(screenCount: screens.count, transitions: transitions) { screens[$0].isEntry }
        for index in screens.indices {
            let location = self.location(declarations[index].name.position)
            switch reachability.problem(ofScreenAt: index) {
            case .isolated:
                diagnostics.append(.warning("no transition leads to or from screen '\(screens[index].name)'", at: location))
            case .unreachable:
                diagnostics.append(
                    .warning("screen '\(screens[index].name)' cannot be reached from any entry screen", at: location))
            case nil:
                break
            }
        }
    }

    // MARK: - Names

    mutating func checkIdentifier(_ name: Located<String>, _ role: String) {
        if !SwiftName.isIdentifier(name.value) {
            error("\(role) '\(name.value)' is not a valid Swift identifier", at: name.position)
        }
    }
}
