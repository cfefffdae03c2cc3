import Foundation
import NavGenCore
import NavGenMustache

/// The data every template receives: a ``NavigationGraph`` turned into ready-to-print Swift
/// pieces (escaped names, string literals, signatures, argument lists), so that templates only
/// arrange text. Every key is documented in `docs/Templates.md`.
///
/// The context reads the graph as a template looks its keys up: nothing is made that the
/// template does not print, and a list's items exist only while the render is inside them.
public struct TemplateContext: Sendable {
    let tables: GraphTables

    public init(graph: NavigationGraph) {
        self.tables = GraphTables(graph: graph)
    }

    public var graph: NavigationGraph { tables.graph }

    /// The context as a template value: an object that answers every key.
    public var value: MustacheValue { .object(RootObject(context: self)) }

    /// The context as pretty-printed JSON with sorted keys: what `navgen template context` prints.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// `public `, `package ` or nothing: the prefix of every generated declaration.
    var accessPrefix: String { tables.accessPrefix }

    /// The prefix of a declaration of `level`: nothing for `internal`, Swift's default.
    static func accessPrefix(of level: AccessLevel) -> String {
        level == .internal ? "" : level.rawValue + " "
    }

    /// The screens and transitions whose code the spec generates, rather than a module it includes.
    var own: OwnCode { tables.own }

    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The spec's modules, sorted and without duplicates, the UI frameworks the templates import,
    /// or the `others` a file imports itself.
    static func imports(_ modules: [String], besides others: Set<String> = []) -> [String] {
        Set(modules).subtracting(others.union(["UIKit", "SwiftUI"])).sorted()
    }

    static func bundleExpression(_ bundle: BundleChoice) -> String {
        bundle == .main ? "nil" : ".module"
    }

    /// The bundle a screen's storyboard or nib is loaded from: another bundle's by its identifier,
    /// else as its `bundle` says.
    static func bundleExpression(of screen: Screen) -> String {
        screen.bundleIdentifier.map { "Bundle(identifier: \(SwiftLiteral.string($0)))" } ?? bundleExpression(screen.bundle)
    }

    static func lines(_ lines: [String]) -> MustacheValue {
        .array(lines.map(MustacheValue.string))
    }

    /// ``lines(_:)``, or nil when there are none.
    static func linesOrMissing(_ lines: [String]) -> MustacheValue? {
        lines.isEmpty ? MustacheValue?.none : Self.lines(lines)
    }
}

/// The graph and the tables the objects of one context share.
final class GraphTables: Sendable {
    let graph: NavigationGraph
    /// What ``TemplateContext/own`` answers.
    let own: OwnCode
    /// Each transition's name in UpperCamelCase, from which the names of its methods and
    /// properties are made: templates print them several times.
    let stems: Table<Transition, String>
    /// What ``TemplateContext/accessPrefix`` answers: templates print it before every declaration.
    let accessPrefix: String
    /// The included modules whose routes the stack router wraps (``NavigationGraph/includedStackModules``),
    /// which several keys read: worked out once, since each look-up walks the graph.
    let stackModules: [IncludedStackModule]

    init(graph: NavigationGraph) {
        self.graph = graph
        self.accessPrefix = TemplateContext.accessPrefix(of: graph.accessLevel)
        self.own = graph.ownCode
        self.stems = Table(graph.transitions) { SwiftName.upperCamelCase($0.name) }
        self.stackModules = graph.includedStackModules
    }
}

extension TemplateContext {
    static func nibExpression(_ nib: String, bundle: BundleChoice) -> String {
        "UINib(nibName: \(SwiftLiteral.string(nib)), bundle: \(bundleExpression(bundle)))"
    }
}
