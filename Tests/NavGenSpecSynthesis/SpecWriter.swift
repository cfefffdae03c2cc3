/// Writes a module of an ``AppModel`` as its navigation spec, the YAML of docs/Spec.md.
public struct SpecWriter {
    public let model: AppModel

    public init(model: AppModel) {
        self.model = model
    }

    /// The names of the types that `ParameterCatalog.modelsSource` declares.
    static let modelTypeNames = ["ProductTab", "ListOrder", "User", "Item", "Tag"]

    /// Each module's spec, by its path relative to the app's folder.
    public var specs: [(path: String, text: String)] {
        model.modules.map { ($0.specPath, spec(of: $0)) }
    }

    public func spec(of module: Module) -> String {
        var entries: [(String, YAMLNode)] = [("version", .plain("1"))]
        if module.declaresName { entries.append(("module", .plain(module.name))) }
        if !module.includes.isEmpty {
            entries.append(("includes", .list(module.includes.map { .text("../\($0)/navigation.yml") }, isFlow: module.includes.count < 3)))
        }
        let imports = imports(of: module)
        if !imports.isEmpty { entries.append(("imports", .list(imports.map { .plain($0) }, isFlow: true))) }
        if !module.defaults.isEmpty { entries.append(("defaults", defaults(module.defaults))) }
        if let links = module.links { entries.append(("links", linkHosts(links))) }
        entries.append(("screens", .mapping(module.screens.map { ($0.name, screen($0, in: module)) }, isFlow: false)))
        if !module.cells.isEmpty { entries.append(("cells", .mapping(module.cells.map { ($0.className, cell($0)) }, isFlow: false))) }
        if !module.views.isEmpty { entries.append(("views", .mapping(module.views.map { ($0.className, view($0)) }, isFlow: false))) }
        if !module.transitions.isEmpty {
            entries.append(("transitions", .list(module.transitions.map { transition($0, in: module) }, isFlow: false)))
        }
        if !module.outputs.isEmpty { entries.append(("outputs", .list(module.outputs.map(output), isFlow: false))) }
        if module.versionInHeader { entries.append(("versionInHeader", .plain("true"))) }
        if let lint = module.lint { entries.append(("lint", self.lint(lint))) }
        return "# A synthesized spec (Tests/NavGenSpecSynthesis).\n" + YAMLNode.mapping(entries, isFlow: false).document
    }

    /// The module's imports, with the parameter types' module when the app has one and the
    /// module's own parameters use it.
    func imports(of module: Module) -> [String] {
        let usesModels = module.screens.flatMap(\.parameters).contains { parameter in
            Self.modelTypeNames.contains { parameter.kind.type.contains($0) }
        }
        return (model.isModular && usesModels ? ["Models"] : []) + module.imports
    }

    func defaults(_ defaults: Defaults) -> YAMLNode {
        var entries: [(String, YAMLNode)] = []
        if let accessLevel = defaults.accessLevel { entries.append(("accessLevel", .plain(accessLevel.rawValue))) }
        if let injection = defaults.injection { entries.append(("injection", .plain(injection.rawValue))) }
        if let bundle = defaults.bundle { entries.append(("bundle", .plain(bundle.rawValue))) }
        if let observation = defaults.observation { entries.append(("observation", .plain(observation.rawValue))) }
        return .mapping(entries, isFlow: false)
    }

    func linkHosts(_ links: LinkHosts) -> YAMLNode {
        var entries: [(String, YAMLNode)] = []
        if let schemes = links.schemes { entries.append(("schemes", .list(schemes.map { .plain($0) }, isFlow: true))) }
        entries.append(("hosts", .list(links.hosts.map { .plain($0) }, isFlow: true)))
        if !links.appIDs.isEmpty { entries.append(("appIDs", .list(links.appIDs.map { .plain($0) }, isFlow: false))) }
        return .mapping(entries, isFlow: false)
    }

    /// A screen's name as another module's spec writes it: `Module.Screen`.
    func name(_ reference: ScreenReference, in module: Module) -> YAMLNode {
        .plain(reference.module == module.name ? reference.screen : "\(reference.module).\(reference.screen)")
    }

    func screen(_ screen: Screen, in module: Module) -> YAMLNode {
        var entries: [(String, YAMLNode)] = []
        switch screen.className {
        case .derived: break
        case .own(let name), .shared(let name), .framework(let name, _): entries.append(("class", .plain(name)))
        }
        if let view = screen.viewName { entries.append(("view", .plain(view))) }
        switch screen.source {
        case .storyboard(let storyboard):
            if let name = storyboard.name { entries.append(("storyboard", .text(name))) }
            switch storyboard.identifier {
            case .derived: break
            case .custom(let identifier): entries.append(("identifier", .text(identifier)))
            // An initial scene without ID says so with `initial` alone.
            case .none: if !storyboard.isInitial { entries.append(("identifier", .plain("false"))) }
            }
            if storyboard.isInitial { entries.append(("initial", .plain("true"))) }
        case .nib(let nib):
            entries.append(("source", .plain("nib")))
            if let nib { entries.append(("nib", .text(nib))) }
        case .code:
            entries.append(("source", .plain("code")))
        }
        if let bundle = screen.bundle { entries.append(("bundle", .plain(bundle.rawValue))) }
        if let identifier = screen.bundleIdentifier { entries.append(("bundleIdentifier", .text(identifier))) }
        if let injection = screen.injection { entries.append(("injection", .plain(injection.rawValue))) }
        for (key, isSet) in [("public", screen.isPublic), ("entry", screen.isEntry), ("inNavigation", screen.inNavigation)] where isSet {
            entries.append((key, .plain("true")))
        }
        switch screen.container {
        case .navigation(let root): entries.append(("root", .plain(root)))
        case .tabs(let tabs): entries.append(("tabs", .list(tabs.map { .plain($0) }, isFlow: true)))
        case .split(let primary, let secondary): entries += [("primary", .plain(primary)), ("secondary", .plain(secondary))]
        case nil: break
        }
        if let summary = screen.summary { entries.append(("summary", .text(summary))) }
        if !screen.parameters.isEmpty { entries.append(("parameters", parameters(screen.parameters))) }
        if !screen.alerts.isEmpty { entries.append(("alerts", .mapping(screen.alerts.map { ($0.name, alert($0)) }, isFlow: false))) }
        if !screen.links.isEmpty { entries.append(("links", .list(screen.links.map { .text($0.text) }, isFlow: screen.links.count == 1))) }
        if let lint = screen.lint { entries.append(("lint", self.lint(lint))) }
        return .mapping(entries, isFlow: screen.isWrittenInFlowStyle)
    }

