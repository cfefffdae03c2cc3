// The context's section `deepLinks.components[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// One pattern as an `apple-app-site-association` component: the path with `*` for its
/// placeholders, the query items a URL must have.
struct ComponentObject: ContextObject {
    let context: TemplateContext
    let place: DeepLinks.PatternPlace
    let isLast: Bool

    enum Key: String, CaseIterable {
        case path, query, hasQuery, comment, isLast
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        guard let links = context.graph.deepLinks else { return nil }
        let destination = links.destinations[place.destination]
        let pattern = destination.patterns[place.pattern]
        let required = pattern.queryItems.filter { !destination.values[$0.value].mayBeAbsent }
        return switch key {
        // `?*` is one character or more: a placeholder is never an empty segment.
        case .path:
            .string(
                JSONText.string(
                    "/" + pattern.segments.map { segment in
                        switch segment {
                        case .literal(let text): text
                        case .value: "?*"
                        }
                    }.joined(separator: "/")))
        case .query: .string(required.map { "\(JSONText.string($0.name)): \"*\"" }.joined(separator: ", "))
        case .hasQuery: .bool(!required.isEmpty)
        case .comment: .string(JSONText.string("Opens \(context.graph.screens[destination.screen].name)"))
        case .isLast: .bool(isLast)
        }
    }
}
