// The context's section `navigators[].transitions[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

/// A transition as a UIKit method.
struct TransitionObject: WritingObject {
    let context: TemplateContext
    let index: TransitionIndex
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

    private func writeMethodName(to output: inout TextOutput) {
        output.write(Self.methodName(of: transition, stem: context.tables.stems[index]))
    }

    /// `push` or `present`, then `stem`, the transition's name in UpperCamelCase, made once for the
    /// graph: the name of the transition's method in every template (docs/SwiftUI.md, "One
    /// vocabulary").
    static func methodName(of transition: Transition, stem: String) -> String {
        (transition.style == .push ? "push" : "present") + stem
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
