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
    var accessPrefix: String {
        graph.accessLevel == .internal ? "" : graph.accessLevel.rawValue + " "
    }

    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The spec's modules, sorted and without duplicates or the UI frameworks the templates import.
    static func imports(_ modules: [String]) -> [String] {
        Set(modules).subtracting(["UIKit", "SwiftUI"]).sorted()
    }

    static func bundleExpression(_ bundle: BundleChoice) -> String {
        bundle == .main ? "nil" : ".module"
    }

    static func lines(_ lines: [String]) -> MustacheValue {
        .array(lines.map(MustacheValue.string))
    }
}

/// The top of the context: the spec's settings and the lists of the graph.
struct RootObject: ContextObject {
    let context: TemplateContext

    enum Key: String, CaseIterable {
        case specFile, navgenVersion, imports, access, published, bindingSource, usesObservation
        case screens, storyboards, hasStoryboards, cells, hasCells, cellLists, views, hasViews
        case navigators, hasNavigators, alertScreens, hasAlertScreens, routers, hasRouters
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        let graph = context.graph
        return switch key {
        case .specFile: .string(SwiftLiteral.commentLine(TemplateContext.fileName(of: graph.specFile)))
        // Missing unless asked for, so that the context and the files of other specs do not
        // change with every release.
        case .navgenVersion: graph.versionInHeader ? .string(NavGenVersion.current) : nil
        case .imports: TemplateContext.lines(TemplateContext.imports(graph.imports))
        case .access: .string(context.accessPrefix)
        case .published: .string(graph.observation == .observable ? "" : "@Published ")
        case .bindingSource: .string(context.bindingSource)
        case .usesObservation: .bool(graph.observation == .observable)
        case .screens: .list(ContextList(Array(graph.screens.indices)) { ScreenObject(context: context, index: $0, isFirst: $1) })
        case .storyboards: .list(ContextList(context.storyboardScreens) { StoryboardObject(context: context, screen: $0, isFirst: $1) })
        case .hasStoryboards: .bool(graph.screens.contains { $0.storyboard != nil })
        case .cells: .list(ContextList(Array(graph.cells.indices)) { CellObject(context: context, index: $0, isFirst: $1) })
        case .hasCells: .bool(!graph.cells.isEmpty)
        case .cellLists: .list(ContextList(CellKind.allListed.filter { kind in graph.cells.contains { $0.kind == kind } }) {
            CellListObject(context: context, kind: $0, isFirst: $1)
        })
        case .views: .list(ContextList(Array(graph.views.indices)) { ViewObject(context: context, index: $0, isFirst: $1) })
        case .hasViews: .bool(!graph.views.isEmpty)
        case .navigators: .list(ContextList(context.navigatorScreens) { NavigatorObject(context: context, screen: $0, isFirst: $1) })
        case .hasNavigators: .bool(!graph.transitions.isEmpty)
        case .alertScreens: .list(ContextList(context.alertScreens) { AlertScreenObject(context: context, screen: $0, isFirst: $1) })
        case .hasAlertScreens: .bool(graph.screens.contains { !$0.alerts.isEmpty })
        case .routers: .list(ContextList(context.routerScreens) { RouterObject(context: context, screen: $0, isFirst: $1) })
        case .hasRouters: .bool(!context.routerScreens.isEmpty)
        }
    }
}

/// The graph and the tables the objects of one context share.
final class GraphTables: Sendable {
    let graph: NavigationGraph
    /// For each screen, the indices of the transitions that start from it, in the order of the spec.
    let outgoing: [[Int]]
    /// Each transition's name in UpperCamelCase, from which the names of its methods and
    /// properties are made: templates print them several times.
    let stems: [String]

    init(graph: NavigationGraph) {
        self.graph = graph
        var outgoing = [[Int]](repeating: [], count: graph.screens.count)
        for (index, transition) in graph.transitions.enumerated() {
            outgoing[transition.source].append(index)
        }
        self.outgoing = outgoing
        self.stems = graph.transitions.map { SwiftName.upperCamelCase($0.name) }
    }
}

/// An object of the context: a key of each case, answered from the graph when a template looks
/// it up; a key whose value is nil is missing.
protocol ContextObject: MustacheObject {
    associatedtype Key: RawRepresentable<String>, CaseIterable, Sendable
    /// The keys by name.
    static var keys: KeyTable<Key> { get }
    func value(for key: Key) -> MustacheValue?
}