    func parameters(_ parameters: [Parameter]) -> YAMLNode {
        .mapping(
            parameters.map { parameter in
                let kind = parameter.kind
                guard kind.defaultValue != nil || parameter.summary != nil else { return (kind.name, .text(kind.type)) }
                var entries: [(String, YAMLNode)] = [("type", .text(kind.type))]
                if let defaultValue = kind.defaultValue { entries.append(("default", .text(defaultValue))) }
                if let summary = parameter.summary { entries.append(("summary", .text(summary))) }
                return (kind.name, .mapping(entries, isFlow: true))
            }, isFlow: false)
    }

    func alert(_ alert: Alert) -> YAMLNode {
        var entries: [(String, YAMLNode)] = []
        if !alert.parameters.isEmpty { entries.append(("parameters", parameters(alert.parameters))) }
        entries += [("title", .text(alert.title)), ("message", .text(alert.message))]
        if let dismiss = alert.dismiss { entries.append(("dismiss", .text(dismiss))) }
        return .mapping(entries, isFlow: false)
    }

    func cell(_ cell: Cell) -> YAMLNode {
        var entries: [(String, YAMLNode)] = [("kind", .plain(cell.kind.rawValue))]
        switch cell.nib {
        case .derived: break
        case .named(let nib): entries.append(("nib", .text(nib)))
        case .none: entries.append(("nib", .plain("false")))
        }
        if let identifier = cell.identifier { entries.append(("identifier", .text(identifier))) }
        if let bundle = cell.bundle { entries.append(("bundle", .plain(bundle.rawValue))) }
        return .mapping(entries, isFlow: true)
    }

    func view(_ view: NibView) -> YAMLNode {
        var entries: [(String, YAMLNode)] = []
        if let nib = view.nib { entries.append(("nib", .text(nib))) }
        if let bundle = view.bundle { entries.append(("bundle", .plain(bundle.rawValue))) }
        return .mapping(entries, isFlow: true)
    }

    func transition(_ transition: Transition, in module: Module) -> YAMLNode {
        var entries: [(String, YAMLNode)] = [("from", name(transition.from, in: module))]
        if let to = transition.to { entries.append(("to", name(to, in: module))) }
        if transition.writesStyle { entries.append(("style", .plain(transition.style.rawValue))) }
        if let name = transition.name { entries.append(("name", .plain(name))) }
        if let segue = transition.segue {
            entries.append(("segue", .text(segue)))
        } else if transition.style == .segue, transition.isSegueWithoutIdentifier {
            entries.append(("segue", .plain("false")))
        }
        if transition.embedsInNavigation { entries.append(("embed", .plain("navigation"))) }
        if let animated = transition.animated { entries.append(("animated", .plain("\(animated)"))) }
        if let anchor = transition.anchor { entries.append(("anchor", .plain(anchor.rawValue))) }
        if let detents = transition.detents { entries.append(("detents", .list(detents.map { .plain($0.text) }, isFlow: true))) }
        if let grabber = transition.grabber { entries.append(("grabber", .plain("\(grabber)"))) }
        if let modalTransition = transition.modalTransition { entries.append(("modalTransition", .plain(modalTransition))) }
        if let modalInPresentation = transition.modalInPresentation { entries.append(("modalInPresentation", .plain("\(modalInPresentation)"))) }
        if let summary = transition.summary { entries.append(("summary", .text(summary))) }
        if let lint = transition.lint { entries.append(("lint", self.lint(lint))) }
        return .mapping(entries, isFlow: entries.count <= 4)
    }

    func lint(_ lint: LintSettings) -> YAMLNode {
        var entries: [(String, YAMLNode)] = []
        if !lint.disable.isEmpty { entries.append(("disable", .list(lint.disable.map { .plain($0) }, isFlow: true))) }
        if !lint.errors.isEmpty { entries.append(("errors", .list(lint.errors.map { .plain($0) }, isFlow: true))) }
        return .mapping(entries, isFlow: true)
    }

    func output(_ output: Output) -> YAMLNode {
        var entries: [(String, YAMLNode)] = [("template", .plain(output.template)), ("output", .text(output.path))]
        if let accessLevel = output.accessLevel { entries.append(("accessLevel", .plain(accessLevel.rawValue))) }
        return .mapping(entries, isFlow: true)
    }
}
