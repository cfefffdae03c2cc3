import NavGenCore
import NavGenMustache

/// The names of a path-based router's routes.
enum StackRoutes {
    /// The name of a screen's route case, unescaped: `orderStatus`.
    static func caseName(of screen: Screen) -> String {
        SwiftName.lowerCamelCase(screen.name)
    }
}

extension TemplateContext {
    /// The routes that a `popTo` goes back to, in the order of the routes, or nil without any. A
    /// `popTo` to a screen that is no route goes back to the root of its stack, which
    /// `popToRoot()` does.
    var stackPopTargetList: MustacheValue? {
        let context = self
        let targets = Set(own.backTransitions.compactMap { graph.backTransitions[$0].destination })
        let screens = own.stackRouteScreens.filter(targets.contains)
        return screens.isEmpty ? MustacheValue?.none : .list(ContextList(screens) { StackPopTargetObject(context: context, screen: $0, isFirst: $1) })
    }

    /// The routes, or nil without any, so that the key is missing rather than an empty list.
    var stackRouteList: MustacheValue? {
        let context = self
        let screens = own.stackRouteScreens
        return screens.isEmpty ? MustacheValue?.none : .list(ContextList(screens) { StackRouteObject(context: context, screen: $0, isFirst: $1) })
    }
}

/// A screen as a case of the route enum of a path-based router.
struct StackRouteObject: WritingObject {
    let context: TemplateContext
    let screen: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case name, caseDeclaration, casePattern, construction, isFirst }
    static let keys = KeyTable<Key>()

    /// The code made of the screen's name and parameters, each printed once per route.
    enum TextKey { case caseDeclaration, casePattern, construction }

    func value(for key: Key) -> MustacheValue? {
        switch key {
        case .name: .string(destination.name)
        case .caseDeclaration: text(.caseDeclaration)
        case .casePattern: text(.casePattern)
        case .construction: text(.construction)
        case .isFirst: .bool(isFirst)
        }
    }

    func write(_ key: TextKey, to output: inout TextOutput) {
        let caseName = StackRoutes.caseName(of: destination)
        let parameters = destination.parameters
        switch key {
        case .caseDeclaration: parameters.writeCaseDeclaration(named: SwiftName.escaped(caseName), to: &output)
        case .casePattern: parameters.writeCasePattern(named: SwiftName.member(caseName), to: &output)
        case .construction:
            output.write(SwiftName.escaped(destination.viewType))
            output.write("(")
            parameters.writeArguments(to: &output)
            output.write(")")
        }
    }

    private var destination: Screen { context.tables.graph.screens[screen] }
}

/// A route that a `popTo` goes back to, as the router's method that pops to it.
struct StackPopTargetObject: ContextObject {
    let context: TemplateContext
    let screen: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case name, methodName, caseMatch, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let screen = context.graph.screens[screen]
        return switch key {
        case .name: .string(screen.name)
        case .methodName: .string("popTo" + SwiftName.upperCamelCase(screen.name))
        case .caseMatch: .string("." + SwiftName.member(StackRoutes.caseName(of: screen)))
        case .isFirst: .bool(isFirst)
        }
    }
}

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
        if part.count > 1 {
            arguments.append(.init("path", .array(part.dropFirst().map { route(of: $0, in: destination) })))
        }
        let later = parts.dropFirst()
        if let presented = later.first?.first, let transition = presented.transition {
            let presentation = graph.transitions[transition].style.presentsASheet ? ".sheet" : ".fullScreenCover"
            // `State` alone names no type in an extension of `NavigationRouter.State`.
            let state = SwiftExpression.call("NavigationRouter.State", stateArguments(of: later, in: destination))
            arguments.append(.init("presentation", .call(presentation, [.init("route", route(of: presented, in: destination)), .init("state", state)])))
        }
        return arguments
    }

    /// The name of each of the link's values that its routes carry (their screens' own
    /// parameters), nil for the others: what the case of `State(opening:)` binds.
    func linkStateBindings(_ destination: LinkDestination) -> [String?] {
        var used: Set<Int> = []
        for step in destination.route where step.transition != nil {
            for case .linkValue(let index) in step.arguments.prefix(graph.screens[step.screen].parameters.count) {
                used.insert(index)
            }
        }
        return destination.values.indices.map { used.contains($0) ? SwiftName.escaped(destination.values[$0].name) : nil }
    }

    /// `.product(productID: productID, tab: .overview)`: the route of a step with the link's
    /// values the case binds or the defaults.
    private func route(of step: LinkStep, in destination: LinkDestination) -> SwiftExpression {
        let name = "." + SwiftName.member(StackRoutes.caseName(of: graph.screens[step.screen]))
        // A route carries the screen's own parameters: a container is a view like any other.
        let arguments = Array(linkArguments(of: step, in: destination).prefix(graph.screens[step.screen].parameters.count))
        return arguments.isEmpty ? .code(name) : .call(name, arguments)
    }
}