extension ContextObject {
    func value(forKey key: String) -> MustacheValue? {
        Self.keys[key].flatMap(value(for:))
    }

    var allKeys: [String] {
        Key.allCases.filter { value(for: $0) != nil }.map(\.rawValue)
    }
}

/// The keys of a kind of object by name. Looked up for every tag a template prints, at each
/// level of the context, so a name is found without hashing it: by its length in UTF-8 bytes,
/// which few keys of an object share, then compared with those keys' names.
struct KeyTable<Key: RawRepresentable<String> & CaseIterable & Sendable>: Sendable {
    private let byLength: [[(name: String, key: Key)]]

    init() {
        var byLength: [[(name: String, key: Key)]] = []
        for key in Key.allCases {
            let length = key.rawValue.utf8.count
            if byLength.count <= length { byLength += Array(repeating: [], count: length + 1 - byLength.count) }
            byLength[length].append((key.rawValue, key))
        }
        self.byLength = byLength
    }

    subscript(name: String) -> Key? {
        let length = name.utf8.count
        guard length < byLength.count else { return nil }
        return byLength[length].first { $0.name == name }?.key
    }
}

/// A list of context objects, each made when the render reaches it from what it stands for (an
/// index in the graph) and whether it is the first, which its `isFirst` key tells, so that
/// templates can separate items with blank lines.
struct ContextList: MustacheList {
    let count: Int
    private let make: @Sendable (Int) -> any MustacheObject

    init<Element: Sendable>(_ elements: [Element], _ make: @escaping @Sendable (Element, _ isFirst: Bool) -> some MustacheObject) {
        self.count = elements.count
        self.make = { position in make(elements[position], position == 0) }
    }

    func item(at index: Int) -> MustacheValue { .object(make(index)) }
}

// MARK: - Storyboards

extension TemplateContext {
    /// The first screen of each storyboard, in the order of first use.
    var storyboardScreens: [Int] {
        var seen: Set<String> = []
        return graph.screens.indices.filter { index in
            graph.screens[index].storyboard.map { seen.insert($0.name).inserted } ?? false
        }
    }
}

/// A storyboard, by the first screen that uses it.
struct StoryboardObject: ContextObject {
    let context: TemplateContext
    let screen: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case property, name, bundle, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let screen = context.graph.screens[screen]
        guard let storyboard = screen.storyboard else { return nil }
        return switch key {
        case .property: .string(SwiftName.escaped(storyboard.registryName))
        case .name: .string(SwiftLiteral.string(storyboard.name))
        case .bundle: .string(TemplateContext.bundleExpression(screen.bundle))
        case .isFirst: .bool(isFirst)
        }
    }
}

// MARK: - Screens

struct ScreenObject: ContextObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case name, className, docLines, instantiateSignature, instantiateBody, storyboardIdentifier, isFirst
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        switch key {
        case .name: return .string(screen.name)
        case .className: return .string(SwiftName.escaped(screen.className))
        case .docLines: return TemplateContext.lines(TemplateContext.docLines(screen.summary, parameters: screen.parameters))
        case .instantiateSignature:
            return .string(
                "static func instantiate(\(screen.parameters.declarations())) -> \(SwiftName.escaped(screen.className))")
        case .instantiateBody: return TemplateContext.lines(TemplateContext.instantiateBody(of: screen))
        case .storyboardIdentifier: return screen.storyboard?.identifier.map { .string(SwiftLiteral.string($0)) }
        case .isFirst: return .bool(isFirst)
        }
    }

    private var screen: Screen { context.tables.graph.screens[index] }
}

