/// A program that runs a one-module app's generated links against the UIKit stub: each link, made
/// from sample values, must read back from its URL, must not read from its URL with a user, and
/// must open its screen on top of what `open(in:)` shows; with the stack router, opening a link
/// must restore `State(opening:)`, which must survive JSON, or, from a tab bar or split view, show
/// the tab or column of its route, the same each time, and survive JSON. It prints `ok …` or
/// `FAILED …` per check.
public struct BehaviourProgramWriter {
    public let model: AppModel

    public init(model: AppModel) {
        self.model = model
    }

    /// Whether the app is one the program can run: one module, with links.
    public var canRun: Bool {
        model.modules.count == 1 && model.modules[0].screens.contains { !$0.links.isEmpty }
    }

    /// `main.swift`; `includesStack` when the stack router's output is compiled with it.
    public func program(includesStack: Bool) -> String {
        guard let module = model.modules.first else { return "" }
        let linked = module.screens.filter { !$0.links.isEmpty }
        var lines = [
            "import Foundation", "import UIKit", "", "@MainActor", "func check(_ condition: Bool, _ what: String) {",
            #"    print((condition ? "ok " : "FAILED ") + what)"#, "}", "",
            "/// What is on screen: the top of the stack of whatever is presented last.", "@MainActor",
            "func visibleViewController(_ viewController: UIViewController) -> UIViewController {",
            "    if let presented = viewController.presentedViewController { return visibleViewController(presented) }",
            "    if let stack = viewController as? UINavigationController, let top = stack.viewControllers.last { return visibleViewController(top) }",
            "    if let tabs = viewController as? UITabBarController, let selected = tabs.selectedViewController { return visibleViewController(selected) }",
            "    return viewController", "}", "",
        ]
        lines += StoryboardScenesWriter(module: module).lines
        lines += ["", "MainActor.assumeIsolated {", "    describeStoryboardScenes()"]
        for screen in linked {
            for awkward in [false, true] {
                lines += checks(of: screen, in: module, awkward: awkward, includesStack: includesStack).map { "    " + $0 }
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    func checks(of screen: Screen, in module: Module, awkward: Bool, includesStack: Bool) -> [String] {
        let values = APIUsageWriter.values(of: screen)
        let name = screen.name + (awkward ? " (awkward values)" : "")
        // A path segment is never empty, so a value in the path is never "".
        let inPath = Set(screen.links.first?.pathValues ?? [])
        let arguments = values.map { value in
            let sample = awkward && !(inPath.contains(value.name) && value.kind.awkwardSample == #""""#) ? value.kind.awkwardSample : value.kind.sample
            return "\(value.name): \(sample)"
        }.joined(separator: ", ")
        var lines = [
            "do {",
            "    let link = DeepLink.\(SwiftNaming.lowerCamelCase(screen.name))\(values.isEmpty ? "" : "(\(arguments))")",
            "    check(DeepLink(url: link.url) == link, \(SwiftText.literal(name + " reads back from its URL ")) + link.url.absoluteString)",
            "    var withUser = URLComponents(url: link.url, resolvingAgainstBaseURL: false)",
            #"    withUser?.user = "someone""#,
            "    check(withUser?.url.flatMap(DeepLink.init(url:)) == nil, \(SwiftText.literal(name + " with a user in its URL is no link")))",
        ] + receiverLines(for: screen, in: module) + [
            "    link.open(in: \(receiver(ofLinkTo: screen, in: module)), animated: false)",
        ]
        // What a split view controller shows is its columns side by side, no top screen.
        if screen.hasOwnClass, screen.container == nil, opensAtOnce(screen, in: module), !routeHasSplitView(to: screen, in: module) {
            lines.append(
                "    check(visibleViewController(\(receiver(ofLinkTo: screen, in: module))) is \(SwiftNaming.escaped(screen.classText)), \(SwiftText.literal(name + " opens on top of what is shown")))")
        }
        if includesStack, let entry = entry(ofLinkTo: screen, in: module), entry.container.map(Self.hasNavigation) == true {
            lines += navigationChecks(ofLinkTo: screen, from: entry, in: module, name: name)
        } else if includesStack {
            lines += [
                "    let router = NavigationRouter()", "    router.open(link)",
                "    check(router.state == NavigationRouter.State(opening: link), \(SwiftText.literal(name + " opens as State(opening:) says")))",
                "    let saved = try? JSONEncoder().encode(router.state)",
                "    check(saved.flatMap { try? JSONDecoder().decode(NavigationRouter.State.self, from: $0) } == router.state, \(SwiftText.literal(name + "'s opened state reads back from JSON")))",
            ]
        }
        return lines + ["}"]
    }

    /// Whether a container has a navigation of its own in the stack router: a tab bar or a split view.
    static func hasNavigation(_ container: Container) -> Bool {
        switch container {
        case .tabs, .split: true
        case .navigation: false
        }
    }

    /// The checks of a link that starts in a tab bar or split view, on its navigation in the stack
    /// router: it shows the tab or column the link's route chooses first, opens the same twice,
    /// and survives JSON and restoration.
    func navigationChecks(ofLinkTo screen: Screen, from entry: Screen, in module: Module, name: String) -> [String] {
        let type = SwiftNaming.escaped(entry.name + "Navigation")
        var lines = ["    let navigation = \(type)()", "    navigation.open(link)"]
        let route = LinkRoutes(module: module).route(to: module.reference(screen.name)) ?? []
        if route.count > 1, route[1].isChosen, let children = entry.container?.children,
            let position = children.firstIndex(of: route[1].screen.screen)
        {
            let selection: String
            if case .tabs = entry.container {
                selection = "navigation.selectedTab == .\(SwiftNaming.escaped(SwiftNaming.lowerCamelCase(children[position])))"
            } else {
                selection = "navigation.preferredCompactColumn == .\(position == 0 ? "sidebar" : "detail")"
            }
            lines.append("    check(\(selection), \(SwiftText.literal(name + " opens in its tab or column")))")
        }
        return lines + [
            "    let opened = navigation.state", "    navigation.open(link)",
            "    check(navigation.state == opened, \(SwiftText.literal(name + " opens the same twice")))",
            "    let saved = try? JSONEncoder().encode(navigation.state)",
            "    check(saved.flatMap { try? JSONDecoder().decode(\(type).State.self, from: $0) } == navigation.state, \(SwiftText.literal(name + "'s opened navigation reads back from JSON")))",
            "    check(\(type)(state: navigation.state).state == navigation.state, \(SwiftText.literal(name + "'s opened navigation restores")))",
        ]
    }

    /// Whether a link to `screen` goes through a split view controller: the entry screen, or a tab.
    func routeHasSplitView(to screen: Screen, in module: Module) -> Bool {
        let route = LinkRoutes(module: module).route(to: module.reference(screen.name)) ?? []
        return route.contains { step in
            if case .split? = module.screen(named: step.screen.screen)?.container { true } else { false }
        }
    }

    /// The screen a link to `screen` starts from, at the bottom of its back stack.
    func entry(ofLinkTo screen: Screen, in module: Module) -> Screen? {
        LinkRoutes(module: module).route(to: module.reference(screen.name))?.first.flatMap { module.screen(named: $0.screen.screen) }
    }

    /// The parameter of the `open(in:animated:)` that opens a link to `screen`, by its entry screen.
    func receiver(ofLinkTo screen: Screen, in module: Module) -> String {
        switch entry(ofLinkTo: screen, in: module)?.container {
        case .tabs?: "tabBarController"
        case .split?: "splitViewController"
        case .navigation?, nil: "navigationController"
        }
    }

    /// The view controller the link opens in: the entry tab bar or split view controller as its
    /// factory makes it (a bare one where its factory takes values the program has none of, or
    /// no code can make it); or a navigation controller, empty where `open(in:)` makes the entry
    /// screen, or holding the entry screen as the storyboard made it, where no code can.
    func receiverLines(for screen: Screen, in module: Module) -> [String] {
        let receiver = receiver(ofLinkTo: screen, in: module)
        if receiver != "navigationController", let entry = entry(ofLinkTo: screen, in: module) {
            let type = receiver == "tabBarController" ? "UITabBarController" : "UISplitViewController"
            let isMade = entry.hasFactory && module.parametersBelow(entry).allSatisfy { $0.kind.defaultValue != nil }
            // A split view made in code has columns, which `open(in:)` shows with `show(_:)`; a
            // storyboard's is the classic kind.
            let bare = type == "UISplitViewController" && entry.storyboard == nil ? "\(type)(style: .doubleColumn)" : "\(type)()"
            return ["    let \(receiver): \(type) = " + (isMade ? "\(entry.memberType).instantiate()" : bare)]
        }
        guard let entry = entry(ofLinkTo: screen, in: module), !entry.hasFactory else {
            return ["    let navigationController = UINavigationController()"]
        }
        return [
            "    let navigationController = UINavigationController()",
            "    if let root = \(SwiftNaming.escaped(entry.classText))(coder: NSCoder()) { navigationController.viewControllers = [root] }",
        ]
    }

    /// Whether a link to `screen` shows it before `open(in:)` returns, so that the program sees
    /// it: the screen it starts from is on the stack or can be created without values the link
    /// does not carry (otherwise, docs/Templates.md says, the link opens nothing), and the way
    /// makes one presentation at most, since each later one waits for the completion of the one
    /// before, which the stub calls before `present` returns and UIKit after.
    func opensAtOnce(_ screen: Screen, in module: Module) -> Bool {
        guard let route = LinkRoutes(module: module).route(to: module.reference(screen.name)), let start = route.first,
            let entry = module.screen(named: start.screen.screen)
        else { return false }
        let presentations = zip(route, route.dropFirst()).filter { from, to in
            module.transitions.first { $0.from == from.screen && $0.to == to.screen && ($0.style == .push || $0.style.presents) }?.style.presents
                == true
        }
        return presentations.count <= 1 && (!entry.hasFactory || module.parametersBelow(entry).allSatisfy { $0.kind.defaultValue != nil })
    }
}

/// What the stub's storyboards hold, which they have no files to say: for every container from a
/// storyboard, the children its relationship segues create (`_StubStoryboardScenes`).
struct StoryboardScenesWriter {
    let module: Module

    var lines: [String] {
        var lines = ["@MainActor", "func describeStoryboardScenes() {"]
        for screen in module.screens where screen.container != nil {
            guard let storyboard = screen.storyboard, storyboard.identifier != .none else { continue }
            let identifier: String =
                if case .custom(let text) = storyboard.identifier { SwiftText.literal(text) } else if storyboard.isInitial { "nil" } else {
                    SwiftText.literal(screen.classText)
                }
            lines.append(
                "    _StubStoryboardScenes.relationships[_StubStoryboardScenes.key(storyboard: \(SwiftText.literal(storyboard.name ?? screen.name)), identifier: \(identifier))] = fill\(screen.name)")
        }
        lines.append("}")
        for screen in module.screens where screen.storyboard != nil {
            lines += fillFunction(of: screen)
        }
        return lines
    }

    /// `fill<Name>(_:)`, which gives a storyboard's container the children its scene holds.
    func fillFunction(of screen: Screen) -> [String] {
        guard let container = screen.container else { return [] }
        var lines = ["", "@MainActor", "func fill\(screen.name)(_ viewController: UIViewController) {"]
        let children = container.children.compactMap { module.screen(named: $0) }
        for (index, child) in children.enumerated() {
            lines.append("    let child\(index) = \(SwiftNaming.escaped(child.classText))(coder: NSCoder())")
            if child.container != nil { lines.append("    if let child\(index) { fill\(child.name)(child\(index)) }") }
        }
        switch container {
        case .navigation:
            lines.append("    (viewController as? UINavigationController)?.viewControllers = [child0].compactMap { $0 }")
        case .tabs:
            lines.append("    (viewController as? UITabBarController)?.viewControllers = [\(children.indices.map { "child\($0)" }.joined(separator: ", "))].compactMap { $0 }")
        case .split:
            // A split view controller that a coder makes is of the classic style, with `viewControllers`.
            lines.append("    (viewController as? UISplitViewController)?.viewControllers = [child0, child1].compactMap { $0 }")
        }
        return lines + ["}"]
    }
}
