import NavGenCore

/// What a built-in template cannot make of a graph: the SwiftUI templates have no storyboards, the
/// flag-based routers no stack to pop several screens off, routes as values need values that
/// can be `Hashable` and `Codable`, a server's association file needs the apps it names, and no
/// file may use an API newer than the spec's deployment target.
extension CodeGenerator {
    /// Errors where the template's output of `graph` would not compile or would be of no use, and
    /// a warning for each part of the spec it leaves out. A user's template gets the checks of the
    /// built-in templates it renders through its parents and partials (``TemplateSource/builtinLineage``),
    /// and none of its own, since navgen cannot know its needs.
    public static func problems(of graph: NavigationGraph, renderedWith template: TemplateSource) -> [Diagnostic] {
        let lineage = template.builtinLineage
        guard !lineage.isEmpty else { return [] }
        // The own code, as large as the graph, is worked out once for all the checks of a template.
        let own = graph.ownCode
        return lineage.compactMap(TemplateKind.init(rawValue:)).flatMap { problems(of: graph, own, renderedWithBuiltin: $0) }
    }

    private static func problems(of graph: NavigationGraph, _ own: OwnCode, renderedWithBuiltin kind: TemplateKind) -> [Diagnostic] {
        problemsOfTheTemplate(graph, own, renderedWithBuiltin: kind)
            + IOSAvailability.problems(of: graph, own, renderedWithBuiltin: kind)
    }

    private static func problemsOfTheTemplate(_ graph: NavigationGraph, _ own: OwnCode, renderedWithBuiltin kind: TemplateKind) -> [Diagnostic] {
        switch kind {
        case .uikit:
            keysIgnoredByUIKit(in: graph, own) + linksThroughOtherModules(in: graph)
        case .swiftui:
            seguesWithoutSwiftUIMeaning(in: graph, own, skippedBy: .swiftui)
                + popsWithoutSwiftUIMeaning(in: graph, own) + transitionsFromOtherModules(in: graph, own)
                + keysIgnoredByFlagRouters(in: graph, own)
        case .swiftuiStack:
            seguesWithoutSwiftUIMeaning(in: graph, own, skippedBy: .swiftuiStack) + graph.unroutableParameters
                + linksThroughContainers(in: graph) + containerViewClashes(in: graph, own) + moduleCaseClashes(in: graph, own)
                + navigatorClashes(in: graph, own)
                + keysIgnoredByStackRouter(in: graph, own)
        case .appleAppSiteAssociation:
            associationWithoutApps(in: graph)
        case .deeplinks, .urlSchemes:
            []
        }
    }

    /// An error when the association file would name no app: a server would serve it to no app.
    /// Located at `appIDs`, else at `links:`, else at the output that asks for the file.
    private static func associationWithoutApps(in graph: NavigationGraph) -> [Diagnostic] {
        let links = graph.deepLinks
        guard links?.appIDs.isEmpty ?? true else { return [] }
        let output = graph.outputs.first { $0.kind == .appleAppSiteAssociation }
        let position = links?.appIDsPosition ?? links?.position ?? output?.template.position
        let app = "the app's ID, its team ID and bundle identifier: 'appIDs: [TEAMID.bundle.id]'"
        let message =
            switch (links, links?.appIDsPosition) {
            case (nil, _): "the spec has no 'links', so the apple-app-site-association file would be empty; add 'links:' with the hosts and \(app)"
            case (_?, nil): "'links' has no 'appIDs', so the apple-app-site-association file would claim the links for no app; add \(app)"
            case (_?, _?): "'appIDs' is empty, so the apple-app-site-association file would claim the links for no app; list \(app)"
            }
        let diagnostic = graph.diagnostic(
            .linksWithoutAppIDs, message, at: position.map { SourceLocation(file: graph.specFile, position: $0) })
        return diagnostic.map { [$0] } ?? []
    }

    /// A warning per segue, unwind and embed transition: SwiftUI has no storyboards, so the SwiftUI
    /// templates skip them (`template`, which is one of them, names itself in the message).
    private static func seguesWithoutSwiftUIMeaning(
        in graph: NavigationGraph, _ own: OwnCode, skippedBy template: TemplateKind
    ) -> [Diagnostic] {
        // By index: a copy of every transition would be as large as the graph's.
        own.transitions.filter { graph.transitions[$0].style.isStoryboardSegue }.compactMap { index in
            let transition = graph.transitions[index]
            let kind = transition.segueNoun
            let segue = transition.segue.map { "the \(kind) '\($0)'" } ?? "the \(kind) without identifier to '\(graph.screens[transition.destination].name)'"
            let equivalent = transition.style == .embed ? ", where a view holds its child in its body" : ""
            return graph.diagnostic(
                .templateSkipsTransition,
                "\(segue) of screen '\(graph.screens[transition.source].name)' has no SwiftUI equivalent\(equivalent); the \(template) template skips it",
                at: transition.location, about: .transition(from: transition.source))
        }
    }

    /// An error per link that starts elsewhere than the tab bar or split view another link
    /// starts in: the links open with one `open(_:)`, that of the navigation of the container
    /// where they start, or that of the app's stack.
    private static func linksThroughContainers(in graph: NavigationGraph) -> [Diagnostic] {
        guard let links = graph.deepLinks, let start = StackContainers.linkStart(of: links, in: graph) else { return [] }
        let container = graph.screens[start]
        return links.destinations.filter { $0.route[0].screen != start }.compactMap { destination in
            let screen = graph.screens[destination.screen]
            let entry = graph.screens[destination.route[0].screen]
            return graph.diagnostic(
                .stackLinkThroughContainer,
                "the links of screen '\(screen.name)' start at screen '\(entry.name)', while others start in \(container.container?.kind.noun ?? "container") '\(container.name)', and the swiftui-stack template opens every link with one navigation, '\(StackContainers.typeName(of: container))'; link screens that \(container.name) holds, or open these links with the uikit template's code",
                at: screen.location, about: .screen(destination.screen))
        }
    }

