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

    static func lines(_ lines: [String]) -> MustacheValue {
        .array(lines.map(MustacheValue.string))
    }

    /// ``lines(_:)``, or nil when there are none.
    static func linesOrMissing(_ lines: [String]) -> MustacheValue? {
        lines.isEmpty ? MustacheValue?.none : Self.lines(lines)
    }
}

/// The top of the context: the spec's settings and the lists of the graph.
struct RootObject: ContextObject {
    let context: TemplateContext

    enum Key: String, CaseIterable {
        case specFile, navgenVersion, imports, importsBesidesFoundation, importsBesidesObservation, access, published, bindingSource, usesObservation
        case screens, tabContainers, hasTabContainers, storyboards, hasStoryboards, cells, hasCells, cellLists, views, hasViews
        case navigators, hasNavigators, alertScreens, hasAlertScreens, routers, hasRouters, usesDismissRequests
        case segueScreens, hasSegueScreens, stackRoutes, hasStackRoutes, stackPopTargets, hasStackPopTargets, deepLinks
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
        // Missing where empty, so that the contexts of specs without imports stay as they were.
        case .importsBesidesFoundation: TemplateContext.linesOrMissing(TemplateContext.imports(graph.imports, besides: ["Foundation"]))
        case .importsBesidesObservation:
            TemplateContext.linesOrMissing(
                TemplateContext.imports(graph.imports, besides: ["Foundation", graph.observation == .observable ? "Observation" : "Combine"]))
        case .access: .string(context.accessPrefix)
        case .published: .string(graph.observation == .observable ? "" : "@Published ")
        case .bindingSource: .string(context.bindingSource)
        case .usesObservation: .bool(graph.observation == .observable)
        case .screens: .list(ContextList(context.own.screens) { ScreenObject(context: context, index: $0, isFirst: $1) })
        case .tabContainers:
            .list(ContextList(context.tabContainerScreens) { TabContainerObject(context: context, screen: $0, isFirst: $1) })
        case .hasTabContainers: .bool(!context.tabContainerScreens.isEmpty)
        case .storyboards: .list(ContextList(context.own.storyboardScreens) { StoryboardObject(context: context, screen: $0, isFirst: $1) })
        case .hasStoryboards: .bool(!context.own.storyboardScreens.isEmpty)
        case .cells: .list(ContextList(Array(graph.cells.indices)) { CellObject(context: context, index: $0, isFirst: $1) })
        case .hasCells: .bool(!graph.cells.isEmpty)
        case .cellLists: .list(ContextList(CellKind.allListed.filter { kind in graph.cells.contains { $0.kind == kind } }) {
            CellListObject(context: context, kind: $0, isFirst: $1)
        })
        case .views: .list(ContextList(Array(graph.views.indices)) { ViewObject(context: context, index: $0, isFirst: $1) })
        case .hasViews: .bool(!graph.views.isEmpty)
        case .navigators: .list(ContextList(context.navigatorScreens) { NavigatorObject(context: context, screen: $0, isFirst: $1) })
        case .hasNavigators: .bool(!context.navigatorScreens.isEmpty)
        case .alertScreens: .list(ContextList(context.alertScreens) { AlertScreenObject(context: context, screen: $0, isFirst: $1) })
        case .hasAlertScreens: .bool(!context.alertScreens.isEmpty)
        case .routers: .list(ContextList(context.routerScreens) { RouterObject(context: context, screen: $0, isFirst: $1) })
        case .hasRouters: .bool(!context.routerScreens.isEmpty)
        // Missing rather than false, as the keys of going back are where nothing goes back, so
        // that the context of specs without them stays as it was.
        case .usesDismissRequests: TemplateContext.trueOrMissing(context.hasDismissRequests)
        // Missing without segues that carry data or unwinds, so that the contexts of other specs
        // stay as they were.
        case .segueScreens: context.segueScreenList
        case .hasSegueScreens: TemplateContext.trueOrMissing(context.segueScreenList != nil)
        // Missing without forward transitions, as the keys of segues are.
        case .stackRoutes: context.stackRouteList
        case .hasStackRoutes: TemplateContext.trueOrMissing(context.stackRouteList != nil)
        case .stackPopTargets: context.stackPopTargetList
        case .hasStackPopTargets: TemplateContext.trueOrMissing(context.stackPopTargetList != nil)
        // Missing without links, so that the contexts of other specs stay as they were.
        case .deepLinks: graph.deepLinks.map { .object(DeepLinksObject(context: context, links: $0)) }
        }
    }
}

