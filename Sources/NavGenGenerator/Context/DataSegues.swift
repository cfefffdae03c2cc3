// The context's section `segueScreens[].dataSegues[]` (and `preparedSegues[]`) (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// A segue that carries its destination's parameters.
struct DataSegueObject: WritingObject {
    let context: TemplateContext
    let index: TransitionIndex
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
