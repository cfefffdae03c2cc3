/// The rules of screens, cells and views: the keys each declares, the names and classes they
/// share or must not share, and the storyboards they come from.
extension ValidationRun {

    /// The screen a declaration makes, with the defaults of the spec that declares it.
    mutating func screen(from declaration: ScreenDeclaration, defaults: SpecFiles.File) -> Screen {
        let name = declaration.name
        let containerKind = Self.containerKeys(of: declaration).first?.kind
        let className = declaration.className?.value ?? Screen.defaultClassName(of: name.value, container: containerKind)
        let source = declaration.source?.value ?? defaults.source?.value ?? .storyboard
        let storyboardName = declaration.storyboard?.value ?? defaults.storyboard?.value ?? name.value
        let resolvedSource: Screen.Source =
            switch source {
            case .storyboard:
                .storyboard(
                    Screen.Storyboard(
                        name: storyboardName, scene: storyboardScene(of: declaration, className: className),
                        registryName: registryName(ofStoryboard: storyboardName), isInitial: declaration.initial?.value ?? false))
            case .nib: .nib(declaration.nib?.value ?? className)
            case .code: .code
            }
        var screen = Screen(
            name: name.value, className: className, viewType: declaration.viewType?.value ?? name.value + "View",
            source: resolvedSource, bundle: declaration.bundle?.value ?? defaults.bundle,
            injection: declaration.injection?.value ?? defaults.injection,
            isEntry: declaration.entry?.value ?? false, summary: declaration.summary?.value,
            parameters: declaration.parameters.map(parameter(from:)),
            alerts: declaration.alerts.compactMap { alert(from: $0) },
            isInNavigation: declaration.inNavigation?.value ?? false, location: location(name.position))
        if source != .code { screen.bundleIdentifier = declaration.bundleIdentifier?.value }
        return screen
    }

    /// The checks of each screen's declaration on its own: its names, its keys and its
    /// parameters. One pass lends each declaration to them all, since a pass of each would copy
    /// every declaration again, which costs more than the checks. A file's default storyboard is
    /// checked once, where it is written, rather than at each screen that takes it.
    mutating func checkEachScreen(_ resolved: ResolvedSpec) {
        for file in files.files {
            if let storyboard = file.storyboard, storyboard.value.allSatisfy(\.isWhitespace) {
                report(.emptyName, "the default storyboard name is empty", at: storyboard.position)
            }
        }
        for index in resolved.spec.screens.indices {
            let declaration = resolved.spec.screens[index]
            checkNames(of: declaration)
            let hasDefaultSource = files.files[files.index(of: declaration.name.position)].source != nil
            checkKeys(of: declaration, source: resolved.screens[index].source.kind, isDefault: declaration.source == nil && hasDefaultSource)
            checkParameters(of: declaration)
            checkInheritedNames(of: declaration, resolved.screens[index], at: index)
        }
    }