/// The graph and the tables the objects of one context share.
final class GraphTables: Sendable {
    let graph: NavigationGraph
    /// What ``TemplateContext/own`` answers.
    let own: OwnCode
    /// Each transition's name in UpperCamelCase, from which the names of its methods and
    /// properties are made: templates print them several times.
    let stems: [String]
    /// The screens of each class of the app's that several screens share, for the doc comments
    /// of their types.
    let screensOfSharedClass: [String: [Int]]
    /// What ``TemplateContext/accessPrefix`` answers: templates print it before every declaration.
    let accessPrefix: String

    init(graph: NavigationGraph) {
        self.graph = graph
        self.accessPrefix = TemplateContext.accessPrefix(of: graph.accessLevel)
        self.own = graph.ownCode
        self.stems = graph.transitions.map { SwiftName.upperCamelCase($0.name) }
        var screensOfSharedClass: [String: [Int]] = [:]
        for index in graph.screens.indices where graph.screens[index].host != .ownClass {
            let className = graph.screens[index].className
            if SystemClass.module(of: className) == nil { screensOfSharedClass[className, default: []].append(index) }
        }
        self.screensOfSharedClass = screensOfSharedClass
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

/// A context object some of whose values are code made of pieces (a signature, an argument list):
/// those write themselves into the output when a tag prints them, instead of being made as
/// strings first, since templates print them for every item of lists as long as the spec.
protocol WritingObject: ContextObject {
    /// The keys whose values write themselves.
    associatedtype TextKey: Sendable
    func write(_ key: TextKey, to output: inout TextOutput)
}

extension WritingObject {
    /// The value of a key that writes itself.
    func text(_ key: TextKey) -> MustacheValue { .text(ObjectText(object: self, key: key)) }
}

/// The value of a text key: the object and the key, written when a tag prints it.
struct ObjectText<Object: WritingObject>: MustacheText {
    let object: Object
    let key: Object.TextKey

    func write(to output: inout TextOutput) { object.write(key, to: &output) }
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

struct ScreenObject: WritingObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case name, className, typeName, hasOwnType, declaration, typeDocLines, hasDeclaration, hasMembers, hasFactory
        case docLines, instantiateSignature, instantiateBody, storyboardIdentifier, tabs, hasTabs, access, isFirst
    }
    static let keys = KeyTable<Key>()

    enum TextKey { case declaration, instantiateSignature }

    func value(for key: Key) -> MustacheValue? {
        let context = context
        let graph = context.graph
        switch key {
        case .name: return .string(screen.name)
        case .className: return .string(SwiftName.escaped(screen.className))
        case .typeName: return .string(SwiftName.escaped(screen.hostType))
        case .declaration: return text(.declaration)
        case .hasOwnType: return .bool(screen.host != .ownClass)
        case .typeDocLines: return TemplateContext.lines(context.typeDocLines(of: index))
        case .hasDeclaration: return .bool(context.declaresType(of: index))
        case .hasMembers: return .bool(screen.hasFactory || isTabContainer)
        case .hasFactory: return .bool(screen.hasFactory)
        case .docLines:
            return TemplateContext.lines(TemplateContext.docLines(screen.summary, parameters: graph.factoryParameters(ofScreenAt: index)))
        case .instantiateSignature: return text(.instantiateSignature)
        case .instantiateBody: return TemplateContext.lines(context.instantiateBody(of: index))
        case .storyboardIdentifier: return screen.storyboard?.identifier.map { .string(SwiftLiteral.string($0)) }
        case .tabs:
            guard case .tabs(let tabs) = screen.container else { return nil }
            return .list(ContextList(tabs) { TabObject(context: context, screen: $0, isFirst: $1) })
        case .hasTabs: return .bool(isTabContainer)
        case .access: return isPublicAlone ? .string("public ") : nil
        case .isFirst: return .bool(isFirst)
        }
    }

    /// Whether the screen's own declarations are `public` where the spec's are not: other
    /// modules show it, so they make it. Otherwise `access` is missing, and the spec's applies.
    private var isPublicAlone: Bool {
        screen.isPublic && context.graph.accessLevel != .public
    }

    func write(_ key: TextKey, to output: inout TextOutput) {
        switch key {
        case .declaration:
            if case .namespace(let name) = screen.host {
                output.write(isPublicAlone ? "public " : context.accessPrefix)
                output.write("enum ")
                output.write(SwiftName.escaped(name))
            } else {
                output.write("extension ")
                output.write(SwiftName.escaped(screen.className))
            }
        case .instantiateSignature:
            output.write("static func instantiate(")
            context.graph.factoryParameters(ofScreenAt: index).writeDeclarations(to: &output)
            output.write(") -> ")
            output.write(SwiftName.escaped(screen.className))
        }
    }

    private var isTabContainer: Bool { screen.container?.kind == .tabs }

    // Read from the graph where a key needs it rather than copied whole on every look-up, as
    // TransitionObject does.
    private var screen: Screen { context.tables.graph.screens[index] }
}

/// A tab of a tab bar controller, as a case of its `Tab` enum.
struct TabObject: ContextObject {
    let context: TemplateContext
    let screen: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case caseName, name, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let name = context.graph.screens[screen].name
        return switch key {
        case .caseName: .string(SwiftName.escaped(SwiftName.lowerCamelCase(name)))
        case .name: .string(name)
        case .isFirst: .bool(isFirst)
        }
    }
}

