/// Draws an app from a seeded generator: its modules and what each spec holds, combining what the
/// spec format allows (docs/Spec.md) in ways that navgen should accept, and now and then in a way
/// it must refuse (``SpecMutation``). The same generator state always draws the same app.
public struct AppSynthesizer {
    var random: SplitMix64
    /// Every screen, class and type name taken so far in the app: a class belongs to one module.
    var takenNames: Set<String> = []
    /// The storyboards whose initial scene is taken, by bundle and name.
    var initialScenes: Set<String> = []
    /// The bundle of each storyboard of each module, by module and name: a module's storyboards
    /// of one name come from one bundle, as its storyboard registry has one of each name.
    var storyboardBundles: [String: BundleChoice] = [:]

    public init(random: SplitMix64) {
        self.random = random
    }

    /// Draws spec `index` of the campaign of `seed`.
    public static func app(seed: UInt64, index: Int) -> AppModel {
        var synthesizer = AppSynthesizer(random: SplitMix64(seed: seed, index: index))
        return synthesizer.drawApp()
    }

    static let featureNames = ["Accounts", "Catalog", "Messaging", "Payments", "Onboarding"]

    public mutating func drawApp() -> AppModel {
        let featureCount = random.weighted([(0, weight: 60), (1, weight: 15), (2, weight: 17), (3, weight: 8)])
        var modules: [Module] = []
        for name in Self.featureNames.prefix(featureCount) {
            // A feature includes some of those before it: chains and diamonds.
            let includes = modules.map(\.name).filter { _ in random.chance(45) }
            modules.append(drawModule(name, includes: includes, isApp: false, earlier: modules))
        }
        let app = drawModule("App", includes: modules.map(\.name).filter { _ in random.chance(85) || modules.count == 1 }, isApp: true, earlier: modules)
        modules.append(app)
        var model = AppModel(modules: modules)
        Self.includeEveryModuleOnce(in: &model)
        if random.chance(12) {
            SpecMutation.draw(using: &random).apply(to: &model)
        }
        drawLintSettings(into: &model)
        drawSeguesWithoutIdentifier(into: &model)
        drawOtherBundles(into: &model)
        drawInitialScenesWithIDs(into: &model)
        drawEmbedSegues(into: &model)
        return model
    }

    /// Gives some storyboard screens container views: an embed segue, with an identifier or
    /// without, to another storyboard screen of the module that needs nothing in its initializer
    /// and that the screen shows in no other way. Drawn last, so that the rest of an app is drawn
    /// as it was before.
    mutating func drawEmbedSegues(into model: inout AppModel) {
        for module in model.modules.indices {
            let screens = model.modules[module].screens
            var identifiers = Set(model.modules[module].transitions.compactMap(\.segue))
            let children = screens.filter { screen in
                screen.storyboard != nil && screen.container == nil && screen.bundleIdentifier == nil
                    && (screen.parameters.isEmpty || model.modules[module].injection(of: screen) == .property)
            }
            for parent in screens where parent.storyboard != nil && parent.container == nil && random.chance(15) {
                let reference = model.modules[module].reference(parent.name)
                let transitions = model.modules[module].transitions.filter { $0.from == reference }
                let taken = Set(transitions.compactMap { $0.name ?? $0.to.map { SwiftNaming.lowerCamelCase($0.screen) } })
                guard let child = random.pick(children.filter { $0.name != parent.name && !taken.contains(SwiftNaming.lowerCamelCase($0.name)) })
                else { continue }
                var embed = Transition(from: reference, to: model.modules[module].reference(child.name), style: .embed)
                if random.chance(60) {
                    var identifier = random.chance(50) ? "embed\(child.name)" : "embed-\(SwiftNaming.lowerCamelCase(child.name))"
                    while !identifiers.insert(identifier).inserted { identifier += "2" }
                    embed.segue = identifier
                }
                model.modules[module].transitions.append(embed)
            }
        }
    }

