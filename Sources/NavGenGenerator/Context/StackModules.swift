// The context's section `stackModules[]` (and `popTargets[]`) (docs/Templates.md, "The context"): its keys and how each is built, with the top-level keys of the stack router across modules.

import NavGenCore
import NavGenMustache

/// The names by which a module's stack router is seen from other modules.
enum StackModules {
    /// `CheckoutStack`: the protocol of the stack a module's screen is on, which the module's own
    /// router conforms to and the routers of the specs including it adapt to.
    static func protocolName(of module: String) -> String {
        module + "Stack"
    }

    /// `checkoutStack`: the `EnvironmentValues` member through which a module's views find the
    /// stack they are on, and the router's property that adapts it to the module's routes.
    static func environmentName(of module: String) -> String {
        SwiftName.lowerCamelCase(module) + "Stack"
    }

    /// `checkout`: the case of the route enum that wraps a module's routes.
    static func caseName(of module: String) -> String {
        SwiftName.lowerCamelCase(module)
    }
}

extension TemplateContext {
    /// `imports` without `Foundation` and the module the routers are observed with, which the
    /// SwiftUI templates import themselves.
    var importsBesidesObservation: [String] {
        TemplateContext.imports(graph.imports, besides: ["Foundation", graph.observation == .observable ? "Observation" : "Combine"])
    }

    /// The protocol of the stack the spec's own screens are on, or nil when the spec names no
    /// module: only another module's views need one.
    var stackProtocolName: MustacheValue? {
        graph.module.map { .string(StackModules.protocolName(of: $0)) }
    }

    /// The access of the declarations another module reaches: `public ` in a spec that names its
    /// module, since the specs that include it wrap its routes; else the spec's own.
    var moduleAccess: String {
        graph.module == nil ? accessPrefix : "public "
    }

    /// The modules the spec includes, whose routes its routes wrap, or nil without any, so that
    /// the key is missing rather than an empty list.
    var stackModuleList: MustacheValue? {
        let context = self
        let modules = tables.stackModules
        return modules.isEmpty ? MustacheValue?.none : .list(ContextList(modules) { StackModuleObject(context: context, module: $0, isFirst: $1) })
    }

    /// Whether the router pops to the topmost route that matches: its own `popTo` targets, or
    /// those of a module it includes.
    var stackPopsToRoutes: Bool {
        !graph.stackPopTargets(among: own.stackRouteScreens, of: own.backTransitions).isEmpty
            || tables.stackModules.contains { !$0.popTargets.isEmpty }
    }

    /// Whether the route enum has a case: a route of the spec's own, or a module's.
    var hasStackRouteCases: Bool {
        !own.stackRouteScreens.isEmpty || !tables.stackModules.isEmpty
    }
}

/// A module the spec includes, as the case of the route enum that wraps its routes and the
/// adapter through which its views push them onto the spec's stacks.
struct StackModuleObject: ContextObject {
    let context: TemplateContext
    let module: IncludedStackModule
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case name, caseName, caseMember, protocolName, environmentName, adapterName, popTargets, hasPopTargets, isFirst
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        let module = module
        let caseName = StackModules.caseName(of: module.name)
        return switch key {
        case .name: .string(module.name)
        case .caseName: .string(SwiftName.escaped(caseName))
        case .caseMember: .string(SwiftName.member(caseName))
        case .protocolName: .string(StackModules.protocolName(of: module.name))
        case .environmentName: .string(StackModules.environmentName(of: module.name))
        case .adapterName: .string(module.name + "Routes")
        case .popTargets:
            .list(ContextList(module.popTargets) { screen, isFirst in
                ModulePopTargetObject(context: context, caseMember: SwiftName.member(caseName), screen: screen, isFirst: isFirst)
            })
        case .hasPopTargets: .bool(!module.popTargets.isEmpty)
        case .isFirst: .bool(isFirst)
        }
    }
}

/// A route of an included module that the module's `popTo` goes back to, as the adapter's method
/// that pops to it on a stack of the including spec.
struct ModulePopTargetObject: ContextObject {
    let context: TemplateContext
    let caseMember: String
    let screen: ScreenIndex
    let isFirst: Bool

    enum Key: String, CaseIterable { case methodName, caseMatch, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let screen = context.graph.screens[screen]
        return switch key {
        case .methodName: .string(StackPopTargetObject.methodName(of: screen))
        case .caseMatch: .string(".\(caseMember)(\(StackRoutes.caseMatch(of: screen)))")
        case .isFirst: .bool(isFirst)
        }
    }
}
