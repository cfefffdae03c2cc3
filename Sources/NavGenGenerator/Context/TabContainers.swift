// The context's section `tabContainers[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// A tab of a tab bar controller, as a case of its `Tab` enum.
struct TabObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let isFirst: Bool

    enum Key: String, CaseIterable { case caseName, name, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let name = context.graph.screens[screen].name
        return switch key {
        case .caseName: .string(SwiftName.escaped(SwiftName.lowerCamelCase(name)))
        case .name: .string(name)
        case .isFirst: .bool(isFirst)
        }
    }
}

extension TemplateContext {
    /// The tab bar controllers.
    var tabContainerScreens: [ScreenIndex] {
        own.screens.filter { graph.screens[$0].container?.kind == .tabs }
    }
}

/// A tab bar controller, for the members that select its tabs.
struct TabContainerObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let isFirst: Bool

    enum Key: String, CaseIterable { case name, className, tabType, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let screen = context.graph.screens[screen]
        return switch key {
        case .name: .string(screen.name)
        case .className: .string(SwiftName.escaped(screen.className))
        case .tabType:
            .string(screen.host == .ownClass ? "Tab" : "\(SwiftName.escaped(screen.hostType)).Tab")
        case .isFirst: .bool(isFirst)
        }
    }
}
