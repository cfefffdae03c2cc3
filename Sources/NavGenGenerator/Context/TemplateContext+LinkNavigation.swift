import NavGenCore
import NavGenMustache

/// The navigation a link means for a path-based router: `NavigationRouter.State(opening:)`.
extension TemplateContext {
    /// The statement of a link's case in `State(opening:)`, where the app's stack starts at the
    /// entry screen: the routes pushed up to the first presentation, and each presentation as a
    /// sheet or a full-screen cover whose stack starts at the presented route and holds the
    /// routes pushed after it.
    func linkStateLines(_ destination: LinkDestination) -> [String] {
        let arguments = stateArguments(of: stackParts(of: destination)[...], in: destination)
        return SwiftExpression.call("self.init", arguments).lines(fitting: Self.statementWidth)
    }

    /// `path: […], presentation: .sheet(…)`: the arguments of the state of the stack that shows
    /// the first of `parts`, the later ones presented from it; none for an empty stack.
    private func stateArguments(of parts: ArraySlice<[LinkStep]>, in destination: LinkDestination) -> [SwiftExpression.Argument] {
        guard let part = parts.first else { return [] }
        var arguments: [SwiftExpression.Argument] = []
        // A presented navigation controller's route is its root's, so the root is not pushed again.
        let pushed = part.dropFirst().filter { $0.place == nil }
        if !pushed.isEmpty {
            arguments.append(.init("path", .array(pushed.map { route(of: $0, in: destination) })))
        }
        let later = parts.dropFirst()
        if let presented = later.first?.first, let transition = presented.transition {
            let presentation = StackRoutes.showing(graph.transitions[transition].style) == .fullScreenCover ? ".fullScreenCover" : ".sheet"
            // `State` alone names no type in an extension of `NavigationRouter.State`.
            let state = SwiftExpression.call("NavigationRouter.State", stateArguments(of: later, in: destination))
            arguments.append(.init("presentation", .call(presentation, [.init("route", route(of: presented, in: destination)), .init("state", state)])))
        }
        return arguments
    }

    /// The name of each of the link's values that its routes carry, nil for the others: what the
    /// case of `State(opening:)` binds.
    func linkStateBindings(_ destination: LinkDestination) -> [String?] {
        var used: Set<Int> = []
        for step in destination.route where step.transition != nil {
            for case .linkValue(let index) in routeArguments(of: step).map(\.argument) {
                used.insert(index)
            }
        }
        return destination.values.indices.map { used.contains($0) ? SwiftName.escaped(destination.values[$0].name) : nil }
    }

    /// `.product(productID: productID, tab: .overview)`: the route of a step with the link's
    /// values the case binds or the defaults. A transition of a module the spec includes shows
    /// that module's route, in the case that wraps the module's routes: `.catalog(.product(…))`.
    private func route(of step: LinkStep, in destination: LinkDestination) -> SwiftExpression {
        let name = "." + SwiftName.member(StackRoutes.caseName(of: graph.screens[graph.routedScreen(of: step.screen)]))
        let arguments = routeArguments(of: step).map { parameter, argument in
            SwiftExpression.Argument(parameter.label, .code(expression(of: argument, in: destination)))
        }
        let route: SwiftExpression = arguments.isEmpty ? .code(name) : .call(name, arguments)
        guard let transition = step.transition.map({ graph.transitions[$0] }), transition.isExternal, let module = transition.module else {
            return route
        }
        return .call("." + SwiftName.member(StackModules.caseName(of: module)), [.init(nil, route)])
    }

    /// The parameters of the route a step shows, each with where its value comes from: the
    /// screen's own, or a navigation controller's root's, among the arguments of its factory. A
    /// tab bar or split view is a view like any other there.
    private func routeArguments(of step: LinkStep) -> [(parameter: Parameter, argument: LinkStep.Argument)] {
        let routed = graph.screens[graph.routedScreen(of: step.screen)].parameters
        let given = zip(graph.factoryParameters(ofScreenAt: step.screen), step.arguments)
        return routed.compactMap { parameter in given.first { $0.0.name == parameter.name }.map { (parameter, $0.1) } }
    }
}

