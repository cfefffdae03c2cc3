// The context's section `storyboards[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// A storyboard, by the first screen that uses it.
struct StoryboardObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let isFirst: Bool

    enum Key: String, CaseIterable { case property, name, bundle, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let screen = context.graph.screens[screen]
        guard let storyboard = screen.storyboard else { return nil }
        return switch key {
        case .property: .string(SwiftName.escaped(storyboard.registryName))
        case .name: .string(SwiftLiteral.string(storyboard.name))
        case .bundle: .string(TemplateContext.bundleExpression(of: screen))
        case .isFirst: .bool(isFirst)
        }
    }
}