    /// Gives some initial scenes a storyboard ID too, as most have, which their factories then
    /// use. Drawn last, so that the rest of an app is drawn as it was before.
    mutating func drawInitialScenesWithIDs(into model: inout AppModel) {
        for module in model.modules.indices {
            for index in model.modules[module].screens.indices {
                let screen = model.modules[module].screens[index]
                guard case .storyboard(var storyboard) = screen.source, storyboard.isInitial, storyboard.identifier == .derived,
                    random.chance(30)
                else { continue }
                storyboard.identifier = .custom(screen.name + "InitialScene")
                model.modules[module].screens[index].source = .storyboard(storyboard)
            }
        }
    }

    /// Moves the nibs of some nib screens into another bundle, a framework's (`bundleIdentifier`).
    /// Drawn last, so that the rest of an app is drawn as it was before.
    mutating func drawOtherBundles(into model: inout AppModel) {
        for module in model.modules.indices {
            for index in model.modules[module].screens.indices {
                let screen = model.modules[module].screens[index]
                guard case .nib = screen.source, screen.bundle == nil, random.chance(20) else { continue }
                model.modules[module].screens[index].bundleIdentifier = "com.example.\(model.modules[module].name)Kit"
            }
        }
    }

    /// Takes the identifier of some segues into screens that take no parameters, as the
    /// storyboard's button segues have none (`segue: false`). Drawn last, after the lint
    /// settings, so that the rest of an app is drawn as it was before.
    mutating func drawSeguesWithoutIdentifier(into model: inout AppModel) {
        for module in model.modules.indices {
            for index in model.modules[module].transitions.indices {
                let transition = model.modules[module].transitions[index]
                guard transition.style == .segue, let destination = transition.to.flatMap(model.screen),
                    destination.parameters.isEmpty, destination.container == nil, random.chance(25)
                else { continue }
                model.modules[module].transitions[index].segue = nil
                model.modules[module].transitions[index].isSegueWithoutIdentifier = true
            }
        }
    }

    /// Turns warnings off, and now and then makes one an error, in some specs and on some screens
    /// and transitions, as users tune lint (docs/Spec.md, Rules); once in a while disables a rule
    /// of errors, which lint must refuse. Drawn last, so that the rest of an app is drawn as it was
    /// before specs had settings.
    mutating func drawLintSettings(into model: inout AppModel) {
        for module in model.modules.indices {
            if random.chance(15) { model.modules[module].lint = drawLintSettings() }
            for screen in model.modules[module].screens.indices where random.chance(6) {
                model.modules[module].screens[screen].lint = drawLintSettings()
            }
            for transition in model.modules[module].transitions.indices where random.chance(4) {
                model.modules[module].transitions[transition].lint = drawLintSettings()
            }
        }
    }

    mutating func drawLintSettings() -> LintSettings {
        let rules = random.shuffled(LintSettings.warningRules)
        let disabled = Array(rules.prefix(random.int(in: 1...3)))
        var settings = LintSettings(disable: disabled)
        if random.chance(20) { settings.errors = [rules[disabled.count]] }
        if random.chance(1) { settings.disable.append("unknown-screen") }
        return settings
    }

    /// Makes the app include every module, directly or through another, so that each is compiled.
    static func includeEveryModuleOnce(in model: inout AppModel) {
        guard let app = model.modules.indices.last else { return }
        let reached = model.includedModules(of: model.modules[app].name)
        for module in model.modules.dropLast() where !reached.contains(module.name) {
            model.modules[app].includes.append(module.name)
        }
    }

    mutating func drawModule(_ name: String, includes: [String], isApp: Bool, earlier: [Module]) -> Module {
        var module = Module(name: name)
        module.declaresName = !isApp || random.chance(30)
        module.includes = includes
        module.defaults = drawDefaults()
        module.versionInHeader = random.chance(5)
        var draft = ModuleDraft(module: module, isApp: isApp)
        drawScreens(into: &draft)
        let reached = AppModel(modules: earlier + [module]).includedModules(of: name)
        let visible = earlier.filter { reached.contains($0.name) }
        drawTransitions(into: &draft, includedModules: visible)
        drawWaysBack(into: &draft)
        drawLinks(into: &draft)
        drawAlerts(into: &draft)
        drawCellsAndViews(into: &draft)
        drawOutputs(into: &draft)
        draft.module.imports = drawImports(for: draft.module)
        return draft.module
    }

