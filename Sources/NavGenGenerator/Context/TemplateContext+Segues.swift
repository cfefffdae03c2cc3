import NavGenCore
import NavGenMustache

/// The parts of the context for storyboard segues that carry the destination's parameters, and for
/// the actions unwind segues go back to: members of the classes Interface Builder connects to.
extension TemplateContext {
    /// The screens that perform segues carrying data, or that unwind segues go back to, each with
    /// those unwinds, found in one pass over the transitions; nil when there are none.
    var segueScreenList: MustacheValue? {
        var unwinds = [[Int]](repeating: [], count: graph.screens.count)
        var performsDataSegues = [Bool](repeating: false, count: graph.screens.count)
        for index in own.transitions {
            let transition = graph.transitions[index]
            if transition.style == .unwind {
                unwinds[transition.destination].append(index)
            } else if graph.segueDelivery(of: transition) != nil {
                performsDataSegues[transition.source] = true
            }
        }
        let screens = own.screens.filter { performsDataSegues[$0] || !unwinds[$0].isEmpty }
        guard !screens.isEmpty else { return nil }
        let (context, unwindsByScreen) = (self, unwinds)
        return .list(ContextList(screens) { SegueScreenObject(context: context, screen: $0, unwinds: unwindsByScreen[$0], isFirst: $1) })
    }

    /// The segues that start from screen `screen` and carry its destination's parameters.
    func dataSegues(of screen: Int) -> [Int] {
        tables.own.transitionsFrom[screen].filter { graph.segueDelivery(of: graph.transitions[$0]) != nil }
    }
}

/// A screen's members for segues: the perform methods, arguments, segue actions and `prepare`
/// hook of the segues that carry data from it, and the action unwind segues back to it call.
struct SegueScreenObject: ContextObject {
    let context: TemplateContext
    let screen: Int
    /// The unwind transitions back to the screen, in the order of the spec.
    let unwinds: [Int]
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case className, dataSegues, hasDataSegues, preparedSegues, hasPrepareHook, unwindAction, unwindDocLines, isFirst
    }
    static let keys = KeyTable<Key>()

    func value(for key: Key) -> MustacheValue? {
        let context = context
        let graph = context.graph
        let screen = graph.screens[self.screen]
        switch key {
        case .className: return .string(SwiftName.escaped(screen.className))
        case .dataSegues:
            return .list(ContextList(context.dataSegues(of: self.screen)) { DataSegueObject(context: context, index: $0, isFirst: $1) })
        case .hasDataSegues: return .bool(!context.dataSegues(of: self.screen).isEmpty)
        case .preparedSegues:
            return .list(ContextList(preparedSegues) { DataSegueObject(context: context, index: $0, isFirst: $1) })
        case .hasPrepareHook: return .bool(!preparedSegues.isEmpty)
        case .unwindAction:
            guard !unwinds.isEmpty else { return nil }
            return .string(screen.unwindActionName)
        case .unwindDocLines:
            let segues = unwinds.map { index in
                let unwind = graph.transitions[index]
                return "`\(SwiftLiteral.commentLine(unwind.segue ?? ""))` of \(graph.screens[unwind.source].name)"
            }
            return TemplateContext.lines([
                "/// Where unwind segues come back to this screen; connect each to it through the Exit of its",
                "/// scene in Interface Builder: \(segues.joined(separator: ", ")).",
            ])
        case .isFirst: return .bool(isFirst)
        }
    }

    private var preparedSegues: [Int] {
        context.dataSegues(of: screen).filter { context.graph.segueDelivery(of: context.graph.transitions[$0]) == .prepare }
    }
}

/// A segue that carries its destination's parameters.
struct DataSegueObject: WritingObject {
    let context: TemplateContext
    let index: Int
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case identifier, segueName, argumentsType, properties, performSignature, argumentsCall
        case segueAction, segueActionSignature, creation, hasPrepare, prepareLines, isFirst
    }
    static let keys = KeyTable<Key>()

    enum TextKey { case performSignature, argumentsCall, segueActionSignature, creation }

    func value(for key: Key) -> MustacheValue? {
        let transition = transition
        let segue = transition.segue ?? ""
        switch key {
        case .identifier: return .string(SwiftLiteral.string(segue))
        case .segueName: return .string(SwiftLiteral.commentLine(segue))
        case .argumentsType: return .string(argumentsType)
        case .properties: return TemplateContext.lines(parameters.map { "\($0.reference): \($0.type)" })
        case .performSignature: return text(.performSignature)
        case .argumentsCall: return text(.argumentsCall)
        case .segueAction:
            guard case .segueAction(let name) = delivery else { return nil }
            return .string(name)
        // The members of one way of delivery are missing for the other.
        case .segueActionSignature:
            guard case .segueAction = delivery else { return nil }
            return text(.segueActionSignature)
        case .creation:
            guard case .segueAction = delivery else { return nil }
            return text(.creation)
        case .hasPrepare: return .bool(delivery == .prepare)
        case .prepareLines:
            guard delivery == .prepare else { return nil }
            return TemplateContext.lines(prepareLines)
        case .isFirst: return .bool(isFirst)
        }
    }

    func write(_ key: TextKey, to output: inout TextOutput) {
        switch key {
        case .performSignature:
            output.write("func perform")
            output.write(stem)
            output.write("(")
            parameters.writeDeclarations(to: &output)
            output.write(", sender: Any? = nil)")
        case .argumentsCall:
            output.write(argumentsType)
            output.write("(")
            parameters.writeArguments(to: &output)
            output.write(", sender: sender)")
        case .segueActionSignature:
            guard case .segueAction(let name) = delivery else { return }
            output.write("func ")
            output.write(name)
            output.write("(_ coder: NSCoder, sender: Any?) -> ")
            output.write(SwiftName.escaped(destination.className))
            output.write("?")
        case .creation:
            output.write(SwiftName.escaped(destination.className))
            output.write("(coder: coder")
            for parameter in parameters {
                output.write(", ")
                output.write(parameter.label)
                output.write(": arguments.")
                output.write(SwiftName.member(parameter.name))
            }
            output.write(")")
        }
    }

    /// The body of the arguments' `prepare(_:)`, where the parameters are the arguments' own
    /// properties: the destination cast to its class, its properties set, and those of the screens
    /// the storyboard created inside it, as a storyboard container's factory sets them.
    private var prepareLines: [String] {
        let failure = SwiftLiteral.string("The destination of segue '\(transition.segue ?? "")' is not of type \(destination.className)")
        let children = destination.container == nil ? [] : context.storyboardChildStatements(of: transition.destination)
        return ["guard let viewController = segue.destination as? \(SwiftName.escaped(destination.className)) else {", "    fatalError(\(failure))", "}"]
            + TemplateContext.propertyAssignments(of: destination, to: "viewController") + children
    }

    /// `ShowMessageSegue`: the type of the arguments of segue `showMessage`.
    private var argumentsType: String { stem + "Segue" }
    private var stem: String { transition.segueStem ?? "" }
    private var delivery: SegueDelivery? { context.graph.segueDelivery(of: transition) }
    private var parameters: [Parameter] { context.tables.graph.factoryParameters(ofScreenAt: transition.destination) }
    private var transition: Transition { context.tables.graph.transitions[index] }
    private var destination: Screen { context.tables.graph.screens[transition.destination] }
}