extension TemplateContext {
    /// The tab bar controllers.
    var tabContainerScreens: [Int] {
        own.screens.filter { graph.screens[$0].container?.kind == .tabs }
    }
}

/// A tab bar controller, for the members that select its tabs.
struct TabContainerObject: ContextObject {
    let context: TemplateContext
    let screen: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case name, className, tabType, isFirst }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let screen = context.graph.screens[screen]
        return switch key {
        case .name: .string(screen.name)
        case .className: .string(SwiftName.escaped(screen.className))
        case .tabType:
            .string(screen.host == .ownClass ? "Tab" : "\(SwiftName.escaped(screen.hostType)).Tab")
        case .isFirst: .bool(isFirst)
        }
    }
}

extension TemplateContext {
    /// Whether the UIKit template declares something for screen `index` in its screens section:
    /// a factory, a `Tab` enum, or the type of its own that its other members extend.
    func declaresType(of index: Int) -> Bool {
        if graph.screens[index].hasFactory || graph.screens[index].container?.kind == .tabs { return true }
        guard case .namespace = graph.screens[index].host else { return false }
        return !tables.own.transitionsFrom[index].isEmpty || !tables.own.backTransitionsFrom[index].isEmpty || !graph.screens[index].alerts.isEmpty
    }

    /// The doc comment of a screen's own type, which says why the members are not on its class.
    func typeDocLines(of index: Int) -> [String] {
        guard case .namespace = graph.screens[index].host else { return [] }
        let screen = graph.screens[index]
        let className = SwiftLiteral.commentLine(screen.className)
        let why: String
        if let module = SystemClass.module(of: screen.className) {
            why = "\(module)'s class `\(className)`"
        } else {
            let sharing = tables.screensOfSharedClass[screen.className] ?? []
            let others = sharing.lazy.filter { $0 != index }.map { graph.screens[$0].name }
            why = "`\(className)`, the class of \(sharing.count == 2 ? "screen" : "screens") \(Wording.names(others, of: sharing.count - 1)) too"
        }
        return ["/// The members of screen \(screen.name), whose view controller is \(why)."]
    }

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

    /// The statements of `instantiate(...)`, one per line, nested lines indented by four spaces:
    /// the view controller created, its properties set, and a container's children created or,
    /// where the storyboard created them, given their parameters.
    func instantiateBody(of index: Int) -> [String] {
        let screen = graph.screens[index]
        let created = Self.creation(of: screen)
        let statements = Self.propertyAssignments(of: screen, to: "viewController") + containerStatements(of: index)
        switch created {
        case .expression(let lines, let typeAnnotation):
            guard !statements.isEmpty, let first = lines.first else { return lines }
            return ["let viewController\(typeAnnotation) = \(first)"] + lines.dropFirst() + statements + ["return viewController"]
        case .statements(let lines):
            return lines + statements + ["return viewController"]
        }
    }

