// The context's section `segueScreens[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// Storyboard segues that carry the destination's parameters, and the actions unwind segues go
/// back to: members of the classes Interface Builder connects to.
extension TemplateContext {
    /// The screens that perform segues carrying data, or that unwind segues go back to, each with
    /// those unwinds, found in one pass over the transitions; nil when there are none.
    var segueScreenList: MustacheValue? {
        var unwinds = Table<Screen, [TransitionIndex]>(repeating: [], count: graph.screens.count)
        var performsDataSegues = Table<Screen, Bool>(repeating: false, count: graph.screens.count)
        for index in own.transitions {
            let transition = graph.transitions[index]
            if transition.style == .unwind {
                unwinds[transition.destination].append(index)
            } else if graph.segueDelivery(of: transition) != nil {
                performsDataSegues[transition.source] = true
            }
        }
        let screens = own.screens.filter { performsDataSegues[$0] || !unwinds[$0].isEmpty }
        guard !screens.isEmpty else { return nil }
        let (context, unwindsByScreen) = (self, unwinds)
        return .list(ContextList(screens) { SegueScreenObject(context: context, screen: $0, unwinds: unwindsByScreen[$0], isFirst: $1) })
    }

    /// The segues that start from screen `screen` and carry its destination's parameters.
    func dataSegues(of screen: ScreenIndex) -> [TransitionIndex] {
        tables.own.transitionsFrom[screen].filter { graph.segueDelivery(of: graph.transitions[$0]) != nil }
    }
}

/// A screen's members for segues: the perform methods, arguments, segue actions and `prepare`
/// hook of the segues that carry data from it, and the action unwind segues back to it call.
struct SegueScreenObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    /// The unwind transitions back to the screen, in the order of the spec.
    let unwinds: [TransitionIndex]
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case className, dataSegues, hasDataSegues, preparedSegues, hasPrepareHook, unwindAction, unwindDocLines, isFirst
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        let graph = context.graph
        let screen = graph.screens[self.screen]
        switch key {
        case .className: return .string(SwiftName.escaped(screen.className))
        case .dataSegues:
            return .list(ContextList(context.dataSegues(of: self.screen)) { DataSegueObject(context: context, index: $0, isFirst: $1) })
        case .hasDataSegues: return .bool(!context.dataSegues(of: self.screen).isEmpty)
        case .preparedSegues:
            return .list(ContextList(preparedSegues) { DataSegueObject(context: context, index: $0, isFirst: $1) })
        case .hasPrepareHook: return .bool(!preparedSegues.isEmpty)
        case .unwindAction:
            guard !unwinds.isEmpty else { return nil }
            return .string(screen.unwindActionName)
        case .unwindDocLines:
            let segues = unwinds.map { index in
                let unwind = graph.transitions[index]
                return "`\(SwiftLiteral.commentLine(unwind.segue ?? ""))` of \(graph.screens[unwind.source].name)"
            }
            return TemplateContext.lines([
                "/// Where unwind segues come back to this screen; connect each to it through the Exit of its",
                "/// scene in Interface Builder: \(segues.joined(separator: ", ")).",
            ])
        case .isFirst: return .bool(isFirst)
        }
    }

    private var preparedSegues: [TransitionIndex] {
        context.dataSegues(of: screen).filter { context.graph.segueDelivery(of: context.graph.transitions[$0]) == .prepare }
    }
}
