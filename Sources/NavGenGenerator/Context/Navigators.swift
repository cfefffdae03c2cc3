// The context's section `navigators[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

extension TemplateContext {
    /// The screens that transitions start from, forward or back, that have members for them: all
    /// but those whose only transitions are embed segues without identifier into children without
    /// an accessor (see ``embedsWithAccessor(of:)``).
    var navigatorScreens: [ScreenIndex] {
        graph.screens.typedIndices.filter { screen in
            tables.own.transitionsFrom[screen].contains { graph.transitions[$0].style != .embed || graph.transitions[$0].segue != nil }
                || !tables.own.backTransitionsFrom[screen].isEmpty || !embedsWithAccessor(of: screen).isEmpty
        }
    }

    /// The transitions that start from screen `screen` and are not storyboard segues, in the order
    /// of the spec.
    func methods(of screen: ScreenIndex) -> [TransitionIndex] {
        tables.own.transitionsFrom[screen].filter { !graph.transitions[$0].style.isStoryboardSegue }
    }
}

/// How the members of a screen reach its view controller: as instance members of its class, or
/// as static members of its own type that take the view controller as `source`.
struct MemberForm {
    var isStatic: Bool
    /// The declaration of the view controller's parameter, `from source: UIViewController`, if any.
    var source: [String]
    /// What the view controller's own members are called on: nothing, or `source.`.
    var receiver: String

    var staticPrefix: String { isStatic ? "static " : "" }
}

extension TemplateContext {
    func memberForm(ofScreenAt index: ScreenIndex) -> MemberForm {
        guard case .namespace = graph.screens[index].host else { return MemberForm(isStatic: false, source: [], receiver: "") }
        return MemberForm(
            isStatic: true, source: ["from source: \(SwiftName.escaped(graph.screens[index].className))"], receiver: "source.")
    }
}

/// The transitions that start from one screen.
struct NavigatorObject: ContextObject {
    let context: TemplateContext
    let screen: ScreenIndex
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case className, typeName, `static`, sourceParameter, receiver, performer, transitions, hasRoutes, segues, hasSegues
        case embedSegues, hasEmbedSegues, embeddedChildren, hasEmbeddedChildren, hasMembersBeforeEmbeds, hasMembersBeforeChildren
        case backTransitions, isFirst
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        let graph = context.graph
        return switch key {
        case .className: .string(SwiftName.escaped(graph.screens[screen].className))
        case .typeName: .string(SwiftName.escaped(graph.screens[screen].hostType))
        case .static: .string(context.memberForm(ofScreenAt: screen).staticPrefix)
        case .sourceParameter: .string(context.memberForm(ofScreenAt: screen).source.map { $0 + ", " }.joined())
        case .receiver: .string(context.memberForm(ofScreenAt: screen).receiver)
        case .performer: .string(context.memberForm(ofScreenAt: screen).isStatic ? "`source`" : "this view controller")
        case .transitions:
            .list(ContextList(context.methods(of: screen)) { TransitionObject(context: context, index: $0, isFirst: $1) })
        case .hasRoutes:
            .bool(
                !context.graph.screens[screen].hasVisibleRoutesOfItsModule
                    && (!context.methods(of: screen).isEmpty || !context.tables.own.backTransitionsFrom[screen].isEmpty))
        case .segues: .list(ContextList(segues) { SegueObject(context: context, index: $0, isFirst: $1) })
        case .hasSegues: .bool(!segues.isEmpty)
        // Missing for a screen without embed segues, as most are.
        case .embedSegues: embeds { .list(ContextList(embedSegues) { EmbedObject(context: context, index: $0, isFirst: $1) }) }
        case .hasEmbedSegues: embeds { .bool(!embedSegues.isEmpty) }
        case .embeddedChildren:
            embeds { .list(ContextList(context.embedsWithAccessor(of: screen)) { EmbedObject(context: context, index: $0, isFirst: $1) }) }
        case .hasEmbeddedChildren: embeds { .bool(!context.embedsWithAccessor(of: screen).isEmpty) }
        case .hasMembersBeforeEmbeds: embeds { .bool(hasMembersBeforeEmbeds) }
        case .hasMembersBeforeChildren: embeds { .bool(hasMembersBeforeEmbeds || !embedSegues.isEmpty) }
        case .backTransitions: context.backTransitions(of: screen)
        case .isFirst: .bool(isFirst)
        }
    }

    /// The segues and unwinds code performs by their identifiers: not the embed segues, which the
    /// storyboard performs as it loads the view.
    private var segues: [TransitionIndex] {
        context.tables.own.transitionsFrom[screen].filter {
            context.graph.transitions[$0].segue != nil && context.graph.transitions[$0].style != .embed
        }
    }

    /// `value()`, or nil for a screen without embed segues.
    private func embeds(_ value: () -> MustacheValue) -> MustacheValue? {
        // Not a conditional expression, whose `nil` would be the value `.null`.
        guard !context.embeds(of: screen).isEmpty else { return .none }
        return value()
    }

    /// Whether the members of transitions and segues come before those of the embed segues, which
    /// a blank line then parts from them.
    private var hasMembersBeforeEmbeds: Bool {
        !context.methods(of: screen).isEmpty || !context.tables.own.backTransitionsFrom[screen].isEmpty || !segues.isEmpty
    }

    private var embedSegues: [TransitionIndex] {
        context.embeds(of: screen).filter { context.graph.transitions[$0].segue != nil }
    }
}