extension TemplateContext {
    /// `///` lines: the summary, then one `- Parameter` line per parameter that has a summary.
    static func docLines(_ summary: String?, parameters: [Parameter] = []) -> [String] {
        var lines = summary.map(SwiftLiteral.docLines) ?? []
        let documented = parameters.compactMap { parameter in
            parameter.summary.map { (parameter.name, SwiftLiteral.docLines($0).joined(separator: " ")) }
        }
        if !documented.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines += documented.map { "- Parameter \($0.0): \($0.1)" }
        }
        return lines.map { $0.isEmpty ? "///" : "/// \($0)" }
    }

    /// The statements of `instantiate(...)`, one per line, nested lines indented by four spaces.
    static func instantiateBody(of screen: Screen) -> [String] {
        let className = SwiftName.escaped(screen.className)
        let parameters = screen.parameters
        let injectsProperties = screen.injection == .property && !parameters.isEmpty
        let passesArguments = screen.injection == .initializer && !parameters.isEmpty
        let assignments =
            injectsProperties ? parameters.map { "viewController.\(SwiftName.member($0.name)) = \($0.reference)" } : []
        let creation: String
        switch screen.source {
        case .storyboard(let storyboard):
            let registry = "UIStoryboard.\(SwiftName.member(storyboard.registryName))"
            let creator = "\(className)(\(parameters.arguments(after: ["coder: coder"])))"
            guard storyboard.identifier != nil else {
                let failure = SwiftLiteral.string(
                    "The initial view controller of storyboard '\(storyboard.name)' is not of type \(screen.className)")
                let call =
                    passesArguments
                    ? ["guard let viewController = \(registry).instantiateInitialViewController(creator: { coder in",
                        "    \(creator)", "}) else {"]
                    : ["guard let viewController: \(className) = \(registry).instantiateInitialViewController() else {"]
                return call + ["    fatalError(\(failure))", "}"] + assignments + ["return viewController"]
            }
            if passesArguments {
                return ["\(registry).instantiateViewController(identifier: identifier) { coder in", "    \(creator)", "}"]
            }
            let call = "\(registry).instantiateViewController(identifier: identifier)"
            // The generic factory learns the class from the type its result is stored in.
            guard injectsProperties else { return [call] }
            return ["let viewController: \(className) = \(call)"] + assignments + ["return viewController"]
        case .nib(let nib):
            let leading = ["nibName: \(SwiftLiteral.string(nib))", "bundle: \(bundleExpression(screen.bundle))"]
            creation = "\(className)(\(passesArguments ? parameters.arguments(after: leading) : leading.joined(separator: ", ")))"
        case .code:
            creation = "\(className)(\(passesArguments ? parameters.arguments() : ""))"
        }
        guard injectsProperties else { return [creation] }
        return ["let viewController = \(creation)"] + assignments + ["return viewController"]
    }
}

// MARK: - Cells and views

extension CellKind {
    /// The kinds in the order of the context's `cellLists`.
    static var allListed: [CellKind] { [.table, .collection] }
}

/// The cells of one kind, and the type of list they are registered with.
struct CellListObject: ContextObject {
    let context: TemplateContext
    let kind: CellKind
    let isFirst: Bool

    enum Key: String, CaseIterable { case listType, cells, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        switch key {
        case .listType: .string(kind == .table ? "UITableView" : "UICollectionView")
        case .cells:
            .list(ContextList(context.graph.cells.indices.filter { context.graph.cells[$0].kind == kind }) { [context] in
                CellObject(context: context, index: $0, isFirst: $1)
            })
        case .isFirst: .bool(isFirst)
        }
    }
}

struct CellObject: ContextObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case className, identifier, registerCall, dequeueCall, dequeueFailure, nib, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let cell = context.graph.cells[index]
        let className = SwiftName.escaped(cell.className)
        switch key {
        case .className: return .string(className)
        case .identifier: return .string(SwiftLiteral.string(cell.reuseIdentifier))
        case .registerCall:
            let label = cell.kind == .table ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier"
            let registered = cell.nib == nil ? "\(className).self" : "\(className).nib"
            return .string("register(\(registered), \(label): \(className).identifier)")
        case .dequeueCall:
            let label = cell.kind == .table ? "withIdentifier" : "withReuseIdentifier"
            return .string("dequeueReusableCell(\(label): \(className).identifier, for: indexPath)")
        case .dequeueFailure:
            return .string(
                SwiftLiteral.string("The cell for reuse identifier '\(cell.reuseIdentifier)' is not of type \(cell.className)"))
        case .nib: return cell.nib.map { .string(TemplateContext.nibExpression($0, bundle: cell.bundle)) }
        case .isFirst: return .bool(isFirst)
        }
    }
}

struct ViewObject: ContextObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case className, nibName, nib, loadFailure, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let view = context.graph.views[index]
        return switch key {
        case .className: .string(SwiftName.escaped(view.className))
        case .nibName: .string(SwiftLiteral.commentLine(view.nib))
        case .nib: .string(TemplateContext.nibExpression(view.nib, bundle: view.bundle))
        case .loadFailure:
            .string(SwiftLiteral.string("The first top-level view of nib '\(view.nib)' is not of type \(view.className)"))
        case .isFirst: .bool(isFirst)
        }
    }
}

