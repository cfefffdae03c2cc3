// The context's section `cellLists[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

extension CellKind {
    /// The kinds in the order of the context's `cellLists`.
    static var allListed: [CellKind] { [.table, .collection] }
}

/// The cells of one kind, and the type of list they are registered with.
struct CellListObject: ContextObject {
    let context: TemplateContext
    let kind: CellKind
    let isFirst: Bool

    enum Key: String, CaseIterable { case listType, cells, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        switch key {
        case .listType: .string(kind == .table ? "UITableView" : "UICollectionView")
        case .cells:
            .list(ContextList(context.graph.cells.indices.filter { context.graph.cells[$0].kind == kind }) { [context] in
                CellObject(context: context, index: $0, isFirst: $1)
            })
        case .isFirst: .bool(isFirst)
        }
    }
}