    /// The keys of a screen agree with one another and with its `source` (its own, or its spec's
    /// default when `isDefault`): those of another source, a container's shape, an empty
    /// storyboard name, and how many parameters a screen may take.
    private mutating func checkKeys(of declaration: ScreenDeclaration, source: ScreenSource, isDefault: Bool) {
        let name = declaration.name
        let containerKind = checkContainerKeys(of: declaration)
        // The screen alone does not show a source its spec's `defaults` give it: the message says.
        let hasSource = "'\(name.value)' has source \(source.rawValue)" + (isDefault ? " (from 'defaults')" : "")
        if source != .storyboard {
            for key in [("storyboard", declaration.storyboard?.position), ("identifier", declaration.identifier?.position),
                ("initial", declaration.initial?.position)]
            {
                guard let position = key.1 else { continue }
                report(.keyForOtherSource, "'\(key.0)' only applies to screens whose source is storyboard; \(hasSource)", at: position)
            }
        }
        if source != .nib, let nib = declaration.nib {
            report(.keyForOtherSource, "'nib' only applies to screens whose source is nib; \(hasSource)", at: nib.position)
        }
        if let identifier = declaration.bundleIdentifier {
            if source == .code {
                report(
                    .keyForOtherSource, "'bundleIdentifier' only applies to screens whose source is storyboard or nib; \(hasSource)",
                    at: identifier.position)
            } else if let bundle = declaration.bundle {
                report(
                    .twoBundles, "screen '\(name.value)' has both 'bundle' and 'bundleIdentifier'; keep 'bundleIdentifier' for another bundle's files, or 'bundle' for the app's or the module's",
                    at: bundle.position)
            } else if identifier.value.allSatisfy(\.isWhitespace) {
                report(.emptyName, "the bundle identifier of screen '\(name.value)' is empty", at: identifier.position)
            }
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
    }

    /// How the screen's scene is found: by its storyboard ID when it has one, initial or not; as
    /// the initial view controller when that is all the spec says.
    func storyboardScene(of declaration: ScreenDeclaration, className: String) -> Screen.Storyboard.Scene {
        let isInitial = declaration.initial?.value ?? false
        switch declaration.identifier?.value {
        case .named(let identifier): return .identifier(identifier)
        case .none?: return isInitial ? .initial : .unidentified
        case nil: return isInitial ? .initial : .identifier(className)
        }
    }

    mutating func registryName(ofStoryboard name: String) -> String {
        if let known = registryNameOfStoryboard[name] { return known }
        let registryName = SwiftName.lowerCamelCase(fromWords: name)
        registryNameOfStoryboard[name] = registryName
        return registryName
    }

    /// The alert a declaration makes, or nil when its texts name what it does not have.
    mutating func alert(from declaration: AlertDeclaration) -> Alert? {
        let parameters = declaration.parameters.map(parameter(from:))
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


    func parameter(from declaration: ParameterDeclaration) -> Parameter {
        Parameter(
            name: declaration.name.value, type: declaration.type.value, defaultValue: declaration.defaultValue?.value,
            summary: declaration.summary?.value, typeLocation: location(declaration.type.position))
    }

    /// No parameter of a screen or of its alerts takes a name the generated methods use
    /// themselves, and each type and default value is Swift.
    private mutating func checkParameters(of screen: ScreenDeclaration) {
        for parameter in screen.parameters { check(parameter, of: screen.name.value) }
        for alert in screen.alerts {
            for parameter in alert.parameters { check(parameter, of: screen.name.value) }
        }
    }

    private mutating func check(_ parameter: ParameterDeclaration, of screen: String) {
        let name = parameter.name
        if GraphValidator.reservedParameterNames.contains(name.value) {
            report(
                .reservedName, "parameter '\(name.value)' of screen '\(screen)' uses a name the generated methods need; rename it",
                at: name.position)
        }
        if let problem = SwiftCodeText.problem(in: parameter.type.value, as: .type) {
            report(.invalidSwiftCode, "the type of parameter '\(name.value)' \(problem)", at: parameter.type.position)
        } else {
            checkTypeNames(of: parameter)
        }
        if let value = parameter.defaultValue, let problem = SwiftCodeText.problem(in: value.value, as: .expression) {
            report(.invalidSwiftCode, "the default value of parameter '\(name.value)' \(problem)", at: value.position)
        }
    }

    /// The type of a parameter names no near miss of a well-known type (``WellKnownTypes``): the
    /// message suggests the type with the name corrected, and says how to name an app's type that
    /// is spelt so.
    private mutating func checkTypeNames(of parameter: ParameterDeclaration) {
        let type = SwiftTypeSyntax(parameter.type.value)
        for name in type.referencedNames where !name.contains(".") {
            let misses = WellKnownTypes.nearMisses(of: name)
            guard !misses.isEmpty else { continue }
            let corrected = misses.map { "'\(type.text[..<name.startIndex])\($0)\(type.text[name.endIndex...])'" }
            let written = type.text == name ? "'\(name)'" : "'\(type.text)', whose '\(name)' is close to \(misses.map { "'\($0)'" }.joined(separator: " or "))"
            let module = files.module(ofFileAt: files.index(of: parameter.type.position)) ?? "MyApp"
            report(
                .misspeltType,
                "parameter '\(parameter.name.value)' has type \(written); did you mean \(corrected.joined(separator: " or "))? "
                    + "(an app's own type named '\(name)' is written with its module: '\(module).\(name)')",
                at: parameter.type.position)
            return
        }
    }

    /// No two screens of one storyboard claim one identifier or its initial scene, and no two
    /// storyboards take one name in a module's registry.
    mutating func checkScreensAreDistinct(_ resolved: ResolvedSpec) {
        let (declarations, screens) = (resolved.spec.screens, resolved.screens)
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
            if case .identifier(let identifier) = storyboard.scene {
                claim(
                    StoryboardScene(storyboard: file, identifier: identifier), in: &identifiers, by: declaration.name,
                    at: declaration.identifier?.position, .duplicateStoryboardIdentifier
                ) { first in "screens '\(first)' and '\(screen.name)' have the same identifier '\(identifier)' in storyboard '\(storyboard.name)'" }
            }
            if storyboard.isInitial {
                claim(file, in: &initials, by: declaration.name, at: declaration.initial?.position, .duplicateInitialScene) { first in
                    "storyboard '\(storyboard.name)' has one initial view controller, but screens '\(first)' and '\(screen.name)' both claim it"
                }
            }
        }
    }

    /// Records the screen called `name` as the one that holds `key` in `claims`, or reports
    /// `rule` at `position` (the name's when nil) when another screen holds it already, with a
    /// note at that screen; `problem` says what, given the other screen's name.
    private mutating func claim<Key: Hashable>(
        _ key: Key, in claims: inout [Key: Located<String>], by name: Located<String>, at position: SourcePosition?,
        _ rule: Rule, _ problem: (String) -> String
    ) {
        guard let first = claims[key] else {
            claims[key] = name
            return
        }
        report(
            rule, problem(first.value), at: position ?? name.position, notes: [note("'\(first.value)' is declared here", at: first.position)])
    }

    // MARK: - Cells and views

    func cell(from declaration: CellDeclaration, defaults: Spec.Defaults) -> Cell? {
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

    func view(from declaration: ViewDeclaration, defaults: Spec.Defaults) -> NibView {
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
    mutating func assignHosts(_ declarations: [ScreenDeclaration], _ screens: inout [Screen], typeOwners owners: consuming [String: TypeOwner]) {
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
    mutating func checkSystemClasses(_ resolved: ResolvedSpec) {
        let (spec, screens) = (resolved.spec, resolved.screens)
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
                    at: className.position, about: .screen(index))
            }
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
            /// Another bundle, by its identifier (`bundleIdentifier`).
            case identifier(String)

            /// Where a message says the storyboard is found.
            var phrase: String {
                switch self {
                case .main: "the main bundle"
                case .module(let name?): "module \(name)'s bundle"
                case .module(nil): "the module's bundle"
                case .identifier(let identifier): "bundle '\(identifier)'"
                }
            }
        }

        init(_ screen: Screen, _ storyboard: Screen.Storyboard) {
            name = storyboard.name
            bundle =
                if let identifier = screen.bundleIdentifier { .identifier(identifier) } else if screen.bundle == .main { .main } else { .module(screen.module) }
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
}
