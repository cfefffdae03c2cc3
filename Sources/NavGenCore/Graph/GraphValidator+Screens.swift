/// The rules of screens, cells and views: the keys each declares, the names and classes they
/// share or must not share, and the storyboards they come from.
extension ValidationRun {

    /// The screen a declaration makes, with the defaults of the spec that declares it.
    mutating func screen(from declaration: ScreenDeclaration, defaults: SpecFiles.File) -> Screen {
        let name = declaration.name
        let containerKind = declaration.containerKeys.first?.kind
        let className = declaration.className?.value ?? Screen.defaultClassName(of: name.value, container: containerKind)
        let source = declaration.source?.value ?? defaults.source?.value ?? .whenUnwritten
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
            bundle: declaration.bundle?.value ?? defaults.bundle?.value ?? .whenUnwritten, location: location(declaration.className.position))
    }

    func view(from declaration: ViewDeclaration, defaults: Spec.Defaults) -> NibView {
        return NibView(
            className: declaration.className.value, nib: declaration.nib?.value ?? declaration.className.value,
            bundle: declaration.bundle?.value ?? defaults.bundle?.value ?? .whenUnwritten, location: location(declaration.className.position))
    }

    /// Gives each screen the type that holds its generated members: its class when the class is the
    /// app's own and no other screen's, else a type named after the screen (which
    /// factory-type-clash judges). Returns the screens of each class that several screens share,
    /// in the order of the spec.
    static func assignHosts(_ screens: inout [Screen]) -> [String: [ScreenIndex]] {
        // Reserved at once: growing a table of every screen's class rehashes its keys over and over.
        var screenCount: [String: Int] = Dictionary(minimumCapacity: screens.count)
        for index in screens.indices { screenCount[screens[index].className, default: 0] += 1 }
        var screensOfSharedClass: [String: [ScreenIndex]] = [:]
        for index in screens.typedIndices where screenCount[screens[index].className] ?? 0 > 1 {
            screensOfSharedClass[screens[index].className, default: []].append(index)
        }
        for index in screens.indices {
            let className = screens[index].className
            guard SystemClass.module(of: className) != nil || screensOfSharedClass[className] != nil else { continue }
            screens[index].host = .namespace(Screen.namespaceName(of: screens[index].name))
        }
        return screensOfSharedClass
    }
}
