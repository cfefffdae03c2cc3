// The context's section `navigators[].embedSegues[]` (and `embeddedChildren[]`) (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

extension TemplateContext {
    /// The embed segues that start from screen `screen`, in the order of the spec.
    func embeds(of screen: ScreenIndex) -> [TransitionIndex] {
        tables.own.transitionsFrom[screen].filter { graph.transitions[$0].style == .embed }
    }

    /// The embed segues of screen `screen` whose child has an accessor: those into a class no
    /// other embed segue of the screen leads to, since the accessor finds the child by its class,
    /// other than `UIViewController`, which every child is; none for a screen whose members are
    /// not its class's own, whose instances they cannot reach.
    func embedsWithAccessor(of screen: ScreenIndex) -> [TransitionIndex] {
        guard !memberForm(ofScreenAt: screen).isStatic else { return [] }
        let embeds = embeds(of: screen)
        let classes = embeds.map { graph.screens[graph.transitions[$0].destination].className }
        return embeds.indices.filter { position in
            classes[position] != Self.anyViewController
                && classes.indices.allSatisfy { $0 == position || classes[$0] != classes[position] }
        }.map { embeds[$0] }
    }

    /// The class of every view controller, which a segue's destination is without a cast.
    static let anyViewController = "UIViewController"
}

/// An embed segue of a screen's container view: the child it creates, by its identifier or by
/// the accessor that finds it among the children.
struct EmbedObject: ContextObject {
    let context: TemplateContext
    let index: TransitionIndex
    let isFirst: Bool

    enum Key: String, CaseIterable { case caseName, identifier, childClass, castsChild, accessorName, childName, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let transition = context.graph.transitions[index]
        return switch key {
        case .caseName: transition.segue.map { .string(SwiftName.escaped(SwiftName.lowerCamelCase(fromWords: $0))) }
        case .identifier: transition.segue.map { .string(SwiftLiteral.string($0)) }
        case .childClass: .string(SwiftName.escaped(context.graph.screens[transition.destination].className))
        case .castsChild: .bool(context.graph.screens[transition.destination].className != TemplateContext.anyViewController)
        case .accessorName: .string("embedded" + SwiftName.upperCamelCase(transition.name))
        case .childName: .string(context.graph.screens[transition.destination].name)
        case .isFirst: .bool(isFirst)
        }
    }
}
