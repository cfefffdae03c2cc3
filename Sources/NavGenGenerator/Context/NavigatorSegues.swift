// The context's section `navigators[].segues[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

struct SegueObject: ContextObject {
    let context: TemplateContext
    let index: TransitionIndex
    let isFirst: Bool

    enum Key: String, CaseIterable { case caseName, identifier, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        guard let segue = context.graph.transitions[index].segue else { return nil }
        return switch key {
        case .caseName: .string(SwiftName.escaped(SwiftName.lowerCamelCase(fromWords: segue)))
        case .identifier: .string(SwiftLiteral.string(segue))
        case .isFirst: .bool(isFirst)
        }
    }
}