    /// An error per link whose way from the entry screen takes a transition of a module the spec
    /// includes: the UIKit code of that transition is the module's, which the link's code cannot
    /// call, while the stack router pushes and presents it as the module's route.
    private static func linksThroughOtherModules(in graph: NavigationGraph) -> [Diagnostic] {
        (graph.deepLinks?.destinations ?? []).compactMap { destination in
            let steps = destination.route.compactMap { $0.transition.map { graph.transitions[$0] } }
            guard let transition = steps.first(where: \.isExternal) else { return nil }
            let screen = graph.screens[destination.screen]
            return graph.diagnostic(
                .linkUnreachable,
                "the links of screen '\(screen.name)' go from '\(graph.screens[transition.source].name)' to '\(graph.screens[transition.destination].name)' by a transition of module '\(transition.module ?? "")', whose UIKit code is that module's, so the uikit template's links cannot take it; open these links with the swiftui-stack template, or give '\(screen.name)' a way from the app's own screens",
                at: screen.location, about: .screen(destination.screen))
        }
    }

    /// An error per route of the spec's own whose case has the name of the case that wraps the
    /// routes of a module it includes: `case checkout` beside `case checkout(Checkout.NavigationRoute)`.
    private static func moduleCaseClashes(in graph: NavigationGraph, _ own: OwnCode) -> [Diagnostic] {
        let modules = graph.includedStackModules.map(\.name)
        return own.stackRouteScreens.compactMap { index in
            let screen = graph.screens[index]
            guard let module = modules.first(where: { StackModules.caseName(of: $0) == StackRoutes.caseName(of: screen) }) else { return nil }
            return graph.diagnostic(
                .reservedName,
                "screen '\(screen.name)' is a route whose case, '\(StackRoutes.caseName(of: screen))', is the case that wraps the routes of module '\(module)' in the swiftui-stack router; rename the screen",
                at: screen.location, about: .screen(index))
        }
    }

    /// An error for a screen named `Screen` that transitions start from: its navigator would be
    /// `ScreenNavigator`, the protocol every navigator conforms to.
    private static func navigatorClashes(in graph: NavigationGraph, _ own: OwnCode) -> [Diagnostic] {
        own.screens.filter { index in
            let transitions = StackRoutes.navigatorTransitions(of: index, in: graph, own)
            return StackRoutes.navigatorType(of: graph.screens[index]) == "ScreenNavigator"
                && !(transitions.forward.isEmpty && transitions.back.isEmpty)
        }.compactMap { index in
            graph.diagnostic(
                .reservedName,
                "screen '\(graph.screens[index].name)' would have the navigator 'ScreenNavigator', the name of the protocol of every navigator in the swiftui-stack router; rename the screen",
                at: graph.screens[index].location, about: .screen(index))
        }
    }

    /// An error per value that the view of a tab bar or split view takes, for the screens at the
    /// roots of its stacks, under a name the view takes itself: `navigation`, and a tab bar's `label`.
    private static func containerViewClashes(in graph: NavigationGraph, _ own: OwnCode) -> [Diagnostic] {
        StackContainers.screens(of: graph, among: own.screens).flatMap { index in
            let container = graph.screens[index]
            let taken = container.container?.kind == .tabs ? ["navigation", "label"] : ["navigation"]
            return graph.factoryParameters(ofScreenAt: index).filter { taken.contains($0.name) }.compactMap { parameter in
                graph.diagnostic(
                    .reservedName,
                    "parameter '\(parameter.name)' of a screen that \(container.container?.kind.noun ?? "container") '\(container.name)' holds is a name that its swiftui-stack view, '\(StackContainers.viewName(of: container))', takes itself; rename the parameter",
                    at: parameter.typeLocation ?? container.location, about: .screen(index))
            }
        }
    }

    /// A warning per `popToRoot` and `popTo`: the SwiftUI routers, whose flags show one screen
    /// each, have no stack path to pop, so the swiftui template skips them.
    private static func popsWithoutSwiftUIMeaning(in graph: NavigationGraph, _ own: OwnCode) -> [Diagnostic] {
        own.backTransitions.filter { !graph.backTransitions[$0].kind.goesBackOneStep }.compactMap { index in
            let transition = graph.backTransitions[index]
            return graph.diagnostic(
                .templateSkipsTransition,
                "'\(transition.name)' of screen '\(graph.screens[transition.source].name)' pops several screens, which the SwiftUI routers cannot express yet; the swiftui template skips it",
                at: transition.location, about: .transition(from: transition.source))
        }
    }

    /// A warning per transition the spec declares from a screen of a module it includes: a
    /// SwiftUI router is generated with its screen, in that module, so the swiftui template skips
    /// it; UIKit extends the other module's class instead.
    private static func transitionsFromOtherModules(in graph: NavigationGraph, _ own: OwnCode) -> [Diagnostic] {
        own.transitions.filter { graph.screens[graph.transitions[$0].source].isExternal }.compactMap { index in
            let transition = graph.transitions[index]
            let source = graph.screens[transition.source]
            return graph.diagnostic(
                .templateSkipsTransition,
                "'\(transition.name)' starts from screen '\(source.name)' of module '\(source.module ?? "")', whose SwiftUI router that module generates; the swiftui template skips it",
                at: transition.location, about: .transition(from: transition.source))
        }
    }
}