/// The navigation a link means for the navigation of a tab bar or split view (the
/// `swiftui-stack` template): its `open(_:)`.
extension TemplateContext {
    /// The statements of a link's case in the `open(_:)` of the navigation of the tab bar or split
    /// view it starts in, once what was presented is dismissed: each container on the way selects
    /// the tab or puts the column on top, then the stack there is restored with the pushes after
    /// it and the presentations on the way. A presentation by a container itself is made from
    /// its selected stack, whose path stays. Nil for a link that starts on a stack.
    func linkNavigationLines(_ destination: LinkDestination) -> [String]? {
        guard StackContainers.isNavigation(graph.screens[destination.route[0].screen]) else { return nil }
        let parts = stackParts(of: destination)
        let chosen = parts[0].dropFirst().prefix { $0.place != nil }
        var lines: [String] = []
        // The navigation the choices are made in, as a prefix of its members ("" for `self`), and
        // the stack chosen last, if the last choice is a stack.
        var navigation = ""
        var stack: String?
        var container = parts[0][0]
        for child in chosen {
            let screen = graph.screens[container.screen]
            let place = child.place ?? 0
            switch screen.container {
            case .tabs?, .split?:
                let name = StackContainers.property(ofChildAt: place, in: screen, graph: graph)
                let property = navigation.isEmpty ? SwiftName.escaped(name) : SwiftName.member(name)
                lines.append("\(navigation)\(StackContainers.selectionProperty(of: screen)) = .\(SwiftName.member(name))")
                if StackContainers.isNavigation(graph.screens[child.screen]) {
                    navigation += property + "."
                    stack = nil
                } else {
                    stack = navigation + property
                }
            // A navigation controller's root is the root of the stack chosen already.
            case .navigation?, nil:
                break
            }
            container = child
        }
        let later = parts.dropFirst()
        let pushes = parts[0].dropFirst(1 + chosen.count)
        if let stack {
            let state = SwiftExpression.call("NavigationRouter.State", stateArguments(of: ([[container] + pushes] + later)[...], in: destination))
            lines += SwiftExpression.call("\(stack).restore", [.init(nil, state)]).lines(fitting: Self.statementWidth)
        } else if !later.isEmpty {
            // The container itself presents, over its tabs or columns: from the stack on top, whose
            // path stays. Lint keeps a container from pushing.
            let arguments = [SwiftExpression.Argument("path", .code("stack.path"))] + stateArguments(of: ([[container]] + later)[...], in: destination)
            lines.append("let stack = \(navigation)selectedStack")
            lines += SwiftExpression.call("stack.restore", [.init(nil, .call("NavigationRouter.State", arguments))]).lines(fitting: Self.statementWidth)
        }
        // A link to the container the app starts with has nothing left to do once what was
        // presented is dismissed.
        return lines.isEmpty ? ["break"] : lines
    }
}

