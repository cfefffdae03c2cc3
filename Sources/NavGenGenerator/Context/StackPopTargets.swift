// The context's section `stackPopTargets[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// A route that a `popTo` goes back to, as the router's method that pops to it.
struct StackPopTargetObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let isFirst: Bool

    enum Key: String, CaseIterable { case name, methodName, caseMatch, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let screen = context.graph.screens[screen]
        return switch key {
        case .name: .string(screen.name)
        case .methodName: .string(Self.methodName(of: screen))
        case .caseMatch: .string(StackRoutes.caseMatch(of: screen))
        case .isFirst: .bool(isFirst)
        }
    }

    /// The router's method that pops to the topmost route of `screen`: `popToFolder`.
    static func methodName(of screen: Screen) -> String {
        "popTo" + SwiftName.upperCamelCase(screen.name)
    }
}
