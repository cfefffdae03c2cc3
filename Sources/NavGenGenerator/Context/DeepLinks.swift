// The context's section `deepLinks` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// The deep links of the spec: `deepLinks` at the top of the context.
struct DeepLinksObject: ContextObject {
    let context: TemplateContext
    let links: DeepLinks

    enum Key: String, CaseIterable {
        case schemes, hosts, scheme, host, links, openers, matchLines
        case usesRequiredQuery, usesDefaultQuery, usesOptionalQuery, usesRawValues
        case appIDs, components, customSchemes, hasCustomSchemes, linkAccess, stackNavigationType
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        let links = links
        return switch key {
        case .schemes: .string(links.schemes.map(SwiftLiteral.string).joined(separator: ", "))
        case .hosts: .string(links.hosts.map(SwiftLiteral.string).joined(separator: ", "))
        case .scheme: .string(SwiftLiteral.string(links.schemes[0]))
        case .host: .string(links.hosts.first.map(SwiftLiteral.string) ?? "\"\"")
        case .links:
            .list(ContextList(Array(links.destinations.indices)) { LinkObject(context: context, destination: links.destinations[$0], isFirst: $1) })
        case .openers: context.linkOpeners(of: links)
        case .matchLines: TemplateContext.lines(matchLines)
        case .usesRequiredQuery: TemplateContext.trueOrMissing(queried.contains { !$0.mayBeAbsent })
        case .usesDefaultQuery: TemplateContext.trueOrMissing(queried.contains { !$0.isOptional && $0.defaultValue != nil })
        case .usesOptionalQuery: TemplateContext.trueOrMissing(queried.contains(where: \.isOptional))
        case .usesRawValues:
            TemplateContext.trueOrMissing(
                links.destinations.contains { $0.values.contains { if case .rawValue = $0.kind { true } else { false } } })
        case .appIDs: .string(links.appIDs.map(JSONText.string).joined(separator: ", "))
        case .components:
            .list(
                ContextList(Array(links.matchingOrder.enumerated())) { [count = links.patternCount] item, _ in
                    ComponentObject(context: context, place: item.element, isLast: item.offset == count - 1)
                })
        case .customSchemes: TemplateContext.lines(links.customSchemes)
        case .hasCustomSchemes: .bool(!links.customSchemes.isEmpty)
        // Code that cannot see `DeepLink` could not call a declaration that takes one anyway.
        case .linkAccess:
            .string(context.graph.accessLevel.covers(links.typeAccessLevel) ? TemplateContext.accessPrefix(of: links.typeAccessLevel) : context.accessPrefix)
        // Missing unless the links start in a tab bar or split view, so that the contexts of other
        // specs stay as they were.
        case .stackNavigationType: StackContainers.linkStart(of: links, in: context.graph).map { .string(StackContainers.typeName(of: context.graph.screens[$0])) }
        }
    }

    /// The values of every query item of every pattern, for the helpers the parser needs.
    private var queried: [LinkValue] {
        links.destinations.flatMap { destination in
            destination.patterns.flatMap { $0.queryItems.map { destination.values[$0.value] } }
        }
    }

    /// The body of `init?(url:)` after the URL is taken apart: an `if`/`else if` per pattern that
    /// sets `self`, then `else { return nil }`.
    private var matchLines: [String] {
        var lines: [String] = []
        for (position, place) in links.matchingOrder.enumerated() {
            let destination = links.destinations[place.destination]
            let pattern = destination.patterns[place.pattern]
            let caseName = context.linkCaseName(destination)
            let literals = pattern.segments.map { segment in
                switch segment {
                case .literal(let text): SwiftLiteral.string(text)
                case .value: "nil"
                }
            }
            let match = "link.path(matching: [\(literals.joined(separator: ", "))])"
            var conditions = [pattern.segments.contains { $0.valueIndex != nil } ? "let path = \(match)" : "\(match) != nil"]
            // Each value's expression in the construction: a String path segment as it is, any
            // other value bound by a condition of its own.
            var arguments: [String] = []
            for (index, value) in destination.values.enumerated() {
                let name = SwiftName.escaped(value.name)
                if let segment = pattern.segments.compactMap(\.valueIndex).firstIndex(of: index) {
                    let text = "path[\(segment)]"
                    if value.kind == .string {
                        arguments.append("\(value.name): \(text)")
                        continue
                    }
                    conditions.append("let \(name) = \(Self.read(value.kind, text))")
                } else if let item = pattern.queryItems.first(where: { $0.value == index }) {
                    let reader = "{ \(Self.read(value.kind, "$0")) }"
                    let itemName = SwiftLiteral.string(item.name)
                    let call =
                        if value.isOptional {
                            "link.optionalQuery(\(itemName), default: \(value.defaultValue ?? "nil"), \(reader))"
                        } else if let defaultValue = value.defaultValue {
                            "link.query(\(itemName), default: \(defaultValue), \(reader))"
                        } else {
                            "link.query(\(itemName), \(reader))"
                        }
                    conditions.append("let \(name) = \(call)")
                }
                arguments.append("\(value.name): \(name)")
            }
            let construction = arguments.isEmpty ? ".\(caseName)" : ".\(caseName)(\(arguments.joined(separator: ", ")))"
            let keyword = position == 0 ? "if" : "} else if"
            if conditions.count == 1 {
                lines.append("\(keyword) \(conditions[0]) {")
            } else {
                lines.append("\(keyword) \(conditions[0]),")
                for (offset, condition) in conditions.dropFirst().enumerated() {
                    lines.append("    " + condition + (offset == conditions.count - 2 ? "" : ","))
                }
                lines.append("{")
            }
            lines.append("    self = \(construction)")
        }
        lines += ["} else {", "    return nil", "}"]
        return lines
    }

    /// An expression that reads a value of `kind` from the text `text`, nil when it cannot.
    static func read(_ kind: LinkValueKind, _ text: String) -> String {
        switch kind {
        case .string: text
        case .int: "Int(\(text))"
        // `nan` and `inf` read as numbers, but no link means them, and a NaN never equals itself.
        // The closure is in parentheses: read in an `if` condition, a trailing closure is confusable
        // with the body, which Swift warns about.
        case .double: "Double(\(text)).flatMap({ $0.isFinite ? $0 : nil })"
        case .bool: "Bool(\(text))"
        case .uuid: "UUID(uuidString: \(text))"
        case .rawValue(let type): "DeepLinkURL.rawValue(\(type).self, \(text))"
        }
    }

    /// An expression that writes the value `name` of `kind` as text.
    static func write(_ kind: LinkValueKind, _ name: String) -> String {
        switch kind {
        case .string: name
        case .int, .double, .bool: "String(\(name))"
        case .uuid: "\(name).uuidString"
        case .rawValue: "\"\\(\(name).rawValue)\""
        }
    }
}

extension TemplateContext {
    /// The `DeepLink` case of a linked screen: its name in lowerCamelCase.
    func linkCaseName(_ destination: LinkDestination) -> String {
        SwiftName.escaped(SwiftName.lowerCamelCase(graph.screens[destination.screen].name))
    }
}

/// Text from the spec as a JSON string literal, quotes included.
enum JSONText {
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            default:
                if scalar.value < 0x20 {
                    literal += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}

extension DeepLinks {
    /// How many patterns the linked screens have in all.
    var patternCount: Int { destinations.reduce(0) { $0 + $1.patterns.count } }
}