/// The UIKit navigation a link means: its synthetic back stack shown by `DeepLink.open(in:)`.
extension TemplateContext {
    /// The statements of a link's case in `open(in:animated:)`, where `navigationController`
    /// holds the stack of the entry screen and nothing is presented: the entry screen kept (or
    /// made when the root is another and ``LinkDestination/canCreateEntry``, the link opening
    /// nothing otherwise), the pushes up to the first presentation set as the stack
    /// in one step, then each presentation made by its transition's method, each presented
    /// navigation controller's stack set in one step too, and each later presentation made when
    /// the one before it has ended, as UIKit presents nothing while a presentation runs.
    func linkOpenLines(_ destination: LinkDestination) -> [String] {
        let parts = stackParts(of: destination)
        guard linkReceiver(of: destination) == .navigationController else { return containerOpenLines(parts, in: destination) }
        let entry = parts[0][0]
        let entryClass = SwiftName.escaped(graph.screens[entry.screen].className)
        // Every root is a UIViewController: a cast to it would always succeed, which Swift warns about.
        let root = "navigationController.viewControllers.first" + (entryClass == "UIViewController" ? "" : " as? \(entryClass)")
        var lines: [String]
        if destination.canCreateEntry {
            let factory = SwiftName.escaped(graph.screens[entry.screen].hostType)
            lines = ["let \(variable(of: entry)) =", "    \(root) ?? \(factory).instantiate()"]
        } else {
            lines = ["guard let \(variable(of: entry)) = \(root) else { return }"]
        }
        let (presenter, declarations, stack) = stackLines(of: parts[0], presenting: parts.count > 1, in: destination)
        lines += declarations
        lines += Self.setViewControllers("navigationController.setViewControllers", stack, animated: "animated")
        lines += presentationLines(of: parts.dropFirst(), from: presenter, in: destination)
        return lines
    }

    /// The statements of a link's case in the `open(in:animated:)` of a tab bar or split view
    /// controller, the entry screen: each container on the way chooses the next screen (a tab is
    /// selected, a column or root found), the stack of the navigation controller the last one is in
    /// (a navigation controller of the spec, or the one a split view puts a column's screen in)
    /// is set in one step with the pushes after it, then the presentations are made as from a
    /// navigation controller. What other tabs and columns show stays as it is.
    private func containerOpenLines(_ parts: [[LinkStep]], in destination: LinkDestination) -> [String] {
        let part = parts[0]
        let receiver = linkReceiver(of: destination)
        let entryClass = SwiftName.escaped(graph.screens[part[0].screen].className)
        var lines: [String] = []
        var parent = receiver.parameter
        let children = Array(part.dropFirst().prefix { $0.place != nil })
        let pushes = part.dropFirst(1 + children.count)
        let containers = [part[0]] + children.dropLast()
        // The last screen chosen is on a stack of its own, which the link sets, when its container
        // is a navigation controller or a split view made in code: UIKit puts each column's
        // screen of that one in a navigation controller, whose stack holds what the column
        // pushed since. A storyboard's split view is of the classic kind, which does not.
        let lastContainer = graph.screens[containers[containers.count - 1].screen]
        let setsColumnStack = !children.isEmpty && lastContainer.container?.kind == .split && lastContainer.storyboard == nil
        // Each screen chosen is named when what comes after it uses it: the choice of the next
        // one, or, for the last, its stack, pushes and presentations.
        var isNamed = [Bool](repeating: false, count: children.count)
        var isUsed = !pushes.isEmpty || parts.count > 1 || lastContainer.container?.kind == .navigation || setsColumnStack
        for position in children.indices.reversed() {
            isNamed[position] = isUsed
            isUsed = isUsed || choosingActs(in: containers[position])
        }
        // The entry screen is its own class's when what comes after it uses it.
        let isEntryUsed = children.isEmpty ? parts.count > 1 : choosingActs(in: part[0]) || isNamed[0]
        if entryClass != receiver.type, isEntryUsed {
            parent = variable(of: part[0])
            lines.append("guard let \(parent) = \(receiver.parameter) as? \(entryClass) else { return }")
        }
        // The navigation controller that holds the stack of the last screen chosen, when it is
        // its container.
        var stackOwner: String?
        var container = part[0]
        for (position, child) in children.enumerated() {
            let choice = choice(of: child, in: container, from: parent)
            lines += choice.actions
            if isNamed[position] {
                lines += Self.guardLines([choice.found], width: Self.statementWidth)
            }
            stackOwner = graph.screens[container.screen].container?.kind == .navigation ? parent : nil
            (container, parent) = (child, variable(of: child))
        }
        let pushed = [container] + pushes
        var (presenter, declarations, stack) = stackLines(of: pushed, presenting: parts.count > 1, in: destination)
        // The entry screen itself presents when the link chooses nothing in it.
        if children.isEmpty { presenter = parent }
        if stackOwner != nil || pushed.count > 1 || setsColumnStack {
            lines += declarations
            let owner = stackOwner ?? "\(parent).navigationController?"
            lines += Self.setViewControllers("\(owner).setViewControllers", stack, animated: "animated")
        }
        lines += presentationLines(of: parts.dropFirst(), from: presenter, in: destination)
        // A link to the entry screen itself, or to a column of a storyboard's split view, has
        // nothing left to do once what was presented is dismissed.
        return lines.isEmpty ? ["break"] : lines
    }

