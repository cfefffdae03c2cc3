// The context's section `routers[].dismissRequests[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

extension TemplateContext {
    /// The transitions that go back from screen `screen` and that SwiftUI's dismiss action
    /// performs: `dismiss` closes the presentation, and on a `NavigationStack` pops the screen.
    /// `popToRoot` and `popTo` need the path of a stack, which the flag-based routers do not have.
    func dismissRequests(of screen: ScreenIndex) -> [BackTransitionIndex] {
        tables.own.backTransitionsFrom[screen].filter { graph.backTransitions[$0].kind.goesBackOneStep }
    }

    /// Whether any router asks its view to dismiss, for which the file declares its modifier.
    var hasDismissRequests: Bool {
        routerScreens.contains { !dismissRequests(of: $0).isEmpty }
    }

    /// The dismiss requests of screen `screen`'s router; missing where there are none.
    func dismissRequestList(of screen: ScreenIndex) -> MustacheValue? {
        let requests = dismissRequests(of: screen)
        guard !requests.isEmpty else { return nil }
        return .list(ContextList(requests) { [self] in DismissRequestObject(context: self, index: $0, isFirst: $1) })
    }
}

/// A `dismiss` or `pop` as a SwiftUI router's method, which raises the router's dismiss request.
struct DismissRequestObject: ContextObject {
    let context: TemplateContext
    let index: BackTransitionIndex
    let isFirst: Bool

    enum Key: String, CaseIterable { case name, docLines, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let transition = context.graph.backTransitions[index]
        return switch key {
        case .name: .string(SwiftName.escaped(transition.name))
        case .docLines: TemplateContext.lines(TemplateContext.docLines(transition.summary))
        case .isFirst: .bool(isFirst)
        }
    }
}