    /// How a factory creates the view controller.
    enum Creation {
        /// An expression whose value is the view controller, and the type annotation a constant
        /// it is stored in needs (a generic factory learns the class from it).
        case expression([String], typeAnnotation: String)
        /// Statements that declare `viewController`.
        case statements([String])
    }

    static func creation(of screen: Screen) -> Creation {
        let className = SwiftName.escaped(screen.className)
        let parameters = screen.parameters
        let passesArguments = screen.injection == .initializer && !parameters.isEmpty
        switch screen.source {
        case .storyboard(let storyboard):
            let registry = "UIStoryboard.\(SwiftName.member(storyboard.registryName))"
            // Made only where the initializer is called with the parameters.
            var creator: String { "\(className)(\(parameters.arguments(after: ["coder: coder"])))" }
            guard storyboard.identifier != nil else {
                let failure = SwiftLiteral.string(
                    "The initial view controller of storyboard '\(storyboard.name)' is not of type \(screen.className)")
                let call =
                    passesArguments
                    ? ["guard let viewController = \(registry).instantiateInitialViewController(creator: { coder in",
                        "    \(creator)", "}) else {"]
                    : ["guard let viewController: \(className) = \(registry).instantiateInitialViewController() else {"]
                return .statements(call + ["    fatalError(\(failure))", "}"])
            }
            if passesArguments {
                return .expression(
                    ["\(registry).instantiateViewController(identifier: identifier) { coder in", "    \(creator)", "}"],
                    typeAnnotation: "")
            }
            return .expression(["\(registry).instantiateViewController(identifier: identifier)"], typeAnnotation: ": \(className)")
        case .nib(let nib):
            let leading = ["nibName: \(SwiftLiteral.string(nib))", "bundle: \(bundleExpression(screen.bundle))"]
            let arguments = passesArguments ? parameters.arguments(after: leading) : leading.joined(separator: ", ")
            return .expression(["\(className)(\(arguments))"], typeAnnotation: "")
        case .code:
            // Only `init(style:)` makes a split view controller of the column style, whose columns
            // `setViewController(_:for:)` fills; every other initializer makes the classic style.
            let leading = screen.container?.kind == .split ? ["style: .doubleColumn"] : []
            let arguments = passesArguments ? parameters.arguments(after: leading) : leading.joined(separator: ", ")
            return .expression(["\(className)(\(arguments))"], typeAnnotation: "")
        }
    }

    /// What a container's factory does with the screens it holds: creates them with their
    /// factories when the container is created in code, or gives them their parameters when the
    /// storyboard created them with it.
    func containerStatements(of index: Int) -> [String] {
        let screen = graph.screens[index]
        guard let container = screen.container else { return [] }
        if screen.storyboard != nil { return storyboardChildStatements(of: index) }
        let calls = container.children.map(factoryCall(ofScreenAt:))
        switch container {
        case .navigation: return ["viewController.viewControllers = [\(calls[0])]"]
        case .tabs: return ["viewController.viewControllers = ["] + calls.map { "    \($0)," } + ["]"]
        case .split:
            return [
                "viewController.setViewController(\(calls[0]), for: .primary)",
                "viewController.setViewController(\(calls[1]), for: .secondary)",
            ]
        }
    }

    /// `FeedViewController.instantiate(user: user)`: a screen created by its factory, with the
    /// parameters of the factory that calls it, which takes every parameter of its children.
    func factoryCall(ofScreenAt index: Int) -> String {
        var text = ""
        writeFactoryCall(ofScreenAt: index, to: &text)
        return text
    }

    /// Writes ``factoryCall(ofScreenAt:)``.
    func writeFactoryCall(ofScreenAt index: Int, to output: inout some TextOutputStream) {
        output.write(SwiftName.escaped(graph.screens[index].hostType))
        output.write(".instantiate(")
        graph.factoryParameters(ofScreenAt: index).writeArguments(to: &output)
        output.write(")")
    }