    /// Whether choosing a screen in the container of `container` does something besides finding
    /// it: selecting a tab, showing a column of a split view made in code.
    private func choosingActs(in container: LinkStep) -> Bool {
        let screen = graph.screens[container.screen]
        return switch screen.container {
        case .tabs?: true
        case .split?: screen.storyboard == nil
        case .navigation?, nil: false
        }
    }

    /// How `step`'s screen is chosen in the container of `container`, whose view controller is
    /// `parent`: what is done (see ``choosingActs(in:)``) and the condition that finds and names
    /// it (a navigation controller's root, the view controller of a tab or column).
    private func choice(of step: LinkStep, in container: LinkStep, from parent: String) -> (actions: [String], found: String) {
        let cast = cast(to: step)
        let child = variable(of: step)
        let place = step.place ?? 0
        let screen = graph.screens[container.screen]
        switch screen.container {
        case .tabs?:
            let tab = "." + SwiftName.escaped(SwiftName.lowerCamelCase(graph.screens[step.screen].name))
            return (["\(parent).select(\(tab))"], "let \(child) = \(parent).viewController(for: \(tab))\(cast)")
        // A split view made in code has columns; one from a storyboard, the classic kind, its
        // view controllers in order, which it shows side by side.
        case .split? where screen.storyboard == nil:
            let column = place == 0 ? ".primary" : ".secondary"
            return (["\(parent).show(\(column))"], "let \(child) = \(parent).viewController(for: \(column))\(cast)")
        case .split?:
            return ([], "\(parent).viewControllers.count > \(place), let \(child) = \(parent).viewControllers[\(place)]\(cast)")
        case .navigation?, nil:
            return ([], "let \(child) = \(parent).viewControllers.first\(cast)")
        }
    }

