// The context's section `routers[].alerts[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// An alert as a SwiftUI router's method and alert item.
struct RouterAlertObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let alert: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case caseName, activateSignature, activateRequirement, itemConstruction, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let screen = context.graph.screens[screen]
        let alert = screen.alerts[alert]
        switch key {
        case .caseName: return .string(SwiftName.escaped(alert.name))
        case .activateSignature: return .string("func \(method(alert))(\(alert.parameters.declarations()))")
        case .activateRequirement: return .string("func \(method(alert))(\(alert.parameters.requirements()))")
        case .itemConstruction:
            let texts = [("title", alert.title), ("message", alert.message), ("okButtonTitle", alert.dismiss)]
                .map { "\($0.0): \(TemplateContext.literal($0.1, of: alert))" }
            let alertItem = SwiftName.escaped(screen.name + "AlertItem")
            return .string("\(alertItem)(type: .\(SwiftName.member(alert.name))(\(texts.joined(separator: ", "))))")
        case .isFirst: return .bool(isFirst)
        }
    }

    private func method(_ alert: Alert) -> String {
        "activate\(SwiftName.upperCamelCase(alert.name))Alert"
    }
}
