/// Code that calls a module's generated API by the names the documentation promises: every
/// factory, transition method, way back, route, segue, alert, tab, cell and view of the `uikit`
/// output, every router method of `swiftui`, every route of `swiftui-stack`, every link of
/// `deeplinks`. It only has to type-check: a name or signature that differs from the docs fails.
struct APIUsageWriter {
    let context: ModuleContext

    var module: Module { context.module }

    /// A function of `lines`, or nothing without any, so that no function is empty.
    func function(_ signature: String, _ lines: [String]) -> String {
        lines.isEmpty ? "" : "@MainActor\nfunc \(signature) {\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
    }

    /// The name a function of the screen at `reference` has: unique in the module.
    func functionName(_ prefix: String, _ reference: ScreenReference) -> String {
        "\(prefix)\(reference.module)\(SwiftNaming.upperCamelCase(reference.screen))"
    }

    // MARK: - UIKit

    var uikit: String {
        var sections = [context.imports("UIKit") + (usesAVKit ? "import AVKit\n" : "")]
        sections.append(function("useFactories()", factoryLines))
        var sources = context.sources
        for screen in module.screens where !screen.alerts.isEmpty && !sources.contains(module.reference(screen.name)) {
            sources.append(module.reference(screen.name))
        }
        for reference in sources {
            guard let (screen, _) = context.screen(reference) else { continue }
            sections.append(function("\(functionName("use", reference))(_ source: \(screen.classText))", sourceLines(reference)))
        }
        for screen in module.screens {
            sections.append(function("\(functionName("useTabs", module.reference(screen.name)))(_ tabBarController: \(screen.classText))", tabLines(screen)))
            sections.append(
                function("\(functionName("useUnwind", module.reference(screen.name)))(_ screen: \(screen.classText), segue: UIStoryboardSegue)", unwindLines(screen)))
        }
        sections.append(function("useCells(tableView: UITableView, collectionView: UICollectionView, indexPath: IndexPath)", cellLines))
        sections.append(function("useViews()", module.views.flatMap { ["_ = \($0.className).loadFromNib()", "_ = \($0.className).nib"] }))
        return sections.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    var usesAVKit: Bool {
        (module.screens + context.sources.compactMap { context.screen($0)?.screen }).contains {
            if case .framework(_, "AVKit") = $0.className { true } else { false }
        }
    }

    var factoryLines: [String] {
        module.screens.filter(\.hasFactory).flatMap { screen in
            var lines = ["_ = \(screen.memberType).instantiate(\(SwiftText.arguments(module.parametersBelow(screen))))"]
            if let storyboard = screen.storyboard, storyboard.hasIdentifier {
                lines.append("_ = \(screen.memberType).identifier")
            }
            return lines
        }
    }

    /// Calls of the members the module generates for the screen at `reference`.
    func sourceLines(_ reference: ScreenReference) -> [String] {
        guard let (screen, owner) = context.screen(reference) else { return [] }
        /// `source.member(arguments)`, or `Type.member(from: source, arguments)` for an enum.
        func call(_ member: String, _ arguments: String) -> String {
            if screen.hasOwnClass { return "source.\(member)(\(arguments))" }
            return "\(screen.memberType).\(member)(from: source\(arguments.isEmpty ? "" : ", " + arguments))"
        }
        let hasRoute = context.hasRoute(from: reference)
        /// The call of `navigate(to:)` with `route`, where the module gives the screen a `Route`.
        func navigation(to route: String) -> [String] {
            guard hasRoute else { return [] }
            return [screen.hasOwnClass ? "source.navigate(to: \(route))" : "\(screen.memberType).navigate(from: source, to: \(route))"]
        }
        var lines: [String] = []
        for transition in context.transitions(from: reference) {
            switch transition.style {
            case .segue, .unwind:
                guard let segue = transition.segue else { continue }
                let segueCase = SwiftNaming.segueCase(segue)
                lines.append(screen.hasOwnClass ? "source.performSegue(.\(segueCase))" : "\(screen.memberType).performSegue(.\(segueCase), from: source)")
                if transition.style == .segue, let target = transition.to, let (destination, destinationOwner) = context.screen(target) {
                    let carried = destinationOwner.parametersBelow(destination)
                    if !carried.isEmpty {
                        lines.append("source.perform\(SwiftNaming.upperCamelCase(segueCase))(\(SwiftText.arguments(carried)))")
                    }
                }
            case .embed:
                guard let segue = transition.segue else { continue }
                let receiver = screen.hasOwnClass ? "source" : screen.memberType
                lines.append(
                    "if case .\(SwiftNaming.segueCase(segue))? = \(receiver).embeddedChild(of: UIStoryboardSegue(identifier: \"\(segue)\", source: source, destination: source)) {}")
            case .dismiss, .pop, .popToRoot, .popTo:
                let name = wayBackName(transition)
                lines.append((transition.style == .popTo ? "_ = " : "") + call(name, ""))
                lines += navigation(to: ".\(name)")
            default:
                guard let target = transition.to, let (destination, destinationOwner) = context.screen(target) else { continue }
                let name = transition.name ?? SwiftNaming.lowerCamelCase(destination.name)
                let verb = transition.style == .push ? "push" : "present"
                let arguments = [anchorArgument(transition), SwiftText.arguments(destinationOwner.parametersBelow(destination))].filter { !$0.isEmpty }
                    .joined(separator: ", ")
                lines.append(call(verb + SwiftNaming.upperCamelCase(name), arguments))
                let route = ".\(name)" + (arguments.isEmpty ? "" : "(\(arguments))")
                lines += navigation(to: route)
            }
        }
        if reference.module == owner.name, reference.module == module.name {
            for alert in screen.alerts {
                lines.append(call("present\(SwiftNaming.upperCamelCase(alert.name))Alert", SwiftText.arguments(alert.parameters)))
            }
        }
        return lines
    }

    /// The name of a way back: the transition's, or its style's default.
    func wayBackName(_ transition: Transition) -> String {
        if let name = transition.name { return name }
        switch transition.style {
        case .dismiss: return "close"
        case .pop: return "goBack"
        case .popToRoot: return "goBackToRoot"
        default: return "goBackTo" + SwiftNaming.upperCamelCase(transition.to?.screen ?? "")
        }
    }

    func anchorArgument(_ transition: Transition) -> String {
        switch transition.anchor {
        case .view: "sourceView: UIView()"
        case .barButtonItem: "barButtonItem: UIBarButtonItem()"
        case nil: ""
        }
    }

    func tabLines(_ screen: Screen) -> [String] {
        guard case .tabs(let tabs) = screen.container else { return [] }
        return tabs.flatMap { tab in
            let value = "\(screen.memberType).Tab.\(SwiftNaming.lowerCamelCase(tab))"
            return ["tabBarController.select(\(value))", "_ = tabBarController.viewController(for: \(value))"]
        }
    }

    /// The action each unwind segue back to the screen calls.
    func unwindLines(_ screen: Screen) -> [String] {
        let isDestination = module.transitions.contains { $0.style == .unwind && $0.to == module.reference(screen.name) }
        return isDestination ? ["screen.unwindTo\(SwiftNaming.upperCamelCase(screen.name))(segue)"] : []
    }

    var cellLines: [String] {
        module.cells.flatMap { cell in
            let list = cell.kind == .table ? "tableView" : "collectionView"
            var lines = ["\(list).register(\(cell.className).self)", "_ = \(list).dequeueReusableCell(\(cell.className).self, for: indexPath)", "_ = \(cell.className).identifier"]
            if cell.nib != .none { lines.append("_ = \(cell.className).nib") }
            return lines
        }
    }

    // MARK: - SwiftUI

    var swiftUI: String {
        var sections = [context.imports("SwiftUI")]
        for screen in module.screens {
            sections.append(function("\(functionName("useRouter", module.reference(screen.name)))()", routerLines(screen)))
        }
        return sections.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Calls of the screen's router, when it has one: transitions other than segues, alerts, a
    /// dismiss or a pop.
    func routerLines(_ screen: Screen) -> [String] {
        var lines: [String] = []
        for transition in context.transitions(from: module.reference(screen.name)) {
            switch transition.style {
            case .segue, .unwind, .embed, .popToRoot, .popTo: continue
            case .dismiss, .pop: lines.append("router.\(wayBackName(transition))()")
            default:
                guard let target = transition.to, let (destination, _) = context.screen(target) else { continue }
                let name = transition.name ?? SwiftNaming.lowerCamelCase(destination.name)
                lines.append("router.activate\(SwiftNaming.upperCamelCase(name))(\(SwiftText.arguments(destination.parameters)))")
            }
        }
        lines += screen.alerts.map { "router.activate\(SwiftNaming.upperCamelCase($0.name))Alert(\(SwiftText.arguments($0.parameters)))" }
        guard !lines.isEmpty else { return [] }
        return ["let router = \(screen.name)Router()"] + lines + ["let routing: any \(screen.name)Routing = router", "_ = routing"]
    }

    // MARK: - Stack router

    var stack: String {
        let routes = module.stackRoutes
        // Without routes the template writes no router.
        guard !routes.isEmpty else { return context.imports("SwiftUI") }
        var lines = routes.compactMap { reference -> String? in
            guard let (found, module) = context.screen(reference) else { return nil }
            // A navigation controller's route is its root's, every presented route having a stack,
            // unless its module keeps the root to itself.
            var screen = found
            if case .navigation(let root)? = found.container, let held = context.screen(module.reference(root)),
                held.module.name == self.module.name || held.screen.isPublic
            {
                screen = held.screen
            }
            return "router.push(.\(SwiftNaming.lowerCamelCase(screen.name))\(SwiftText.caseArguments(screen.parameters)))"
        }
        let popTargets = Set(module.transitions.filter { $0.style == .popTo }.compactMap(\.to))
        lines += routes.filter(popTargets.contains).map { "router.popTo\(SwiftNaming.upperCamelCase($0.screen))()" }
        lines += ["router.popToRoot()", "let state = router.state", "_ = NavigationRouter(state: state)"]
        return [context.imports("SwiftUI"), function("useStack()", ["let router = NavigationRouter()"] + lines)].joined(separator: "\n")
    }

    // MARK: - Deep links

    var links: String {
        let cases = module.screens.filter { !$0.links.isEmpty }.map { screen in
            "DeepLink.\(SwiftNaming.lowerCamelCase(screen.name))\(SwiftText.caseArguments(Self.values(of: screen)))"
        }
        let lines = ["let links: [DeepLink] = [\(cases.joined(separator: ", "))]", "for link in links {", "    _ = DeepLink(url: link.url)", "}"]
        return [context.imports("Foundation"), function("useLinks()", cases.isEmpty ? [] : lines)].joined(separator: "\n")
    }

    /// What a screen's links carry, in the order of its first pattern: the values of its
    /// `DeepLink` case.
    static func values(of screen: Screen) -> [Parameter] {
        (screen.links.first?.carried ?? []).compactMap { name in
            ParameterCatalog.screenParameters.first { $0.name == name }.map { Parameter($0) }
        }
    }
}