    /// The statements that find the screens a storyboard created inside the container `index` and
    /// set their parameters: one guard that binds each screen that takes parameters, by its place
    /// below the container (`tabs[0]`, a navigation controller's first view controller, a column
    /// of a split view controller, which gets a constant of its own).
    func storyboardChildStatements(of index: Int) -> [String] {
        var columns: [(variable: String, expression: String, isRead: Bool)] = []
        var conditions: [String] = []
        var assignments: [String] = []
        var usesTabs = false
        // A split view's column is read into a constant only when a condition reads it: the
        // condition of a screen in that column or below it.
        func visit(_ owner: Int, expression: String?, column enclosingColumn: Int?) {
            guard let container = graph.screens[owner].container else { return }
            for (position, child) in container.children.enumerated() {
                let path: String
                var childColumn = enclosingColumn
                switch (container, expression) {
                case (.navigation, nil): path = "viewController.viewControllers.first"
                case (.navigation, let parent?): path = "(\(parent) as? UINavigationController)?.viewControllers.first"
                case (.tabs, _):
                    usesTabs = true
                    path = "tabs[\(position)]"
                case (.split, let parent):
                    path = SwiftName.lowerCamelCase(graph.screens[owner].name) + (position == 0 ? "Primary" : "Secondary")
                    let column =
                        parent.map { "(\($0) as? UISplitViewController).flatMap { \(Self.column(position, of: "$0")) }" }
                        ?? Self.column(position, of: "viewController")
                    childColumn = columns.count
                    columns.append((path, column, false))
                }
                let screen = graph.screens[child]
                if !screen.parameters.isEmpty {
                    let variable = SwiftName.lowerCamelCase(screen.name) + "ViewController"
                    conditions.append("let \(variable) = \(path) as? \(SwiftName.escaped(screen.className))")
                    if let childColumn { columns[childColumn].isRead = true }
                    assignments += Self.propertyAssignments(of: screen, to: variable)
                }
                visit(child, expression: path, column: childColumn)
            }
        }
        visit(index, expression: nil, column: nil)
        guard !conditions.isEmpty else { return [] }
        let screen = graph.screens[index]
        var lines: [String] = []
        if usesTabs, let count = screen.container?.children.count {
            lines.append("let tabs = viewController.viewControllers ?? []")
            conditions.insert("tabs.count == \(count)", at: 0)
        }
        lines += columns.filter(\.isRead).map { "let \($0.variable) = \($0.expression)" }
        let failure = SwiftLiteral.string(
            "The \(screen.container?.kind.noun ?? "container") '\(screen.name)' of storyboard '\(screen.storyboard?.name ?? "")' does not hold the screens the spec gives it")
        if conditions.count == 1 {
            lines.append("guard \(conditions[0]) else {")
        } else {
            lines.append("guard \(conditions[0]),")
            lines += conditions.dropFirst().dropLast().map { "    \($0)," }
            lines += ["    \(conditions[conditions.count - 1])", "else {"]
        }
        return lines + ["    fatalError(\(failure))", "}"] + assignments
    }

    /// The view controller of the primary (`position` 0) or secondary column of a split view
    /// controller that a storyboard made. Interface Builder makes the column style since Xcode 12
    /// (where `viewController(for:)` answers) and the classic style before (where only
    /// `viewControllers` does, and the column API raises), so the generated code asks which it is.
    static func column(_ position: Int, of splitViewController: String) -> String {
        let column = position == 0 ? ".primary" : ".secondary"
        let classic = "\(splitViewController).viewControllers.\(position == 0 ? "first" : "last")"
        return "\(splitViewController).style == .unspecified ? \(classic) : \(splitViewController).viewController(for: \(column))"
    }