    /// The statements that present the first of `parts` from the view controller `presenter`, and
    /// the later ones when it has been presented. A presented navigation controller's stack starts
    /// at the root its factory made, which is found in it.
    private func presentationLines(of parts: ArraySlice<[LinkStep]>, from presenter: String, in destination: LinkDestination) -> [String] {
        guard let part = parts.first, let index = part[0].transition else { return [] }
        let root = part.count > 1 && part[1].place != nil ? part[1] : nil
        let stacked = root == nil ? part : Array(part.dropFirst())
        let (nextPresenter, declarations, stack) = stackLines(of: stacked, presenting: parts.count > 1, in: destination)
        let later = presentationLines(of: parts.dropFirst(), from: nextPresenter, in: destination)
        let call = presentCall(index, from: presenter, arguments: arguments(of: part[0], in: destination))
        var lines = declarations
        let presented = variable(of: part[0])
        let setsStack = stacked.count > 1
        let findRoot = root.map { "let \(variable(of: $0)) = \(presented).viewControllers.first\(cast(to: $0))" }
        if later.isEmpty {
            lines.append(setsStack ? "let \(presented) = " + call : call)
        } else if let root, variable(of: root) == nextPresenter {
            // The root of the presented navigation controller presents the next screen, in the
            // completion of the presentation, which finds the controller where it was presented.
            let presentedClass = SwiftName.escaped(graph.screens[part[0].screen].className)
            let found = [
                "let \(presented) = \(presenter).presentedViewController as? \(presentedClass)",
                "let \(nextPresenter) = \(presented).viewControllers.first\(cast(to: root))",
            ]
            lines.append(call + " {")
            lines += (Self.guardLines(found, width: Self.statementWidth - 4) + later).map { "    " + $0 }
            lines.append("}")
        } else if nextPresenter == presented {
            // The presented screen presents the next one, in the completion of its own
            // presentation, which can name it only through a variable set when the method returns.
            let presentedClass = SwiftName.escaped(graph.screens[part[0].screen].className)
            lines += [
                "// The completion runs once the presentation has ended, after the method has returned.",
                "var \(presented): \(presentedClass)?",
                "\(presented) = \(call) {",
                "    guard let \(presented) else { return }",
            ]
            lines += later.map { "    " + $0 }
            lines.append("}")
        } else {
            lines.append((setsStack ? "let \(presented) = " : "") + call + " {")
            lines += later.map { "    " + $0 }
            lines.append("}")
        }
        if setsStack, let findRoot {
            // The screens pushed on the root come in with the presentation rather than after it.
            lines += Self.guardLines([findRoot], width: Self.statementWidth)
            lines += Self.setViewControllers("\(presented).setViewControllers", stack, animated: "false")
        } else if setsStack {
            // The pushes on top of the presented screen, in the navigation controller it is
            // presented in, come in with the presentation rather than after it.
            lines += Self.setViewControllers("\(presented).navigationController?.setViewControllers", stack, animated: "false")
        }
        return lines
    }

    /// ` as? ComposeViewController`: the cast of a view controller to the class of a step's
    /// screen, or nothing for `UIViewController`, to which a cast would always succeed, which Swift
    /// warns about.
    private func cast(to step: LinkStep) -> String {
        let screenClass = SwiftName.escaped(graph.screens[step.screen].className)
        return screenClass == "UIViewController" ? "" : " as? \(screenClass)"
    }

    /// The view controller at the top of `part`, which presents what follows it; the `let` that
    /// names it when it is pushed and `presenting`; and the elements of the stack of `part`.
    private func stackLines(of part: [LinkStep], presenting: Bool, in destination: LinkDestination) -> (
        presenter: String, declarations: [String], stack: [String]
    ) {
        var stack = [variable(of: part[0])] + part.dropFirst().map { factoryCall(of: $0, in: destination) }
        let top = variable(of: part[part.count - 1])
        guard presenting, part.count > 1 else { return (top, [], stack) }
        let declaration = "let \(top) = \(stack[stack.count - 1])"
        stack[stack.count - 1] = top
        return (top, [declaration], stack)
    }

    /// `CategoryViewController.instantiate(categoryID: categoryID)`: the screen of a step created
    /// by its factory with the step's arguments.
    private func factoryCall(of step: LinkStep, in destination: LinkDestination) -> String {
        "\(SwiftName.escaped(graph.screens[step.screen].hostType)).instantiate(\(arguments(of: step, in: destination)))"
    }

    /// A link's route cut where a presentation starts: the first part starts at the entry screen,
    /// each later one at a presented screen, and the rest of each part is chosen in the containers
    /// on the way, then pushed.
    func stackParts(of destination: LinkDestination) -> [[LinkStep]] {
        var parts: [[LinkStep]] = []
        for step in destination.route {
            if step.place != nil {
                parts[parts.count - 1].append(step)
            } else if let transition = step.transition, graph.transitions[transition].style == .push {
                parts[parts.count - 1].append(step)
            } else {
                parts.append([step])
            }
        }
        return parts
    }

    /// The columns a statement in a case of a method's `switch` has, its 12 spaces of indentation
    /// taken from the 120 of a line.
    static let statementWidth = 108

