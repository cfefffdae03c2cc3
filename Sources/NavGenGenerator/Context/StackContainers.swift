// The context's section `stackContainers[]` (and `children[]`, `viewParameters[]`) (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// The tab bars and split views of a path-based router (the `swiftui-stack` template): those an
/// app starts with, and those their tabs and columns are, as deep as they nest. Each holds the
/// navigation of its tabs or columns: a stack per tab or column, or the navigation of the
/// container there.
enum StackContainers {
    /// The tab bar and split view screens among `screens` that an entry screen is or holds, each
    /// once, a container before those it holds.
    static func screens(of graph: NavigationGraph, among screens: [ScreenIndex]) -> [ScreenIndex] {
        var result: [ScreenIndex] = []
        func visit(_ screen: ScreenIndex) {
            guard isNavigation(graph.screens[screen]), !result.contains(screen) else { return }
            result.append(screen)
            graph.screens[screen].container?.children.forEach(visit)
        }
        screens.filter { graph.screens[$0].isEntry }.forEach(visit)
        return result
    }

    /// Whether a screen's container has a navigation of its own: a tab bar or a split view. A
    /// navigation controller is a stack, which `NavigationRouter` is.
    static func isNavigation(_ screen: Screen) -> Bool {
        switch screen.container {
        case .tabs?, .split?: true
        case .navigation?, nil: false
        }
    }

    /// The tab bar or split view screen where `links` start, whose navigation opens them; nil
    /// when they start on a stack. Links that start in both are an error with the template.
    static func linkStart(of links: DeepLinks, in graph: NavigationGraph) -> ScreenIndex? {
        links.destinations.lazy.map { $0.route[0].screen }.first { isNavigation(graph.screens[$0]) }
    }

    /// The property of a container's navigation that holds what it shows: `selectedTab`, or
    /// `preferredCompactColumn`.
    static func selectionProperty(of screen: Screen) -> String {
        screen.container?.kind == .tabs ? "selectedTab" : "preferredCompactColumn"
    }

    /// `MainNavigation`: the class that holds a container's navigation. No other generated type
    /// ends so, and no screen's view, router or class does by default.
    static func typeName(of screen: Screen) -> String {
        SwiftName.escaped(screen.name + "Navigation")
    }

    /// `MainTabs`, `AccountColumns`: the view that shows a container's navigation.
    static func viewName(of screen: Screen) -> String {
        SwiftName.escaped(screen.name + (screen.container?.kind == .tabs ? "Tabs" : "Columns"))
    }

    /// The property of a container's navigation that holds the child at `position`: the case of
    /// its tab, or `sidebar` and `detail`.
    static func property(ofChildAt position: Int, in container: Screen, graph: NavigationGraph) -> String {
        switch container.container {
        case .tabs(let tabs)?: SwiftName.lowerCamelCase(graph.screens[tabs[position]].name)
        case .split?, .navigation?, nil: position == 0 ? "sidebar" : "detail"
        }
    }
}

extension TemplateContext {
    /// The containers with a navigation of their own, or nil without any, so that the key is
    /// missing rather than an empty list.
    var stackContainerList: MustacheValue? {
        let context = self
        let screens = StackContainers.screens(of: graph, among: own.screens)
        return screens.isEmpty ? MustacheValue?.none : .list(ContextList(screens) { StackContainerObject(context: context, screen: $0, isFirst: $1) })
    }

    /// `FeedView(userID: userID)`: the view of a screen made with the values of the same names.
    func viewConstruction(ofScreenAt index: ScreenIndex) -> String {
        let screen = graph.screens[index]
        return SwiftName.escaped(screen.viewType) + "(" + screen.parameters.arguments() + ")"
    }
}

