// The context's section `stackNavigators[]` (and `methods[]`) (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

extension TemplateContext {
    /// The spec's own screens that its own transitions start from, forward (not a segue or an
    /// embed, which the storyboard performs) or back, in the order of the screens, or nil without
    /// any: each gets a navigator in the stack router. A transition the spec adds from another
    /// module's screen has none, since that screen's view cannot see this module's types.
    var stackNavigatorList: MustacheValue? {
        let context = self
        let screens = own.screens.filter { !stackNavigatorMethods(of: $0).isEmpty }
        return screens.isEmpty ? MustacheValue?.none : .list(ContextList(screens) { StackNavigatorObject(context: context, screen: $0, isFirst: $1) })
    }

    /// The methods of screen `screen`'s navigator: its forward transitions, then its ways back,
    /// each in the order of the spec, as the `uikit` template orders its members.
    func stackNavigatorMethods(of screen: ScreenIndex) -> [StackNavigatorMethod] {
        let transitions = StackRoutes.navigatorTransitions(of: screen, in: graph, own)
        return transitions.forward.map(StackNavigatorMethod.forward) + transitions.back.map(StackNavigatorMethod.back)
    }
}

extension StackRoutes {
    /// The spec's own transitions that start from screen `screen` and are methods of its navigator:
    /// those that show a screen, but for segues, which the storyboard performs, and its ways back.
    static func navigatorTransitions(of screen: ScreenIndex, in graph: NavigationGraph, _ own: OwnCode) -> (forward: [TransitionIndex], back: [BackTransitionIndex]) {
        let forward = own.transitionsFrom[screen].filter {
            let style = graph.transitions[$0].style
            return !style.isStoryboardSegue && !style.goesBack
        }
        return (forward, own.backTransitionsFrom[screen])
    }
}

/// A transition as a method of its source's navigator, by its index in the graph's transitions or
/// ways back.
enum StackNavigatorMethod {
    case forward(TransitionIndex)
    case back(BackTransitionIndex)
}

/// A screen's navigator in the stack router: a method per transition that starts from it.
struct StackNavigatorObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let isFirst: Bool

    enum Key: String, CaseIterable { case name, typeName, methods, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        let screen = context.graph.screens[screen]
        return switch key {
        case .name: .string(screen.name)
        case .typeName: .string(StackRoutes.navigatorType(of: screen))
        case .methods:
            .list(ContextList(context.stackNavigatorMethods(of: self.screen)) { NavigatorMethodObject(context: context, method: $0, isFirst: $1) })
        case .isFirst: .bool(isFirst)
        }
    }
}

/// A transition as a method of a navigator: its declaration, and the call of the router that
/// performs it on the stack the screen is on.
struct NavigatorMethodObject: WritingObject {
    let context: TemplateContext
    let method: StackNavigatorMethod
    let isFirst: Bool

    enum Key: String, CaseIterable { case name, docLines, declaration, call, isFirst }
    static let keys = KeyTable<Key>()

    /// The method's declaration and its body, each printed once per transition.
    enum TextKey { case declaration, call }

    func value(for key: Key) -> MustacheValue? {
        switch key {
        case .name: .string(name)
        case .docLines: TemplateContext.lines(TemplateContext.docLines(summary))
        case .declaration: text(.declaration)
        case .call: text(.call)
        case .isFirst: .bool(isFirst)
        }
    }

    func write(_ key: TextKey, to output: inout TextOutput) {
        switch (key, method) {
        case (.declaration, .forward(let index)):
            output.write("func ")
            output.write(TransitionObject.methodName(of: context.graph.transitions[index], stem: context.tables.stems[index]))
            output.write("(")
            routedScreen(of: index).parameters.writeDeclarations(to: &output)
            output.write(")")
        case (.declaration, .back):
            output.write("func ")
            output.write(SwiftName.escaped(name))
            output.write("()")
        case (.call, .forward(let index)):
            let screen = routedScreen(of: index)
            writeRouter(shadowedBy: screen.parameters, to: &output)
            output.write(Self.routerMethod(presenting: context.graph.transitions[index].style))
            output.write("(")
            output.write(StackRoutes.caseMatch(of: screen))
            if !screen.parameters.isEmpty {
                output.write("(")
                screen.parameters.writeArguments(to: &output)
                output.write(")")
            }
            output.write(")")
        case (.call, .back(let index)):
            writeRouter(shadowedBy: [], to: &output)
            output.write(backCall(context.graph.backTransitions[index].kind))
        }
    }

    /// The router's method that shows a route with a transition's style: it pushes, or presents
    /// a sheet, whose detents are the route's, or a full-screen cover.
    static func routerMethod(presenting style: TransitionStyle) -> String {
        switch StackRoutes.showing(style) {
        case .push: "push"
        case .sheet: "presentSheet"
        case .fullScreenCover: "presentFullScreenCover"
        }
    }

    /// The router's call that performs a way back: a `popTo` to a screen that is no route, the
    /// root of a stack, pops to the root.
    private func backCall(_ kind: BackTransition.Kind) -> String {
        switch kind {
        case .dismiss: return "dismiss()"
        case .pop: return "pop()"
        case .popToRoot: return "popToRoot()"
        case .popTo(let target):
            guard context.own.stackRouteScreens.contains(target) else { return "popToRoot()" }
            return StackPopTargetObject.methodName(of: context.graph.screens[target]) + "()"
        }
    }

    /// `router.`, or `self.router.` where a parameter of the method is named `router`.
    private func writeRouter(shadowedBy parameters: [Parameter], to output: inout TextOutput) {
        output.write(parameters.contains { $0.name == "router" } ? "self.router." : "router.")
    }

    private func routedScreen(of transition: TransitionIndex) -> Screen {
        context.graph.screens[context.graph.routedScreen(of: context.graph.transitions[transition].destination)]
    }

    private var name: String {
        switch method {
        case .forward(let index): context.graph.transitions[index].name
        case .back(let index): context.graph.backTransitions[index].name
        }
    }

    /// The spec's summary; a `popTo` says what it does when there is no route to go back to,
    /// which its name does not.
    private var summary: String? {
        switch method {
        case .forward(let index): return context.graph.transitions[index].summary
        case .back(let index):
            let transition = context.graph.backTransitions[index]
            guard transition.summary == nil, case .popTo(let target) = transition.kind else { return transition.summary }
            let name = context.graph.screens[target].name
            return "Goes back to the topmost \(name) on the stack, or to the stack's root when there is none."
        }
    }
}