    /// `categoryID: categoryID, tab: .overview`: a step's parameters with the link's values the
    /// case binds or their defaults.
    private func arguments(of step: LinkStep, in destination: LinkDestination) -> String {
        linkArguments(of: step, in: destination).map { $0.prefix + $0.value.line }.joined(separator: ", ")
    }

    /// The parameters of a step's factory, each with the link's value the case binds or its default.
    func linkArguments(of step: LinkStep, in destination: LinkDestination) -> [SwiftExpression.Argument] {
        zip(graph.factoryParameters(ofScreenAt: step.screen), step.arguments).map { parameter, argument in
            .init(parameter.label, .code(expression(of: argument, in: destination)))
        }
    }

    /// The value of an argument: the link's value the case binds, or the parameter's default.
    private func expression(of argument: LinkStep.Argument, in destination: LinkDestination) -> String {
        switch argument {
        case .linkValue(let index): SwiftName.escaped(destination.values[index].name)
        case .defaultValue(let expression): expression
        }
    }

    /// `catalog.presentCart(animated: animated)`, or the static form of a screen whose members
    /// take the view controller as `source`.
    private func presentCall(_ index: TransitionIndex, from presenter: String, arguments: String) -> String {
        let transition = graph.transitions[index]
        let member = memberForm(ofScreenAt: transition.source)
        let receiver = member.isStatic ? SwiftName.escaped(graph.screens[transition.source].hostType) + "." : presenter + "."
        let leading = (member.isStatic ? ["from: \(presenter)"] : []) + (arguments.isEmpty ? [] : [arguments])
        return "\(receiver)present\(tables.stems[index])(\((leading + ["animated: animated"]).joined(separator: ", ")))"
    }

    /// The constant that holds a step's view controller: `catalogViewController`.
    private func variable(of step: LinkStep) -> String {
        SwiftName.lowerCamelCase(graph.screens[step.screen].name) + "ViewController"
    }

    /// `guard a, b else { return }`, or, where that does not fit in `width` columns, one line per
    /// condition, as swift-format breaks it.
    private static func guardLines(_ conditions: [String], width: Int) -> [String] {
        let line = "guard \(conditions.joined(separator: ", ")) else { return }"
        if line.count <= width { return [line] }
        if conditions.count == 1 { return ["guard \(conditions[0])", "else { return }"] }
        return ["guard"] + conditions.enumerated().map { "    \($1)" + ($0 < conditions.count - 1 ? "," : "") } + ["else { return }"]
    }

    /// `function([a, b], animated: x)`, broken to fit in the 120 columns at the depth of a case's
    /// statements.
    private static func setViewControllers(_ function: String, _ stack: [String], animated: String) -> [String] {
        SwiftExpression.call(function, [.init(nil, .array(stack.map(SwiftExpression.code))), .init("animated", .code(animated))])
            .lines(fitting: statementWidth)
    }
}

/// The view controller a link opens in: the one that shows the entry screen at the bottom of its
/// route, a navigation controller's stack, or the entry screen itself when it is a tab bar or a
/// split view controller.
enum LinkReceiver: CaseIterable {
    case navigationController, tabBarController, splitViewController

    /// The name of `open(in:animated:)`'s parameter.
    var parameter: String {
        switch self {
        case .navigationController: "navigationController"
        case .tabBarController: "tabBarController"
        case .splitViewController: "splitViewController"
        }
    }

    /// The UIKit class of the parameter.
    var type: String {
        switch self {
        case .navigationController: "UINavigationController"
        case .tabBarController: "UITabBarController"
        case .splitViewController: "UISplitViewController"
        }
    }
}

extension TemplateContext {
    /// The view controller `destination` opens in, by its entry screen.
    func linkReceiver(of destination: LinkDestination) -> LinkReceiver {
        switch graph.screens[destination.route[0].screen].container {
        case .tabs?: .tabBarController
        case .split?: .splitViewController
        case .navigation?, nil: .navigationController
        }
    }
}
