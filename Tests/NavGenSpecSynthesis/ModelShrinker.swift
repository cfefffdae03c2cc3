/// Makes a failing app smaller while it keeps failing in the same way: it tries the app without
/// each module, screen (with every reference to it), transition, parameter, link, alert, cell,
/// view and output, then with each detail left at navgen's default, and keeps every change after
/// which `stillFails` holds, until no change does or the budget of tries is spent.
public struct ModelShrinker {
    /// The most apps `stillFails` is asked about.
    public var budget: Int

    public init(budget: Int = 400) {
        self.budget = budget
    }

    /// The smallest app found, and how many apps were tried.
    public func shrink(_ model: AppModel, stillFails: (AppModel) -> Bool) -> (model: AppModel, tries: Int) {
        var current = model
        var tries = 0
        var position = 0
        while tries < budget {
            let candidates = Self.candidates(of: current)
            guard position < candidates.count else { break }
            var found = false
            for index in position..<candidates.count where tries < budget {
                tries += 1
                if candidates[index] != current, stillFails(candidates[index]) {
                    current = candidates[index]
                    // The candidates of the smaller app start with the same kinds of change.
                    position = index
                    found = true
                    break
                }
            }
            if !found {
                // A pass without change from the start finishes; one that started midway goes again.
                if position == 0 { break }
                position = 0
            }
        }
        return (current, tries)
    }

    /// Every app one step smaller or plainer than `model`, largest steps first.
    public static func candidates(of model: AppModel) -> [AppModel] {
        var result: [AppModel] = []
        for module in model.modules.dropLast() {
            result.append(model.removingModule(module.name))
        }
        for module in model.modules {
            for screen in module.screens {
                result.append(model.removingScreen(module.reference(screen.name)))
            }
        }
        for (moduleIndex, module) in model.modules.enumerated() {
            for index in module.transitions.indices {
                result.append(model.changing(moduleIndex) { $0.transitions.remove(at: index) })
            }
            for (screenIndex, screen) in module.screens.enumerated() {
                for parameter in screen.parameters {
                    result.append(model.changing(moduleIndex) { $0.removeParameter(parameter.name, of: screenIndex) })
                }
                for patternIndex in screen.links.indices {
                    result.append(model.changing(moduleIndex) { $0.screens[screenIndex].links.remove(at: patternIndex) })
                }
                for alertIndex in screen.alerts.indices {
                    result.append(model.changing(moduleIndex) { $0.screens[screenIndex].alerts.remove(at: alertIndex) })
                }
            }
            result += module.cells.indices.map { index in model.changing(moduleIndex) { $0.cells.remove(at: index) } }
            result += module.views.indices.map { index in model.changing(moduleIndex) { $0.views.remove(at: index) } }
            result += module.outputs.indices.map { index in model.changing(moduleIndex) { $0.outputs.remove(at: index) } }
            result += module.imports.indices.map { index in model.changing(moduleIndex) { $0.imports.remove(at: index) } }
        }
        for (moduleIndex, module) in model.modules.enumerated() {
            result.append(model.changing(moduleIndex) { $0.plainModule() })
            for screenIndex in module.screens.indices {
                result.append(model.changing(moduleIndex) { $0.screens[screenIndex].plainDetails() })
                result.append(model.changing(moduleIndex) { $0.screens[screenIndex].plainSource() })
            }
            for index in module.transitions.indices {
                result.append(model.changing(moduleIndex) { $0.transitions[index].plainDetails() })
            }
        }
        return result
    }
}

extension AppModel {
    /// The app with `change` made to the module at `index`.
    func changing(_ index: Int, _ change: (inout Module) -> Void) -> AppModel {
        var copy = self
        change(&copy.modules[index])
        return copy
    }

    /// The app without the module and every reference to it.
    func removingModule(_ name: String) -> AppModel {
        var copy = self
        copy.modules.removeAll { $0.name == name }
        for index in copy.modules.indices {
            copy.modules[index].includes.removeAll { $0 == name }
            copy.modules[index].transitions.removeAll { $0.from.module == name || $0.to?.module == name }
        }
        return copy
    }

    /// The app without the screen and every reference to it: transitions, a container's place.
    func removingScreen(_ reference: ScreenReference) -> AppModel {
        var copy = self
        for index in copy.modules.indices {
            copy.modules[index].transitions.removeAll { $0.from == reference || $0.to == reference }
        }
        guard let moduleIndex = copy.modules.firstIndex(where: { $0.name == reference.module }) else { return copy }
        copy.modules[moduleIndex].screens.removeAll { $0.name == reference.screen }
        for index in copy.modules[moduleIndex].screens.indices {
            copy.modules[moduleIndex].screens[index].container = copy.modules[moduleIndex].screens[index].container?.removing(reference.screen)
        }
        return copy
    }
}

extension Container {
    /// The container without `child`, or nil when it no longer holds what it must.
    func removing(_ child: String) -> Container? {
        switch self {
        case .navigation(let root): return root == child ? nil : self
        case .tabs(let tabs):
            let kept = tabs.filter { $0 != child }
            return kept.isEmpty ? nil : .tabs(kept)
        case .split(let primary, let secondary): return primary == child || secondary == child ? nil : self
        }
    }
}

extension Module {
    /// Removes the parameter from the screen, and from the links when no screen takes it any more.
    mutating func removeParameter(_ name: String, of screenIndex: Int) {
        screens[screenIndex].parameters.removeAll { $0.name == name }
        guard !screens.contains(where: { $0.parameters.contains { $0.name == name } }) else { return }
        for index in screens.indices {
            screens[index].links = screens[index].links.map { pattern in
                LinkPattern(segments: pattern.segments.filter { $0 != .value(name) }, query: pattern.query.filter { $0.parameter != name })
            }
        }
    }

    /// The module with navgen's defaults and no header version.
    mutating func plainModule() {
        defaults = Defaults()
        versionInHeader = false
    }
}

extension Screen {
    /// The screen without what it may leave to navgen's defaults.
    mutating func plainDetails() {
        summary = nil
        viewName = nil
        bundle = nil
        injection = nil
        isWrittenInFlowStyle = false
        inNavigation = false
        parameters = parameters.map { Parameter($0.kind) }
        if case .own = className { className = .derived }
    }

    /// The screen made in code, unless a storyboard's container holds it.
    mutating func plainSource() {
        if storyboard?.identifier != StoryboardIdentifier.none { source = .code }
    }
}

extension Transition {
    /// The transition without its presentation details and names of its own.
    mutating func plainDetails() {
        writesStyle = style != .push
        if !style.isStoryboardSegue { segue = nil }
        name = nil
        embedsInNavigation = false
        animated = nil
        summary = nil
        if style != .popover { anchor = nil }
        detents = nil
        grabber = nil
        modalTransition = nil
        modalInPresentation = nil
    }
}
