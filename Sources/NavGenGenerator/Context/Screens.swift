// The context's section `screens[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

struct ScreenObject: WritingObject {
    let context: TemplateContext
    let index: ScreenIndex
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

extension TemplateContext {
    /// Whether the UIKit template declares something for screen `index` in its screens section:
    /// a factory, a `Tab` enum, or the type of its own that its other members extend.
    func declaresType(of index: ScreenIndex) -> Bool {
        if graph.screens[index].hasFactory || graph.screens[index].container?.kind == .tabs { return true }
        guard case .namespace = graph.screens[index].host else { return false }
        return !tables.own.transitionsFrom[index].isEmpty || !tables.own.backTransitionsFrom[index].isEmpty || !graph.screens[index].alerts.isEmpty
    }

    /// The doc comment of a screen's own type, which says why the members are not on its class.
    func typeDocLines(of index: ScreenIndex) -> [String] {
        guard case .namespace = graph.screens[index].host else { return [] }
        let screen = graph.screens[index]
        let className = SwiftLiteral.commentLine(screen.className)
        let why: String
        if let module = SystemClass.module(of: screen.className) {
            why = "\(module)'s class `\(className)`"
        } else {
            let sharing = graph.screensOfSharedClass[screen.className] ?? []
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
    func instantiateBody(of index: ScreenIndex) -> [String] {
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
            let leading = ["nibName: \(SwiftLiteral.string(nib))", "bundle: \(TemplateContext.bundleExpression(of: screen))"]
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
    func containerStatements(of index: ScreenIndex) -> [String] {
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
    func factoryCall(ofScreenAt index: ScreenIndex) -> String {
        var text = ""
        writeFactoryCall(ofScreenAt: index, to: &text)
        return text
    }

    /// Writes ``factoryCall(ofScreenAt:)``.
    func writeFactoryCall(ofScreenAt index: ScreenIndex, to output: inout some TextOutputStream) {
        output.write(SwiftName.escaped(graph.screens[index].hostType))
        output.write(".instantiate(")
        graph.factoryParameters(ofScreenAt: index).writeArguments(to: &output)
        output.write(")")
    }

    /// The statements that find the screens a storyboard created inside the container `index` and
    /// set their parameters: one guard that binds each screen that takes parameters, by its place
    /// below the container (`tabs[0]`, a navigation controller's first view controller, a column
    /// of a split view controller, which gets a constant of its own).
    func storyboardChildStatements(of index: ScreenIndex) -> [String] {
        var columns: [(variable: String, expression: String, isRead: Bool)] = []
        var conditions: [String] = []
        var assignments: [String] = []
        var usesTabs = false
        // A split view's column is read into a constant only when a condition reads it: the
        // condition of a screen in that column or below it.
        func visit(_ owner: ScreenIndex, expression: String?, column enclosingColumn: Int?) {
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
