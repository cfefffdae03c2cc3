// The context's section `cells[]` (and `cellLists[].cells[]`) (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

struct CellObject: WritingObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case className, identifier, registerCall, dequeueCall, dequeueFailure, nib, isFirst }
    static let keys = KeyTable<Key>()

    enum TextKey { case registerCall, dequeueCall }

    func value(for key: Key) -> MustacheValue? {
        let cell = context.graph.cells[index]
        switch key {
        case .className: return .string(SwiftName.escaped(cell.className))
        case .identifier: return .string(SwiftLiteral.string(cell.reuseIdentifier))
        case .registerCall: return text(.registerCall)
        case .dequeueCall: return text(.dequeueCall)
        case .dequeueFailure:
            return .string(
                SwiftLiteral.string("The cell for reuse identifier '\(cell.reuseIdentifier)' is not of type \(cell.className)"))
        case .nib: return cell.nib.map { .string(TemplateContext.nibExpression($0, bundle: cell.bundle)) }
        case .isFirst: return .bool(isFirst)
        }
    }

    func write(_ key: TextKey, to output: inout TextOutput) {
        let cell = context.graph.cells[index]
        let className = SwiftName.escaped(cell.className)
        switch key {
        case .registerCall:
            output.write("register(")
            output.write(className)
            output.write(cell.nib == nil ? ".self, " : ".nib, ")
            output.write(cell.kind == .table ? "forCellReuseIdentifier: " : "forCellWithReuseIdentifier: ")
            output.write(className)
            output.write(".identifier)")
        case .dequeueCall:
            output.write(cell.kind == .table ? "dequeueReusableCell(withIdentifier: " : "dequeueReusableCell(withReuseIdentifier: ")
            output.write(className)
            output.write(".identifier, for: indexPath)")
        }
    }
}
