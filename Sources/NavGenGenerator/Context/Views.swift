// The context's section `views[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

struct ViewObject: ContextObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case className, nibName, nib, loadFailure, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let view = context.graph.views[index]
        return switch key {
        case .className: .string(SwiftName.escaped(view.className))
        case .nibName: .string(SwiftLiteral.commentLine(view.nib))
        case .nib: .string(TemplateContext.nibExpression(view.nib, bundle: view.bundle))
        case .loadFailure:
            .string(SwiftLiteral.string("The first top-level view of nib '\(view.nib)' is not of type \(view.className)"))
        case .isFirst: .bool(isFirst)
        }
    }
}
