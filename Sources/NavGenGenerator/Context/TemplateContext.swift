import Foundation
import NavGenCore
import NavGenMustache

/// The data every template receives: a ``NavigationGraph`` turned into ready-to-print Swift
/// pieces (escaped names, string literals, signatures, argument lists), so that templates only
/// arrange text. Every key is documented in `docs/Templates.md`.
public struct TemplateContext: Sendable {
    public var graph: NavigationGraph

    public init(graph: NavigationGraph) {
        self.graph = graph
    }

    /// The context as a template value: every key.
    public var value: MustacheValue { value(lookingUp: nil) }

    /// The context as a template value, its lists limited to those that `names` holds (a list
    /// counts as named when its `has…` flag is): a template that never names `routers` does not pay
    /// for them. Nil `names` stands for every key.
    public func value(lookingUp names: Set<String>?) -> MustacheValue {
        func named(_ keys: String...) -> Bool { names.map { names in keys.contains(where: names.contains) } ?? true }
        var fields: Fields = [
            "specFile": .string(SwiftLiteral.commentLine(Self.fileName(of: graph.specFile))),
            "imports": .array(Self.imports(graph.imports).map(MustacheValue.string)),
            "access": .string(accessPrefix),
            "views": Self.list(graph.views.map(view)),
            "hasViews": .bool(!graph.views.isEmpty),
            "hasAlertScreens": .bool(graph.screens.contains { !$0.alerts.isEmpty }),
            "usesObservation": .bool(graph.observation == .observable),
            "published": .string(graph.observation == .observable ? "" : "@Published "),
            "bindingSource": .string(bindingSource),
        ]
        if named("storyboards", "hasStoryboards") {
            let storyboards = self.storyboards()
            fields["storyboards"] = Self.list(storyboards)
            fields["hasStoryboards"] = .bool(!storyboards.isEmpty)
        }
        if named("screens") {
            fields["screens"] = Self.list(graph.screens.map { screen($0) })
        }
        if named("cells", "hasCells", "cellLists") {
            let cells = graph.cells.map(cell)
            let cellLists = [(CellKind.table, "UITableView"), (.collection, "UICollectionView")].compactMap {
                kind, listType -> Fields? in
                let members = zip(graph.cells, cells).filter { $0.0.kind == kind }.map(\.1)
                guard !members.isEmpty else { return nil }
                return ["listType": .string(listType), "cells": Self.list(members)]
            }
            fields["cells"] = Self.list(cells)
            fields["hasCells"] = .bool(!cells.isEmpty)
            fields["cellLists"] = Self.list(cellLists)
        }
        let outgoing = named("navigators", "hasNavigators", "routers", "hasRouters") ? graph.transitionsBySource : []
        if named("navigators", "hasNavigators") {
            let navigators = graph.screens.indices.compactMap { navigator($0, outgoing: outgoing[$0]) }
            fields["navigators"] = Self.list(navigators)
            fields["hasNavigators"] = .bool(!navigators.isEmpty)
        }
        if named("alertScreens") {
            fields["alertScreens"] = Self.list(alertScreens)
        }
        if named("routers", "hasRouters") {
            let routers = graph.screens.indices.compactMap { router($0, outgoing: outgoing[$0]) }
            fields["routers"] = Self.list(routers)
            fields["hasRouters"] = .bool(!routers.isEmpty)
        }
        return .object(fields)
    }

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

    /// The fields of one object of the context.
    typealias Fields = [String: MustacheValue]

