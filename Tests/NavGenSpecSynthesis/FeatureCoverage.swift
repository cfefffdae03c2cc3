/// What the spec format allows that an app uses, so that a test can say the synthesizer draws
/// each of them, and a campaign which of them compiled.
public enum Feature: String, CaseIterable, Sendable, Comparable {
    case storyboardScreen, nibScreen, codeScreen, initializerInjection, propertyInjection
    case navigationContainer, tabContainer, splitContainer, storyboardContainer, codeContainer, nestedContainer, containerOfOwnClass
    case push, present, fullScreen, overFullScreen, pageSheet, formSheet, popover, segue, segueWithData, segueWithoutIdentifier, unwind
    case embedSegue, embedSegueWithoutIdentifier
    case dismiss, pop, popToRoot, popTo
    case anchor, detents, grabber, modalTransition, modalInPresentation, embed
    case link, linkInPath, linkInQuery, optionalLinkValue, rawValueLinkValue, uuidLinkValue, defaultedParameter, linkAliases
    case linkThroughContainer
    case modules, diamondIncludes, publicScreen, transitionFromOtherModule
    case publicAccess, packageAccess, outputAccessLevel, sharedClass, frameworkClass, cells, nibCells, views, alerts, alertParameters
    case observable, moduleBundle, otherBundle, inNavigation, initialScene, initialSceneWithIdentifier, summary, keywordNames, identifierWithoutFactory
    case lintSettings

    public static func < (lhs: Feature, rhs: Feature) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The features `model` uses.
    public static func of(_ model: AppModel) -> Set<Feature> {
        var features: Set<Feature> = []
        if model.isModular { features.insert(.modules) }
        for module in model.modules {
            features.formUnion(of(module, in: model))
        }
        return features
    }

    static func of(_ module: Module, in model: AppModel) -> Set<Feature> {
        var features: Set<Feature> = []
        func add(_ feature: Feature, if condition: Bool) {
            if condition { features.insert(feature) }
        }
        let screens = module.screens
        add(.diamondIncludes, if: module.includes.contains { included in module.includes.contains { model.includedModules(of: $0).contains(included) } })
        add(.publicAccess, if: module.defaults.accessLevel == .public)
        add(.packageAccess, if: module.defaults.accessLevel == .package || module.outputs.contains { $0.accessLevel == .package })
        add(.outputAccessLevel, if: module.outputs.contains { $0.accessLevel != nil })
        add(.observable, if: module.defaults.observation == .observable)
        add(.cells, if: !module.cells.isEmpty)
        add(.nibCells, if: module.cells.contains { $0.nib != .none })
        add(.views, if: !module.views.isEmpty)
        add(
            .lintSettings,
            if: module.lint != nil || module.screens.contains { $0.lint != nil } || module.transitions.contains { $0.lint != nil })
        for screen in screens {
            switch screen.source {
            case .storyboard(let storyboard):
                features.insert(.storyboardScreen)
                add(.initialScene, if: storyboard.isInitial)
                add(.initialSceneWithIdentifier, if: storyboard.isInitial && storyboard.hasIdentifier)
                add(.identifierWithoutFactory, if: storyboard.identifier == .none)
                add(.storyboardContainer, if: screen.container != nil)
            case .nib: features.insert(.nibScreen)
            case .code:
                features.insert(.codeScreen)
                add(.codeContainer, if: screen.container != nil)
            }
            if !screen.parameters.isEmpty { features.insert(module.injection(of: screen) == .property ? .propertyInjection : .initializerInjection) }
            switch screen.container {
            case .navigation: features.insert(.navigationContainer)
            case .tabs: features.insert(.tabContainer)
            case .split: features.insert(.splitContainer)
            case nil: break
            }
            add(.nestedContainer, if: screen.container?.children.contains { module.screen(named: $0)?.container != nil } == true)
            add(.containerOfOwnClass, if: screen.container != nil && screen.hasOwnClass)
            add(.sharedClass, if: { if case .shared = screen.className { true } else { false } }())
            add(.frameworkClass, if: { if case .framework = screen.className { true } else { false } }())
            add(.publicScreen, if: screen.isPublic)
            add(.inNavigation, if: screen.inNavigation)
            add(.summary, if: screen.summary != nil)
            add(.moduleBundle, if: module.bundle(of: screen) == .module)
            add(.otherBundle, if: screen.bundleIdentifier != nil)
            add(.alerts, if: !screen.alerts.isEmpty)
            add(.alertParameters, if: screen.alerts.contains { !$0.parameters.isEmpty })
            add(.defaultedParameter, if: screen.parameters.contains { $0.kind.defaultValue != nil })
            add(.keywordNames, if: SwiftNaming.keywords.contains(screen.name) || screen.parameters.contains { SwiftNaming.keywords.contains($0.name) })
            features.formUnion(linkFeatures(of: screen))
        }
        let routes = LinkRoutes(module: module)
        add(
            .linkThroughContainer,
            if: screens.contains { screen in
                !screen.links.isEmpty && routes.route(to: module.reference(screen.name))?.contains(where: \.isChosen) == true
            })
        for transition in module.transitions {
            // `embed` is the feature of `embed: navigation`; an embed segue has features of its own.
            if transition.style != .embed, let feature = Feature(rawValue: transition.style.rawValue) { features.insert(feature) }
            add(.embedSegue, if: transition.style == .embed && transition.segue != nil)
            add(.embedSegueWithoutIdentifier, if: transition.style == .embed && transition.segue == nil)
            add(.segueWithData, if: transition.style == .segue && transition.to.flatMap(model.screen).map { !$0.parameters.isEmpty || $0.container != nil } == true)
            add(.segueWithoutIdentifier, if: transition.style == .segue && transition.isSegueWithoutIdentifier)
            add(.anchor, if: transition.anchor != nil)
            add(.detents, if: transition.detents != nil)
            add(.grabber, if: transition.grabber != nil)
            add(.modalTransition, if: transition.modalTransition != nil)
            add(.modalInPresentation, if: transition.modalInPresentation != nil)
            add(.embed, if: transition.embedsInNavigation)
            add(.transitionFromOtherModule, if: transition.from.module != module.name)
            add(.keywordNames, if: transition.name.map(SwiftNaming.keywords.contains) == true)
        }
        return features
    }

    static func linkFeatures(of screen: Screen) -> Set<Feature> {
        guard let first = screen.links.first else { return [] }
        var features: Set<Feature> = [.link]
        if screen.links.count > 1 { features.insert(.linkAliases) }
        if !first.pathValues.isEmpty { features.insert(.linkInPath) }
        if !first.query.isEmpty { features.insert(.linkInQuery) }
        for name in first.carried {
            guard let kind = ParameterCatalog.screenParameters.first(where: { $0.name == name }) else { continue }
            if kind.isOptional { features.insert(.optionalLinkValue) }
            if kind.linkValue == .rawValue { features.insert(.rawValueLinkValue) }
            if kind.linkValue == .uuid { features.insert(.uuidLinkValue) }
        }
        return features
    }
}
