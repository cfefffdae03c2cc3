import NavGenCore
import NavGenMustache

/// The parts of the context for SwiftUI routers and for alerts, in both UI frameworks.
extension TemplateContext {
    /// The screens that have a router: those with transitions other than segues, alerts, or a
    /// way back that SwiftUI's dismiss action takes.
    var routerScreens: [Int] {
        own.screens.filter {
            !graph.screens[$0].alerts.isEmpty || !methods(of: $0).isEmpty || !dismissRequests(of: $0).isEmpty
        }
    }

    /// The screens with alerts, for the UIKit `present…Alert` methods.
    var alertScreens: [Int] {
        own.screens.filter { !graph.screens[$0].alerts.isEmpty }
    }

    /// The view modifier that shows a destination the way the transition's style asks.
    static func swiftUIModifier(_ style: TransitionStyle) -> String {
        switch style {
        case .push, .segue, .unwind, .dismiss, .pop, .popToRoot, .popTo: "navigationDestination"
        case .present, .pageSheet, .formSheet: "sheet"
        case .fullScreen, .overFullScreen: "fullScreenCover"
        case .popover: "popover"
        }
    }

    /// The expression that gives a binding to each of a router's properties.
    var bindingSource: String {
        graph.observation == .observable ? "Bindable(router)" : "ObservedObject(wrappedValue: router).projectedValue"
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
        of screen: Int, _ make: @escaping @Sendable (_ alert: Int, _ isFirst: Bool) -> some MustacheObject
    ) -> MustacheValue {
        .list(ContextList(Array(graph.screens[screen].alerts.indices), make))
    }
}

/// The router of one screen.
struct RouterObject: WritingObject {
    let context: TemplateContext
    let screen: Int
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case name, routerName, protocolName, alertItemName, destinations, alerts, hasAlerts, alertCasePatterns
        case dismissRequests, hasDismissRequests, isFirst
    }
    static let keys = KeyTable<Key>()

    /// The names of the types generated for the screen, each printed several times.
    enum TextKey { case routerName, protocolName, alertItemName }

    func value(for key: Key) -> MustacheValue? {
        let context = context
        return switch key {
        case .name: .string(name)
        case .routerName: text(.routerName)
        case .protocolName: text(.protocolName)
        case .alertItemName: text(.alertItemName)
        case .destinations:
            .list(ContextList(context.methods(of: screen)) { DestinationObject(context: context, index: $0, isFirst: $1) })
        case .alerts: context.alerts(of: screen) { [screen] in
            RouterAlertObject(context: context, screen: screen, alert: $0, isFirst: $1)
        }
        case .hasAlerts: .bool(!alerts.isEmpty)
        case .alertCasePatterns:
            .string(
                alerts.map { ".\(SwiftName.member($0.name))(let title, let message, let okButtonTitle)" }
                    .joined(separator: ", "))
        case .dismissRequests: context.dismissRequestList(of: screen)
        case .hasDismissRequests: TemplateContext.trueOrMissing(!context.dismissRequests(of: screen).isEmpty)
        case .isFirst: .bool(isFirst)
        }
    }

    func write(_ key: TextKey, to output: inout TextOutput) {
        // No Swift keyword ends in these words, so that the names never need backticks.
        output.write(name)
        switch key {
        case .routerName: output.write("Router")
        case .protocolName: output.write("Routing")
        case .alertItemName: output.write("AlertItem")
        }
    }

    // Each field read from the graph, rather than the screen copied whole at every look-up.
    private var name: String { context.tables.graph.screens[screen].name }
    private var alerts: [Alert] { context.tables.graph.screens[screen].alerts }
}

/// A transition as a SwiftUI router's destination.
struct DestinationObject: WritingObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case flag, activated, viewType, activateSignature, activateRequirement, construction, modifier, content, isFirst
        case presentationModifiers, hasPresentationModifiers
    }
    static let keys = KeyTable<Key>()

    /// The names made of the transition's and the code made of them, each printed several times.
    enum TextKey { case flag, activated, activateSignature, activateRequirement, construction, content }

    func value(for key: Key) -> MustacheValue? {
        switch key {
        case .flag: text(.flag)
        case .activated: text(.activated)
        case .viewType: .string(SwiftName.escaped(destination.viewType))
        case .activateSignature: text(.activateSignature)
        case .activateRequirement: text(.activateRequirement)
        case .construction: text(.construction)
        case .modifier: .string(TemplateContext.swiftUIModifier(transition.style))
        case .content: text(.content)
        case .isFirst: .bool(isFirst)
        case .presentationModifiers: presentationModifiers.isEmpty ? MustacheValue?.none : TemplateContext.lines(presentationModifiers)
        case .hasPresentationModifiers: TemplateContext.trueOrMissing(!presentationModifiers.isEmpty)
        }
    }

    func write(_ key: TextKey, to output: inout TextOutput) {
        let name = context.tables.stems[index]
        switch key {
        case .flag:
            output.write("is")
            output.write(name)
            output.write("Activated")
        case .activated:
            output.write("activated")
            output.write(name)
        case .activateSignature, .activateRequirement:
            output.write("func activate")
            output.write(name)
            output.write("(")
            if key == .activateSignature {
                destination.parameters.writeDeclarations(to: &output)
            } else {
                destination.parameters.writeRequirements(to: &output)
            }
            output.write(")")
        case .construction:
            output.write(SwiftName.escaped(destination.viewType))
            output.write("(")
            destination.parameters.writeArguments(to: &output)
            output.write(")")
        // A flow with a stack of its own, as `embed: navigation` presents it in UIKit.
        case .content:
            let embeds = transition.embedding == .navigation
            output.write(embeds ? "NavigationStack { router.activated" : "router.activated")
            output.write(name)
            if embeds { output.write(" }") }
        }
    }

    private var transition: Transition { context.tables.graph.transitions[index] }
    private var destination: Screen { context.tables.graph.screens[transition.destination] }
    private var presentationModifiers: [String] { TemplateContext.swiftUIPresentationModifiers(transition.presentation) }
}

/// An alert as a SwiftUI router's method and alert item.
struct RouterAlertObject: ContextObject {
    let context: TemplateContext
    let screen: Int
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

/// A screen with alerts, for the UIKit `present…Alert` methods.
struct AlertScreenObject: ContextObject {
    let context: TemplateContext
    let screen: Int
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
    let screen: Int
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