/// A tab bar or split view, as the class that holds its navigation and the view that shows it.
struct StackContainerObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case name, typeName, viewName, isTabs, childNoun, selectionType, selectionProperty, firstCase, children
        case viewParameters, hasViewParameters, isFirst
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        let container = container
        return switch key {
        case .name: .string(container.name)
        case .typeName: .string(StackContainers.typeName(of: container))
        case .viewName: .string(StackContainers.viewName(of: container))
        case .isTabs: .bool(container.container?.kind == .tabs)
        case .childNoun: .string(container.container?.kind == .tabs ? "tab" : "column")
        case .selectionType: .string(container.container?.kind == .tabs ? "Tab" : "Column")
        case .selectionProperty: .string(StackContainers.selectionProperty(of: container))
        case .firstCase: .string(SwiftName.member(StackContainers.property(ofChildAt: 0, in: container, graph: context.graph)))
        case .children:
            .list(
                ContextList(Array((container.container?.children ?? []).enumerated())) { [screen] child, isFirst in
                    ContainerChildObject(context: context, container: screen, position: child.offset, screen: child.element, isFirst: isFirst)
                })
        case .viewParameters:
            .list(ContextList(viewParameters) { parameter, isFirst in ViewParameterObject(parameter: parameter, isFirst: isFirst) })
        case .hasViewParameters: .bool(!viewParameters.isEmpty)
        case .isFirst: .bool(isFirst)
        }
    }

    private var container: Screen { context.graph.screens[screen] }
    /// What the view takes: what the factory of the container takes, those of its roots.
    private var viewParameters: [Parameter] { context.graph.factoryParameters(ofScreenAt: screen) }
}

/// A value a container's view takes to make the views at the roots of its stacks.
struct ViewParameterObject: ContextObject {
    let parameter: Parameter
    let isFirst: Bool

    enum Key: String, CaseIterable { case name, type, declaration, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        switch key {
        case .name: .string(parameter.reference)
        case .type: .string(SwiftType.isFunction(parameter.type) ? "(\(parameter.type))" : parameter.type)
        case .declaration: .string([parameter].declarations())
        case .isFirst: .bool(isFirst)
        }
    }
}

/// A tab or column of a container: a stack, whose root is the child or, for a navigation
/// controller, its root; or a container with a navigation of its own.
struct ContainerChildObject: ContextObject {
    let context: TemplateContext
    let container: ScreenIndex
    let position: Int
    let screen: ScreenIndex
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case name, property, member, label, isStack, routerType, stateType, rootName, content, isFirst
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let graph = context.graph
        let child = graph.screens[screen]
        let property = StackContainers.property(ofChildAt: position, in: graph.screens[container], graph: graph)
        let isStack = !StackContainers.isNavigation(child)
        let typeName = isStack ? "NavigationRouter" : StackContainers.typeName(of: child)
        return switch key {
        case .name: .string(child.name)
        case .property: .string(SwiftName.escaped(property))
        case .member: .string(SwiftName.member(property))
        case .label: .string(Parameter.label(of: property))
        case .isStack: .bool(isStack)
        case .routerType: .string(typeName)
        case .stateType: .string(typeName + ".State")
        case .rootName: .string(graph.screens[root].name)
        case .content: .string(content(property: SwiftName.member(property), isStack: isStack))
        case .isFirst: .bool(isFirst)
        }
    }

    /// The screen at the bottom of the child's stack: a navigation controller's root, or the child.
    private var root: ScreenIndex { context.graph.routedScreen(of: screen) }

    /// `RoutedStack(router: navigation.feed) { FeedView() }`, or the view of a nested container.
    private func content(property: String, isStack: Bool) -> String {
        if isStack {
            return "RoutedStack(router: navigation.\(property)) { \(context.viewConstruction(ofScreenAt: root)) }"
        }
        let child = context.graph.screens[screen]
        let arguments = context.graph.factoryParameters(ofScreenAt: screen).arguments(after: ["navigation: navigation.\(property)"])
        // Lint keeps tab bars out of tabs and columns, so a nested container is a split view,
        // whose view takes no labels.
        return "\(StackContainers.viewName(of: child))(\(arguments))"
    }
}
