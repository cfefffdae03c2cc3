// The context's section `stackRoutes[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// The names of a path-based router's routes.
enum StackRoutes {
    /// The name of a screen's route case, unescaped: `orderStatus`.
    static func caseName(of screen: Screen) -> String {
        SwiftName.lowerCamelCase(screen.name)
    }

    /// The type of the navigator of a screen that transitions start from: `OrderStatusNavigator`.
    static func navigatorType(of screen: Screen) -> String {
        SwiftName.escaped(SwiftName.upperCamelCase(screen.name) + "Navigator")
    }

    /// How the stack router shows a route.
    enum Showing {
        case push, sheet, fullScreenCover
    }

    /// How the stack router shows the destination of a forward transition of `style`, which its
    /// navigators and its links both follow: a popover is a sheet, as SwiftUI shows one on iPhone.
    static func showing(_ style: TransitionStyle) -> Showing {
        switch style {
        case .fullScreen, .overFullScreen: .fullScreenCover
        case .present, .pageSheet, .formSheet, .popover: .sheet
        case .push, .segue, .unwind, .embed, .dismiss, .pop, .popToRoot, .popTo: .push
        }
    }

    /// A pattern that matches a screen's route whatever its values: `.orderStatus`.
    static func caseMatch(of screen: Screen) -> String {
        "." + SwiftName.member(caseName(of: screen))
    }
}

extension TemplateContext {
    /// The routes that a `popTo` goes back to, in the order of the routes, or nil without any. A
    /// `popTo` to a screen that is no route goes back to the root of its stack, which
    /// `popToRoot()` does.
    var stackPopTargetList: MustacheValue? {
        let context = self
        let screens = graph.stackPopTargets(among: own.stackRouteScreens, of: own.backTransitions)
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
    let screen: ScreenIndex
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
