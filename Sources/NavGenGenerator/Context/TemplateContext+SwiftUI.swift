import NavGenCore
import NavGenMustache

/// The parts of the context for SwiftUI routers and for alerts, in both UI frameworks.
extension TemplateContext {
    /// The router of screen `index`, whose transitions are `outgoing`, when it has transitions
    /// other than segues, or alerts.
    func router(_ index: Int, outgoing: [Transition]) -> Fields? {
        let screen = graph.screens[index]
        let transitions = outgoing.filter { $0.style != .segue }
        guard !transitions.isEmpty || !screen.alerts.isEmpty else { return nil }
        let alertItem = SwiftName.escaped(screen.name + "AlertItem")
        let destinations = transitions.map { transition -> Fields in
            let destination = graph.screens[transition.destination]
            let name = SwiftName.upperCamelCase(transition.name)
            let viewType = SwiftName.escaped(destination.viewType)
            return [
                "flag": .string("is\(name)Activated"),
                "activated": .string("activated\(name)"),
                "viewType": .string(viewType),
                "activateSignature": .string("func activate\(name)(\(destination.parameters.declarations()))"),
                "activateRequirement": .string("func activate\(name)(\(destination.parameters.requirements()))"),
                "construction": .string("\(viewType)(\(destination.parameters.arguments()))"),
                "modifier": .string(Self.swiftUIModifier(transition.style)),
            ]
        }
        let alerts = screen.alerts.map { alert -> Fields in
            let method = "activate\(SwiftName.upperCamelCase(alert.name))Alert"
            let texts = [("title", alert.title), ("message", alert.message), ("okButtonTitle", alert.dismiss)]
                .map { "\($0.0): \(Self.literal($0.1))" }
            return [
                "caseName": .string(SwiftName.escaped(alert.name)),
                "activateSignature": .string("func \(method)(\(alert.parameters.declarations()))"),
                "activateRequirement": .string("func \(method)(\(alert.parameters.requirements()))"),
                "itemConstruction": .string(
                    "\(alertItem)(type: .\(SwiftName.member(alert.name))(\(texts.joined(separator: ", "))))"),
            ]
        }
        let patterns = screen.alerts.map {
            ".\(SwiftName.member($0.name))(let title, let message, let okButtonTitle)"
        }
        return [
            "name": .string(screen.name),
            "routerName": .string(SwiftName.escaped(screen.name + "Router")),
            "protocolName": .string(SwiftName.escaped(screen.name + "Routing")),
            "alertItemName": .string(alertItem),
            "destinations": Self.list(destinations),
            "alerts": Self.list(alerts),
            "hasAlerts": .bool(!alerts.isEmpty),
            "alertCasePatterns": .string(patterns.joined(separator: ", ")),
        ]
    }

    /// The view modifier that shows a destination the way the transition's style asks.
    static func swiftUIModifier(_ style: TransitionStyle) -> String {
        switch style {
        case .push, .segue: "navigationDestination"
        case .present, .pageSheet, .formSheet: "sheet"
        case .fullScreen, .overFullScreen: "fullScreenCover"
        }
    }

    /// The expression that gives a binding to each of a router's properties.
    var bindingSource: String {
        graph.observation == .observable ? "Bindable(router)" : "ObservedObject(wrappedValue: router).projectedValue"
    }

    /// Every screen with alerts, for the UIKit `present…Alert` methods.
    var alertScreens: [Fields] {
        graph.screens.filter { !$0.alerts.isEmpty }.map { screen in
            [
                "className": .string(SwiftName.escaped(screen.className)),
                "alerts": Self.list(
                    screen.alerts.map { alert in
                        [
                            "presentSignature": .string(
                                "func present\(SwiftName.upperCamelCase(alert.name))Alert(\(alert.parameters.declarations()))"),
                            "title": .string(Self.literal(alert.title)),
                            "message": .string(Self.literal(alert.message)),
                            "dismiss": .string(Self.literal(alert.dismiss)),
                        ]
                    }),
            ]
        }
    }

    /// An alert text as a string literal, its placeholders interpolated.
    static func literal(_ text: AlertText) -> String {
        SwiftLiteral.interpolation(
            text.parts.map { part in
                switch part {
                case .text(let text): (text, false)
                case .parameter(let name): (SwiftName.escaped(name), true)
                }
            })
    }
}