    /// `viewController.user = user` for each parameter of a screen that takes them as properties.
    static func propertyAssignments(of screen: Screen, to variable: String) -> [String] {
        guard screen.injection == .property else { return [] }
        return screen.parameters.map { "\(variable).\(SwiftName.member($0.name)) = \($0.reference)" }
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

struct CellObject: WritingObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable { case className, identifier, registerCall, dequeueCall, dequeueFailure, nib, isFirst }
    static let keys = KeyTable<Key>()

    enum TextKey { case registerCall, dequeueCall }

    func value(for key: Key) -> MustacheValue? {
        let cell = context.graph.cells[index]
        switch key {
        case .className: return .string(SwiftName.escaped(cell.className))
        case .identifier: return .string(SwiftLiteral.string(cell.reuseIdentifier))
        case .registerCall: return text(.registerCall)
        case .dequeueCall: return text(.dequeueCall)
        case .dequeueFailure:
            return .string(
                SwiftLiteral.string("The cell for reuse identifier '\(cell.reuseIdentifier)' is not of type \(cell.className)"))
        case .nib: return cell.nib.map { .string(TemplateContext.nibExpression($0, bundle: cell.bundle)) }
        case .isFirst: return .bool(isFirst)
        }
    }

    func write(_ key: TextKey, to output: inout TextOutput) {
        let cell = context.graph.cells[index]
        let className = SwiftName.escaped(cell.className)
        switch key {
        case .registerCall:
            output.write("register(")
            output.write(className)
            output.write(cell.nib == nil ? ".self, " : ".nib, ")
            output.write(cell.kind == .table ? "forCellReuseIdentifier: " : "forCellWithReuseIdentifier: ")
            output.write(className)
            output.write(".identifier)")
        case .dequeueCall:
            output.write(cell.kind == .table ? "dequeueReusableCell(withIdentifier: " : "dequeueReusableCell(withReuseIdentifier: ")
            output.write(className)
            output.write(".identifier, for: indexPath)")
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
    /// The screens that transitions start from, forward or back.
    var navigatorScreens: [Int] {
        graph.screens.indices.filter { !tables.own.transitionsFrom[$0].isEmpty || !tables.own.backTransitionsFrom[$0].isEmpty }
    }

    /// The transitions that start from screen `screen` and are not storyboard segues, in the order
    /// of the spec.
    func methods(of screen: Int) -> [Int] {
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
    func memberForm(ofScreenAt index: Int) -> MemberForm {
        guard case .namespace = graph.screens[index].host else { return MemberForm(isStatic: false, source: [], receiver: "") }
        return MemberForm(
            isStatic: true, source: ["from source: \(SwiftName.escaped(graph.screens[index].className))"], receiver: "source.")
    }
}

/// The transitions that start from one screen.
struct NavigatorObject: ContextObject {
    let context: TemplateContext
    let screen: Int
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case className, typeName, `static`, sourceParameter, receiver, performer, transitions, hasRoutes, segues, hasSegues
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
        case .backTransitions: context.backTransitions(of: screen)
        case .isFirst: .bool(isFirst)
        }
    }

    private var segues: [Int] {
        context.tables.own.transitionsFrom[screen].filter { context.graph.transitions[$0].segue != nil }
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
struct TransitionObject: WritingObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case name, docLines, methodName, signature, instantiateCall, isPush, caseDeclaration, casePattern, routeCall
        case modalPresentationStyle, embedsInNavigation, presented, isFirst
        case hasPresentationDetails, modalTransitionStyle, isModalInPresentation, anchorsToSourceView, anchorsToBarButtonItem
        case hasSheetDetails, detents, prefersGrabberVisible
    }
    static let keys = KeyTable<Key>()

    /// The method's name and the code made of it and the destination's parameters, each printed
    /// once per transition or more.
    enum TextKey { case methodName, signature, instantiateCall, caseDeclaration, casePattern, routeCall }

    func value(for key: Key) -> MustacheValue? {
        switch key {
        case .name: return .string(transition.name)
        case .docLines: return TemplateContext.lines(TemplateContext.docLines(transition.summary))
        case .methodName: return text(.methodName)
        case .signature: return text(.signature)
        case .instantiateCall: return text(.instantiateCall)
        case .embedsInNavigation: return .bool(transition.embedding == .navigation)
        case .presented: return .string(transition.embedding == .navigation ? "navigationController" : "viewController")
        case .isPush: return .bool(transition.style == .push)
        case .caseDeclaration: return text(.caseDeclaration)
        case .casePattern: return text(.casePattern)
        case .routeCall: return text(.routeCall)
        case .modalPresentationStyle: return TemplateContext.modalPresentationStyle(transition.style).map(MustacheValue.string)
        case .isFirst: return .bool(isFirst)
        // The details of a presentation are missing unless the spec sets them, as
        // `modalPresentationStyle` is where UIKit's default is meant.
        // One look-up for the transitions without details, most of them.
        case .hasPresentationDetails: return TemplateContext.trueOrMissing(transition.presentation != Presentation())
        case .modalTransitionStyle:
            return transition.presentation.modalTransition.map { .string(TemplateContext.modalTransitionStyle($0)) }
        case .isModalInPresentation: return TemplateContext.trueOrMissing(transition.presentation.isModalInPresentation)
        case .anchorsToSourceView: return TemplateContext.trueOrMissing(transition.presentation.anchor == .view)
        case .anchorsToBarButtonItem: return TemplateContext.trueOrMissing(transition.presentation.anchor == .barButtonItem)
        case .hasSheetDetails:
            let presentation = transition.presentation
            return TemplateContext.trueOrMissing(!presentation.detents.isEmpty || presentation.showsGrabber)
        case .detents:
            let detents = transition.presentation.detents
            return detents.isEmpty ? MustacheValue?.none : .string(TemplateContext.sheetDetents(detents))
        case .prefersGrabberVisible: return TemplateContext.trueOrMissing(transition.presentation.showsGrabber)
        }
    }

    func write(_ key: TextKey, to output: inout TextOutput) {
        switch key {
        case .methodName: writeMethodName(to: &output)
        case .signature:
            let member = member
            let parameters = parameters
            output.write(member.staticPrefix)
            output.write("func ")
            writeMethodName(to: &output)
            output.write("(")
            parameters.writeDeclarations(leading: member.source, to: &output)
            if !member.source.isEmpty || !parameters.isEmpty { output.write(", ") }
            output.write(transition.isAnimated ? "animated: Bool = true" : "animated: Bool = false")
            if transition.style != .push { output.write(", completion: (() -> Void)? = nil") }
            output.write(") -> ")
            output.write(SwiftName.escaped(destination.className))
        case .instantiateCall: context.writeFactoryCall(ofScreenAt: transition.destination, to: &output)
        case .caseDeclaration: parameters.writeCaseDeclaration(named: SwiftName.escaped(transition.name), to: &output)
        case .casePattern: parameters.writeCasePattern(named: SwiftName.member(transition.name), to: &output)
        case .routeCall:
            let parameters = parameters
            let isStatic = member.isStatic
            writeMethodName(to: &output)
            output.write("(")
            parameters.writeArguments(after: isStatic ? ["from: source"] : [], to: &output)
            if isStatic || !parameters.isEmpty { output.write(", ") }
            output.write("animated: animated)")
        }
    }

    /// `push` or `present`, then the transition's name in UpperCamelCase, made once for the graph.
    private func writeMethodName(to output: inout TextOutput) {
        output.write(transition.style == .push ? "push" : "present")
        output.write(context.tables.stems[index])
    }

    /// What the method takes besides `animated`: a popover's anchor, then what the destination's
    /// factory takes; its route case and call pass them on.
    private var parameters: [Parameter] {
        let factoryParameters = context.tables.graph.factoryParameters(ofScreenAt: transition.destination)
        guard let anchor = transition.presentation.anchor else { return factoryParameters }
        return [anchor.parameter] + factoryParameters
    }
    private var member: MemberForm { context.memberForm(ofScreenAt: transition.source) }

    // Read from the graph where a key needs them rather than copied whole on every look-up: a key
    // reads one or two fields, and a copy retains every string of the declaration.
    private var transition: Transition { context.tables.graph.transitions[index] }
    private var destination: Screen { context.tables.graph.screens[transition.destination] }
}

extension TemplateContext {
    /// The `UIModalPresentationStyle` a style sets; nil where UIKit's default is meant.
    static func modalPresentationStyle(_ style: TransitionStyle) -> String? {
        // Spelt out rather than made from the raw value: printed twice for most transitions.
        switch style {
        case .fullScreen: ".fullScreen"
        case .overFullScreen: ".overFullScreen"
        case .pageSheet: ".pageSheet"
        case .formSheet: ".formSheet"
        case .popover: ".popover"
        case .push, .present, .segue, .unwind, .dismiss, .pop, .popToRoot, .popTo: nil
        }
    }
}
