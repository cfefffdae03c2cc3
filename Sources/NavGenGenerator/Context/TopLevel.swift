// The context's section Top level (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// The top of the context: the spec's settings and the lists of the graph.
struct RootObject: ContextObject {
    let context: TemplateContext

    enum Key: String, CaseIterable {
        case specFile, navgenVersion, imports, importsBesidesFoundation, importsBesidesObservation, access, published, bindingSource, usesObservation
        case deploymentTarget, usesSwiftUITab
        case screens, tabContainers, hasTabContainers, storyboards, hasStoryboards, cells, hasCells, cellLists, views, hasViews
        case navigators, hasNavigators, alertScreens, hasAlertScreens, routers, hasRouters, usesDismissRequests
        case segueScreens, hasSegueScreens, stackRoutes, hasStackRoutes, stackPopTargets, hasStackPopTargets, stackSheets, hasStackSheets
        case stackNavigators, stackContainers, deepLinks
        case stackImports, module, stackProtocol, navigatorRouterType, stackEnvironmentName, moduleAccess, stackModules, hasStackModules, stackPopsToRoutes, hasStackRouteCases
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        let graph = context.graph
        return switch key {
        case .specFile: .string(SwiftLiteral.commentLine(TemplateContext.fileName(of: graph.specFile)))
        // Missing unless asked for, so that the context and the files of other specs do not
        // change with every release.
        case .navgenVersion: graph.versionInHeader ? .string(NavGenVersion.current) : nil
        case .imports: TemplateContext.lines(TemplateContext.imports(graph.imports))
        // Missing where empty, so that the contexts of specs without imports stay as they were.
        case .importsBesidesFoundation: TemplateContext.linesOrMissing(TemplateContext.imports(graph.imports, besides: ["Foundation"]))
        case .importsBesidesObservation: TemplateContext.linesOrMissing(context.importsBesidesObservation)
        case .stackImports:
            TemplateContext.linesOrMissing(TemplateContext.imports(context.importsBesidesObservation + context.tables.stackModules.map(\.name)))
        case .access: .string(context.accessPrefix)
        case .published: .string(graph.observation == .observable ? "" : "@Published ")
        case .bindingSource: .string(context.bindingSource)
        case .usesObservation: .bool(graph.observation == .observable)
        // Missing without a target, so that the contexts and files of other specs stay as they were.
        case .deploymentTarget: graph.deploymentTarget.map { .string($0.value.description) }
        case .usesSwiftUITab: TemplateContext.trueOrMissing(IOSAvailability.uses(IOSAvailability.tab, in: graph))
        case .screens: .list(ContextList(context.own.screens) { ScreenObject(context: context, index: $0, isFirst: $1) })
        case .tabContainers:
            .list(ContextList(context.tabContainerScreens) { TabContainerObject(context: context, screen: $0, isFirst: $1) })
        case .hasTabContainers: .bool(!context.tabContainerScreens.isEmpty)
        case .storyboards: .list(ContextList(context.own.storyboardScreens) { StoryboardObject(context: context, screen: $0, isFirst: $1) })
        case .hasStoryboards: .bool(!context.own.storyboardScreens.isEmpty)
        case .cells: .list(ContextList(Array(graph.cells.indices)) { CellObject(context: context, index: $0, isFirst: $1) })
        case .hasCells: .bool(!graph.cells.isEmpty)
        case .cellLists: .list(ContextList(CellKind.allListed.filter { kind in graph.cells.contains { $0.kind == kind } }) {
            CellListObject(context: context, kind: $0, isFirst: $1)
        })
        case .views: .list(ContextList(Array(graph.views.indices)) { ViewObject(context: context, index: $0, isFirst: $1) })
        case .hasViews: .bool(!graph.views.isEmpty)
        case .navigators: .list(ContextList(context.navigatorScreens) { NavigatorObject(context: context, screen: $0, isFirst: $1) })
        case .hasNavigators: .bool(!context.navigatorScreens.isEmpty)
        case .alertScreens: .list(ContextList(context.alertScreens) { AlertScreenObject(context: context, screen: $0, isFirst: $1) })
        case .hasAlertScreens: .bool(!context.alertScreens.isEmpty)
        case .routers: .list(ContextList(context.routerScreens) { RouterObject(context: context, screen: $0, isFirst: $1) })
        case .hasRouters: .bool(!context.routerScreens.isEmpty)
        // Missing rather than false, as the keys of going back are where nothing goes back, so
        // that the context of specs without them stays as it was.
        case .usesDismissRequests: TemplateContext.trueOrMissing(context.hasDismissRequests)
        // Missing without segues that carry data or unwinds, so that the contexts of other specs
        // stay as they were.
        case .segueScreens: context.segueScreenList
        case .hasSegueScreens: TemplateContext.trueOrMissing(context.segueScreenList != nil)
        // Missing without forward transitions, as the keys of segues are.
        case .stackRoutes: context.stackRouteList
        case .hasStackRoutes: TemplateContext.trueOrMissing(context.stackRouteList != nil)
        case .stackPopTargets: context.stackPopTargetList
        case .hasStackPopTargets: TemplateContext.trueOrMissing(context.stackPopTargetList != nil)
        case .stackSheets: context.stackSheetList
        case .hasStackSheets: TemplateContext.trueOrMissing(context.stackSheetList != nil)
        case .stackNavigators: context.stackNavigatorList
        // Missing without tab bars and split views, as the keys of routes are.
        case .stackContainers: context.stackContainerList
        // Missing without a module or included modules, as the keys of routes are.
        case .module: graph.module.map(MustacheValue.string)
        case .stackProtocol: context.stackProtocolName
        case .navigatorRouterType: .string(graph.module.map { "any " + StackModules.protocolName(of: $0) } ?? "NavigationRouter")
        case .stackEnvironmentName: graph.module.map { .string(StackModules.environmentName(of: $0)) }
        case .moduleAccess: .string(context.moduleAccess)
        case .stackModules: context.stackModuleList
        case .hasStackModules: TemplateContext.trueOrMissing(context.stackModuleList != nil)
        case .stackPopsToRoutes: TemplateContext.trueOrMissing(context.stackPopsToRoutes)
        case .hasStackRouteCases: TemplateContext.trueOrMissing(context.hasStackRouteCases)
        // Missing without links, so that the contexts of other specs stay as they were.
        case .deepLinks: graph.deepLinks.map { .object(DeepLinksObject(context: context, links: $0)) }
        }
    }
}
