// The context's section `stackSheets[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

extension StackRoutes {
    /// The spec's own transitions that present a route as a sheet, by the route's screen, each
    /// list in the order of the spec. A path-based router presents a route whichever transition
    /// asks, so the route's sheet shows the details of the first; ``CodeGenerator`` warns of the
    /// later ones whose details differ.
    static func sheetTransitions(of graph: NavigationGraph, _ own: OwnCode) -> [ScreenIndex: [TransitionIndex]] {
        var sheets: [ScreenIndex: [TransitionIndex]] = [:]
        for index in own.transitions where graph.transitions[index].style.presentsASheet {
            sheets[graph.routedScreen(of: graph.transitions[index].destination), default: []].append(index)
        }
        return sheets
    }
}

extension TemplateContext {
    /// The routes whose sheet has details (detents, the drag indicator, no interactive dismissal),
    /// each with its modifiers, in the order of the routes; nil without any.
    var stackSheetList: MustacheValue? {
        let context = self
        let sheets = StackRoutes.sheetTransitions(of: graph, own)
        let routes: [(screen: ScreenIndex, modifiers: [String])] = own.stackRouteScreens.compactMap { screen in
            guard let first = sheets[screen]?.first else { return nil }
            let modifiers = Self.swiftUIPresentationModifiers(graph.transitions[first].presentation)
            return modifiers.isEmpty ? nil : (screen, modifiers)
        }
        return routes.isEmpty
            ? MustacheValue?.none
            : .list(ContextList(routes) { StackSheetObject(context: context, screen: $0.screen, modifiers: $0.modifiers, isFirst: $1) })
    }
}

/// A route whose sheet the spec gives details, as the modifiers of the sheet's content.
struct StackSheetObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let modifiers: [String]
    let isFirst: Bool

    enum Key: String, CaseIterable { case name, caseMatch, presentationModifiers, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let screen = context.graph.screens[screen]
        return switch key {
        case .name: .string(screen.name)
        case .caseMatch: .string(StackRoutes.caseMatch(of: screen))
        case .presentationModifiers: TemplateContext.lines(modifiers)
        case .isFirst: .bool(isFirst)
        }
    }
}
