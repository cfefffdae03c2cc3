// The context's section `routers[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

extension TemplateContext {
    /// The screens that have a router: those with transitions other than segues, alerts, or a
    /// way back that SwiftUI's dismiss action takes, and the tab bar controllers, whose routers
    /// hold the tab shown.
    var routerScreens: [ScreenIndex] {
        own.screens.filter { attachesRoutes($0) || graph.screens[$0].container?.kind == .tabs }
    }

    /// Whether the router of screen `screen` has something for its view to attach, with the
    /// `navigationRoutes` modifier: a destination, an alert or a dismiss request.
    func attachesRoutes(_ screen: ScreenIndex) -> Bool {
        !graph.screens[screen].alerts.isEmpty || !methods(of: screen).isEmpty || !dismissRequests(of: screen).isEmpty
    }

    /// The expression that gives a binding to each of a router's properties.
    var bindingSource: String {
        graph.observation == .observable ? "Bindable(router)" : "ObservedObject(wrappedValue: router).projectedValue"
    }
}

/// The router of one screen.
struct RouterObject: WritingObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case name, routerName, protocolName, alertItemName, destinations, hasDestinations, alerts, hasAlerts, alertCasePatterns
        case dismissRequests, hasDismissRequests, tabs, firstTab, selectsTabsOnly, isFirst
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
        // Missing without destinations, so that the contexts of routers with none stay as they were.
        case .hasDestinations: TemplateContext.trueOrMissing(!context.methods(of: screen).isEmpty)
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
        case .tabs: tabs.map { tabs in .list(ContextList(tabs) { TabObject(context: context, screen: $0, isFirst: $1) }) }
        case .firstTab: tabs?.first.map { .string(SwiftName.escaped(SwiftName.lowerCamelCase(context.graph.screens[$0].name))) }
        case .selectsTabsOnly: TemplateContext.trueOrMissing(!context.attachesRoutes(screen))
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

    /// The tabs of a tab bar controller; nil for any other screen.
    private var tabs: [ScreenIndex]? {
        guard case .tabs(let tabs) = context.tables.graph.screens[screen].container else { return nil }
        return tabs
    }
}