    mutating func drawDefaults() -> Defaults {
        var defaults = Defaults()
        defaults.accessLevel = random.weighted([(nil, weight: 60), (.internal, weight: 8), (.public, weight: 22), (.package, weight: 10)])
        defaults.injection = random.weighted([(nil, weight: 60), (.initializer, weight: 15), (.property, weight: 25)])
        defaults.bundle = random.weighted([(nil, weight: 65), (.main, weight: 10), (.module, weight: 25)])
        defaults.observation = random.weighted([(nil, weight: 50), (.observableObject, weight: 15), (.observable, weight: 35)])
        return defaults
    }

    mutating func drawImports(for module: Module) -> [String] {
        var imports: [String] = []
        if module.screens.contains(where: { if case .framework(_, let framework) = $0.className { framework == "AVKit" } else { false } }) {
            imports.append("AVKit")
        }
        if random.chance(15) { imports.append("Foundation") }
        if random.chance(8) { imports.append("UIKit") }
        return random.shuffled(imports)
    }

    mutating func drawOutputs(into draft: inout ModuleDraft) {
        guard random.chance(25) else { return }
        // An association file needs an app to name: navgen refuses one without.
        let links = draft.module.links.map { $0.appIDs.isEmpty ? ["deeplinks", "url-schemes"] : ["deeplinks", "apple-app-site-association", "url-schemes"] }
        let templates = ["uikit", "swiftui", "swiftui-stack"] + (links ?? [])
        for template in templates where random.chance(60) {
            // A file's own access level, of the Swift files only: a stack router more visible
            // than the deeplinks file whose DeepLink it opens is refused.
            let chance = ["uikit", "swiftui", "swiftui-stack", "deeplinks"].contains(template) ? 25 : 0
            let access: AccessLevel? = random.chance(chance) ? random.pick(AccessLevel.allCases) : nil
            draft.module.outputs.append(Output(template: template, path: "Generated/\(template).out", accessLevel: access))
        }
    }

    /// A name from `pool` that nothing in the app has yet, or the first one with a number.
    mutating func freshName(from pool: [String]) -> String {
        let free = pool.filter { !takenNames.contains($0) }
        var name = random.pick(free) ?? ""
        if name.isEmpty {
            let base = random.pick(pool) ?? "Screen"
            var number = 2
            while takenNames.contains("\(base)\(number)") { number += 1 }
            name = "\(base)\(number)"
        }
        takenNames.insert(name)
        return name
    }
}

/// A module being drawn, with what the transitions drawn so far say about its screens.
struct ModuleDraft {
    var module: Module
    let isApp: Bool
    /// The screens shown so far, by how they are first shown.
    var placement: [ScreenReference: Placement] = [:]
    /// The screens of included modules that this one shows or extends.
    var external: [ScreenReference: Screen] = [:]
    /// The names of each screen's transitions so far.
    var transitionNames: [ScreenReference: Set<String>] = [:]
    var segueIdentifiers: Set<String> = []

    struct Placement {
        var isInNavigation: Bool
        var isPresented: Bool
        /// The screens below it on its navigation stack, bottom first.
        var stackBelow: [ScreenReference]
        /// Every screen the way into it passes, for unwinds.
        var shownAfter: Set<ScreenReference>
    }

    init(module: Module, isApp: Bool) {
        self.module = module
        self.isApp = isApp
    }

    func index(of name: String) -> Int? {
        module.screens.firstIndex { $0.name == name }
    }

    func screen(_ reference: ScreenReference) -> Screen? {
        if reference.module == module.name { return index(of: reference.screen).map { module.screens[$0] } }
        return external[reference]
    }

    /// The screens that some container holds.
    var containerChildren: Set<String> {
        Set(module.screens.flatMap { $0.container?.children ?? [] })
    }

}

extension AppModel {
    /// The modules that `name` includes, directly or through others.
    public func includedModules(of name: String) -> Set<String> {
        var pending = module(named: name)?.includes ?? []
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += module(named: next)?.includes ?? []
        }
        return seen
    }
}
