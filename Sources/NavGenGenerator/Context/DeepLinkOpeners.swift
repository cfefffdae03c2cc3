// The context's section `deepLinks.openers[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// An `open(in:animated:)` method of `DeepLink`: the links whose routes start in one kind of view
/// controller.
struct LinkOpenerObject: ContextObject {
    let context: TemplateContext
    let receiver: LinkReceiver
    /// The links it opens, in the order of the spec.
    let destinations: [LinkDestination]
    let opensEveryLink: Bool
    let isFirst: Bool

    enum Key: String, CaseIterable { case parameter, type, docLines, links, leavesOtherLinks, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        return switch key {
        case .parameter: .string(receiver.parameter)
        case .type: .string(receiver.type)
        case .docLines: TemplateContext.lines(docLines)
        case .links: .list(ContextList(destinations) { LinkObject(context: context, destination: $0, isFirst: $1) })
        case .leavesOtherLinks: TemplateContext.trueOrMissing(!opensEveryLink)
        case .isFirst: .bool(isFirst)
        }
    }

    private var docLines: [String] {
        switch receiver {
        case .navigationController:
            [
                "/// Shows the link's screen in `navigationController`, the stack of the screen the app starts",
                "/// with, above the screens a user would have come through: what is presented is dismissed,",
                "/// the stack is set in one step (keeping its root when it is that screen), and the",
                "/// presentations on the way are made by the transitions' methods.",
            ]
        case .tabBarController, .splitViewController:
            [
                "/// Shows the link's screen in `\(receiver.parameter)`, the screen the app starts with,",
                "/// above the screens a user would have come through: what is presented is dismissed, the",
                "/// containers on the way show the link's tab or column, the stack of the navigation controller",
                "/// there is set in one step, and the presentations on the way are made by the transitions'",
                "/// methods. What the other tabs and columns show stays as it is.",
            ]
        }
    }
}

extension TemplateContext {
    /// One opener per kind of view controller the links' routes start in, in the order of
    /// ``LinkReceiver``.
    func linkOpeners(of links: DeepLinks) -> MustacheValue {
        let receivers = links.destinations.map(linkReceiver(of:))
        let used = LinkReceiver.allCases.filter(receivers.contains)
        let context = self
        return .list(
            ContextList(used) { receiver, isFirst in
                LinkOpenerObject(
                    context: context, receiver: receiver,
                    destinations: receivers.indices.filter { receivers[$0] == receiver }.map { links.destinations[$0] },
                    opensEveryLink: used.count == 1, isFirst: isFirst)
            })
    }
}