    /// Marks the first item of a list with `isFirst`, so templates can separate items with blank
    /// lines. The items are taken, so that each is marked in place rather than copied.
    static func list(_ items: consuming [Fields]) -> MustacheValue {
        var items = items
        for index in items.indices {
            items[index]["isFirst"] = .bool(index == 0)
        }
        return .array(items.map(MustacheValue.object))
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

    // MARK: - Storyboards

    /// Every storyboard a screen uses, in the order of first use.
    func storyboards() -> [Fields] {
        var seen: Set<String> = []
        return graph.screens.compactMap { screen -> Fields? in
            guard let storyboard = screen.storyboard, seen.insert(storyboard.name).inserted else { return nil }
            return [
                "property": .string(SwiftName.escaped(storyboard.registryName)),
                "name": .string(SwiftLiteral.string(storyboard.name)),
                "bundle": .string(Self.bundleExpression(screen.bundle)),
            ]
        }
    }

    // MARK: - Screens

    func screen(_ screen: Screen) -> Fields {
        var fields: Fields = [
            "name": .string(screen.name),
            "className": .string(SwiftName.escaped(screen.className)),
            "docLines": .array(Self.docLines(screen.summary, parameters: screen.parameters).map(MustacheValue.string)),
            "instantiateSignature": .string(
                "static func instantiate(\(screen.parameters.declarations())) -> \(SwiftName.escaped(screen.className))"),
            "instantiateBody": .array(
                Self.instantiateBody(of: screen).map(MustacheValue.string)),
        ]
        if let identifier = screen.storyboard?.identifier {
            fields["storyboardIdentifier"] = .string(SwiftLiteral.string(identifier))
        }
        return fields
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

    // MARK: - Cells and views

    func cell(_ cell: Cell) -> Fields {
        let className = SwiftName.escaped(cell.className)
        let (registerLabel, dequeueLabel) =
            cell.kind == .table ? ("forCellReuseIdentifier", "withIdentifier") : ("forCellWithReuseIdentifier", "withReuseIdentifier")
        let registered = cell.nib == nil ? "\(className).self" : "\(className).nib"
        var fields: Fields = [
            "className": .string(className),
            "identifier": .string(SwiftLiteral.string(cell.reuseIdentifier)),
            "registerCall": .string("register(\(registered), \(registerLabel): \(className).identifier)"),
            "dequeueCall": .string("dequeueReusableCell(\(dequeueLabel): \(className).identifier, for: indexPath)"),
            "dequeueFailure": .string(
                SwiftLiteral.string(
                    "The cell for reuse identifier '\(cell.reuseIdentifier)' is not of type \(cell.className)")),
        ]
        if let nib = cell.nib {
            fields["nib"] = .string(Self.nibExpression(nib, bundle: cell.bundle))
        }
        return fields
    }

    func view(_ view: NibView) -> Fields {
        [
            "className": .string(SwiftName.escaped(view.className)),
            "nibName": .string(SwiftLiteral.commentLine(view.nib)),
            "nib": .string(Self.nibExpression(view.nib, bundle: view.bundle)),
            "loadFailure": .string(
                SwiftLiteral.string("The first top-level view of nib '\(view.nib)' is not of type \(view.className)")),
        ]
    }

    static func nibExpression(_ nib: String, bundle: BundleChoice) -> String {
        "UINib(nibName: \(SwiftLiteral.string(nib)), bundle: \(bundleExpression(bundle)))"
    }

    // MARK: - Transitions

    /// The transitions that start from screen `index` (`outgoing`, in spec order), or nil when none does.
    func navigator(_ index: Int, outgoing: [Transition]) -> Fields? {
        guard !outgoing.isEmpty else { return nil }
        let methods = outgoing.filter { $0.style != .segue }.map(transition)
        let segues = outgoing.compactMap { transition -> Fields? in
            guard let segue = transition.segue else { return nil }
            return [
                "caseName": .string(SwiftName.escaped(SwiftName.lowerCamelCase(fromWords: segue))),
                "identifier": .string(SwiftLiteral.string(segue)),
            ]
        }
        return [
            "className": .string(SwiftName.escaped(graph.screens[index].className)),
            "transitions": Self.list(methods),
            "hasRoutes": .bool(!methods.isEmpty),
            "segues": Self.list(segues),
            "hasSegues": .bool(!segues.isEmpty),
        ]
    }

    func transition(_ transition: Transition) -> Fields {
        let destination = graph.screens[transition.destination]
        let parameters = destination.parameters
        let isPush = transition.style == .push
        let methodName = (isPush ? "push" : "present") + SwiftName.upperCamelCase(transition.name)
        var extra = ["animated: Bool = \(transition.isAnimated)"]
        if !isPush { extra.append("completion: (() -> Void)? = nil") }
        let caseName = SwiftName.escaped(transition.name)
        let bindings = parameters.map { "let \($0.reference)" }.joined(separator: ", ")
        var fields: Fields = [
            "name": .string(transition.name),
            "docLines": .array(Self.docLines(transition.summary).map(MustacheValue.string)),
            "methodName": .string(methodName),
            "signature": .string(
                "func \(methodName)(\(parameters.declarations(adding: extra))) -> \(SwiftName.escaped(destination.className))"),
            "instantiateCall": .string("\(SwiftName.escaped(destination.className)).instantiate(\(parameters.arguments()))"),
            "isPush": .bool(isPush),
            "caseDeclaration": .string(
                parameters.isEmpty ? caseName : "\(caseName)(\(parameters.map(\.associatedValue).joined(separator: ", ")))"),
            "casePattern": .string(
                "." + SwiftName.member(transition.name) + (parameters.isEmpty ? "" : "(\(bindings))")),
            "routeCall": .string("\(methodName)(\(parameters.arguments() + (parameters.isEmpty ? "" : ", "))animated: animated)"),
        ]
        if let style = Self.modalPresentationStyle(transition.style) {
            fields["modalPresentationStyle"] = .string(style)
        }
        return fields
    }

    /// The `UIModalPresentationStyle` a style sets; nil where UIKit's default is meant.
    static func modalPresentationStyle(_ style: TransitionStyle) -> String? {
        switch style {
        case .fullScreen, .overFullScreen, .pageSheet, .formSheet: ".\(style.rawValue)"
        case .push, .present, .segue: nil
        }
    }
}
