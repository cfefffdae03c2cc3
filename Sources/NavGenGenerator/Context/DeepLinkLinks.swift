// The context's section `deepLinks.links[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// One linked screen: a case of `DeepLink`.
struct LinkObject: ContextObject {
    let context: TemplateContext
    let destination: LinkDestination
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case caseName, caseDeclaration, patterns, casePattern, stateCasePattern, urlLines, openLines, stateLines, navigationLines, isFirst
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let caseName = context.linkCaseName(destination)
        return switch key {
        case .caseName: .string(caseName)
        case .caseDeclaration:
            .string(
                destination.values.isEmpty
                    ? caseName
                    : caseName + "(" + destination.values.map { value in
                        "\(value.name): \(value.type)" + (value.defaultValue.map { " = \($0)" } ?? "")
                    }.joined(separator: ", ") + ")")
        case .patterns: .string(destination.patterns.map { "`" + SwiftLiteral.commentLine($0.text) + "`" }.joined(separator: ", "))
        case .casePattern: .string(Self.pattern(caseName, binding: destination.values.map { SwiftName.escaped($0.name) }))
        // The routes carry their screens' own parameters (a navigation controller's, its root's),
        // so a value only the screens a tab bar or split view holds take is not bound there.
        case .stateCasePattern:
            .string(Self.pattern(caseName, binding: context.linkStateBindings(destination)))
        case .urlLines: TemplateContext.lines(urlLines)
        case .openLines: TemplateContext.lines(context.linkOpenLines(destination))
        case .stateLines: TemplateContext.lines(context.linkStateLines(destination))
        // Missing unless the link starts in a tab bar or split view, so that the contexts of
        // other specs stay as they were.
        case .navigationLines: context.linkNavigationLines(destination).map(TemplateContext.lines)
        case .isFirst: .bool(isFirst)
        }
    }

    /// `.product(let productID, _)`: a case pattern that binds the values with a name and leaves
    /// the others out, or the case alone when it binds none.
    static func pattern(_ caseName: String, binding names: [String?]) -> String {
        guard names.contains(where: { $0 != nil }) else { return "." + caseName }
        return "." + caseName + "(" + names.map { $0.map { "let " + $0 } ?? "_" }.joined(separator: ", ") + ")"
    }

    /// The call that writes the link's URL from its first pattern.
    private var urlLines: [String] {
        let pattern = destination.patterns[0]
        let path = pattern.segments.map { segment in
            switch segment {
            case .literal(let text): SwiftLiteral.string(text)
            case .value(let index):
                DeepLinksObject.write(destination.values[index].kind, SwiftName.escaped(destination.values[index].name))
            }
        }
        let query = pattern.queryItems.map { item in
            let value = destination.values[item.value]
            let name = SwiftName.escaped(value.name)
            let text =
                value.isOptional
                ? "\(name).map { \(DeepLinksObject.write(value.kind, "$0")) }" : DeepLinksObject.write(value.kind, name)
            return "(\(SwiftLiteral.string(item.name)), \(text))"
        }
        let pathArgument = "path: [\(path.joined(separator: ", "))]"
        if query.isEmpty { return ["DeepLinkURL.url(\(pathArgument))"] }
        let oneLine = "DeepLinkURL.url(\(pathArgument), query: [\(query.joined(separator: ", "))])"
        // Eight spaces of indentation before it: wrap what would pass 120 columns.
        if oneLine.count <= 112 { return [oneLine] }
        return ["DeepLinkURL.url(", "    \(pathArgument),", "    query: [\(query.joined(separator: ", "))])"]
    }
}
