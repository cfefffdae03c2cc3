// The context's section `alertScreens[].alerts[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

extension TemplateContext {
    /// The screens with alerts, for the UIKit `present…Alert` methods.
    var alertScreens: [ScreenIndex] {
        own.screens.filter { !graph.screens[$0].alerts.isEmpty }
    }

    /// A text of `alert` as a string literal, its placeholders interpolated; an optional
    /// parameter inserts its value, or nothing when it is nil, rather than `Optional(…)`.
    static func literal(_ text: AlertText, of alert: Alert) -> String {
        SwiftLiteral.interpolation(
            text.parts.map { part in
                switch part {
                case .text(let text): return (text, false)
                case .parameter(let name):
                    let isOptional = alert.parameters.first { $0.name == name }.map { SwiftTypeSyntax($0.type).wrappedType != nil } ?? false
                    let reference = SwiftName.escaped(name)
                    return (isOptional ? "\(reference).map(String.init(describing:)) ?? \"\"" : reference, true)
                }
            })
    }

    /// The alerts of screen `screen`, each made by `make` from its index in the screen's alerts.
    func alerts(
        of screen: ScreenIndex, _ make: @escaping @Sendable (_ alert: Int, _ isFirst: Bool) -> some MustacheObject
    ) -> MustacheValue {
        .list(ContextList(Array(graph.screens[screen].alerts.indices), make))
    }
}

/// A screen with alerts, for the UIKit `present…Alert` methods.
struct AlertScreenObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let isFirst: Bool

    enum Key: String, CaseIterable { case className, typeName, receiver, alerts, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        return switch key {
        case .className: .string(SwiftName.escaped(context.graph.screens[screen].className))
        case .typeName: .string(SwiftName.escaped(context.graph.screens[screen].hostType))
        case .receiver: .string(context.memberForm(ofScreenAt: screen).receiver)
        case .alerts: context.alerts(of: screen) { [screen] in AlertObject(context: context, screen: screen, alert: $0, isFirst: $1) }
        case .isFirst: .bool(isFirst)
        }
    }
}

/// An alert as a UIKit `present…Alert` method.
struct AlertObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let alert: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case presentSignature, title, message, dismiss, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let alert = context.graph.screens[screen].alerts[alert]
        let member = context.memberForm(ofScreenAt: screen)
        return switch key {
        case .presentSignature:
            .string(
                "\(member.staticPrefix)func present\(SwiftName.upperCamelCase(alert.name))Alert(\(alert.parameters.declarations(leading: member.source)))")
        case .title: .string(TemplateContext.literal(alert.title, of: alert))
        case .message: .string(TemplateContext.literal(alert.message, of: alert))
        case .dismiss: .string(TemplateContext.literal(alert.dismiss, of: alert))
        case .isFirst: .bool(isFirst)
        }
    }
}