extension TemplateContext {
    static func nibExpression(_ nib: String, bundle: BundleChoice) -> String {
        "UINib(nibName: \(SwiftLiteral.string(nib)), bundle: \(bundleExpression(bundle)))"
    }
}

// MARK: - Transitions

extension TemplateContext {
    /// The screens that transitions start from.
    var navigatorScreens: [Int] {
        graph.screens.indices.filter { !tables.outgoing[$0].isEmpty }
    }

    /// The transitions that start from screen `screen` and are not segues, in the order of the spec.
    func methods(of screen: Int) -> [Int] {
        tables.outgoing[screen].filter { graph.transitions[$0].style != .segue }
    }
}

/// The transitions that start from one screen.
struct NavigatorObject: ContextObject {
    let context: TemplateContext
    let screen: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case className, transitions, hasRoutes, segues, hasSegues, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        let graph = context.graph
        return switch key {
        case .className: .string(SwiftName.escaped(graph.screens[screen].className))
        case .transitions:
            .list(ContextList(context.methods(of: screen)) { TransitionObject(context: context, index: $0, isFirst: $1) })
        case .hasRoutes: .bool(!context.methods(of: screen).isEmpty)
        case .segues: .list(ContextList(segues) { SegueObject(context: context, index: $0, isFirst: $1) })
        case .hasSegues: .bool(!segues.isEmpty)
        case .isFirst: .bool(isFirst)
        }
    }

    private var segues: [Int] {
        context.tables.outgoing[screen].filter { context.graph.transitions[$0].segue != nil }
    }
}

struct SegueObject: ContextObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case caseName, identifier, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        guard let segue = context.graph.transitions[index].segue else { return nil }
        return switch key {
        case .caseName: .string(SwiftName.escaped(SwiftName.lowerCamelCase(fromWords: segue)))
        case .identifier: .string(SwiftLiteral.string(segue))
        case .isFirst: .bool(isFirst)
        }
    }
}

/// A transition as a UIKit method.
struct TransitionObject: ContextObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case name, docLines, methodName, signature, instantiateCall, isPush, caseDeclaration, casePattern, routeCall
        case modalPresentationStyle, isFirst
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let parameters = destination.parameters
        switch key {
        case .name: return .string(transition.name)
        case .docLines: return TemplateContext.lines(TemplateContext.docLines(transition.summary))
        case .methodName: return .string(methodName)
        case .signature:
            var extra = ["animated: Bool = \(transition.isAnimated)"]
            if transition.style != .push { extra.append("completion: (() -> Void)? = nil") }
            return .string(
                "func \(methodName)(\(parameters.declarations(adding: extra))) -> \(SwiftName.escaped(destination.className))")
        case .instantiateCall:
            return .string("\(SwiftName.escaped(destination.className)).instantiate(\(parameters.arguments()))")
        case .isPush: return .bool(transition.style == .push)
        case .caseDeclaration:
            let caseName = SwiftName.escaped(transition.name)
            return .string(
                parameters.isEmpty ? caseName : "\(caseName)(\(parameters.map(\.associatedValue).joined(separator: ", ")))")
        case .casePattern:
            let bindings = parameters.map { "let \($0.reference)" }.joined(separator: ", ")
            return .string("." + SwiftName.member(transition.name) + (parameters.isEmpty ? "" : "(\(bindings))"))
        case .routeCall:
            return .string(
                "\(methodName)(\(parameters.arguments() + (parameters.isEmpty ? "" : ", "))animated: animated)")
        case .modalPresentationStyle: return TemplateContext.modalPresentationStyle(transition.style).map(MustacheValue.string)
        case .isFirst: return .bool(isFirst)
        }
    }

    private var methodName: String {
        (transition.style == .push ? "push" : "present") + context.tables.stems[index]
    }

    // Read from the graph where a key needs them rather than copied whole on every look-up: a key
    // reads one or two fields, and a copy retains every string of the declaration.
    private var transition: Transition { context.tables.graph.transitions[index] }
    private var destination: Screen { context.tables.graph.screens[transition.destination] }
}

extension TemplateContext {
    /// The `UIModalPresentationStyle` a style sets; nil where UIKit's default is meant.
    static func modalPresentationStyle(_ style: TransitionStyle) -> String? {
        switch style {
        case .fullScreen, .overFullScreen, .pageSheet, .formSheet: ".\(style.rawValue)"
        case .push, .present, .segue: nil
        }
    }
}
