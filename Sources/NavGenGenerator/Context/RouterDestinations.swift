// The context's section `routers[].destinations[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

extension TemplateContext {
    /// The view modifier that shows a destination the way the transition's style asks.
    static func swiftUIModifier(_ style: TransitionStyle) -> String {
        switch style {
        case .push, .segue, .unwind, .embed, .dismiss, .pop, .popToRoot, .popTo: "navigationDestination"
        case .present, .pageSheet, .formSheet: "sheet"
        case .fullScreen, .overFullScreen: "fullScreenCover"
        case .popover: "popover"
        }
    }
}

/// A transition as a SwiftUI router's destination.
struct DestinationObject: WritingObject {
    let context: TemplateContext
    let index: TransitionIndex
    let isFirst: Bool

    enum Key: String, CaseIterable {
        case flag, activated, viewType, activateSignature, activateRequirement, construction, modifier, content, isFirst
        case presentationModifiers, hasPresentationModifiers, docLines, methodSignature, activateCall
    }
    static let keys = KeyTable<Key>()

    /// The names made of the transition's and the code made of them, each printed several times.
    enum TextKey { case flag, activated, activateSignature, activateRequirement, construction, content, methodSignature, activateCall }

    func value(for key: Key) -> MustacheValue? {
        switch key {
        case .flag: text(.flag)
        case .activated: text(.activated)
        case .viewType: .string(SwiftName.escaped(destination.viewType))
        case .activateSignature: text(.activateSignature)
        case .activateRequirement: text(.activateRequirement)
        case .construction: text(.construction)
        case .modifier: .string(TemplateContext.swiftUIModifier(transition.style))
        case .content: text(.content)
        case .isFirst: .bool(isFirst)
        case .presentationModifiers: presentationModifiers.isEmpty ? MustacheValue?.none : TemplateContext.lines(presentationModifiers)
        case .hasPresentationModifiers: TemplateContext.trueOrMissing(!presentationModifiers.isEmpty)
        // Missing without a summary, so that the contexts of specs without them stay as they were.
        case .docLines: TemplateContext.linesOrMissing(TemplateContext.docLines(transition.summary))
        case .methodSignature: text(.methodSignature)
        case .activateCall: text(.activateCall)
        }
    }

    func write(_ key: TextKey, to output: inout TextOutput) {
        let name = context.tables.stems[index]
        switch key {
        case .flag:
            output.write("is")
            output.write(name)
            output.write("Activated")
        case .activated:
            output.write("activated")
            output.write(name)
        case .activateSignature, .activateRequirement:
            output.write("func activate")
            output.write(name)
            output.write("(")
            if key == .activateSignature {
                destination.parameters.writeDeclarations(to: &output)
            } else {
                destination.parameters.writeRequirements(to: &output)
            }
            output.write(")")
        case .construction:
            output.write(SwiftName.escaped(destination.viewType))
            output.write("(")
            destination.parameters.writeArguments(to: &output)
            output.write(")")
        // The transition's method in every template (docs/SwiftUI.md, "One vocabulary").
        case .methodSignature:
            output.write("func ")
            output.write(TransitionObject.methodName(of: transition, stem: name))
            output.write("(")
            destination.parameters.writeDeclarations(to: &output)
            output.write(")")
        case .activateCall:
            output.write("activate")
            output.write(name)
            output.write("(")
            destination.parameters.writeArguments(to: &output)
            output.write(")")
        // A flow with a stack of its own, as `embed: navigation` presents it in UIKit.
        case .content:
            let embeds = transition.embedding == .navigation
            output.write(embeds ? "NavigationStack { router.activated" : "router.activated")
            output.write(name)
            if embeds { output.write(" }") }
        }
    }

    private var transition: Transition { context.tables.graph.transitions[index] }
    private var destination: Screen { context.tables.graph.screens[transition.destination] }
    private var presentationModifiers: [String] { TemplateContext.swiftUIPresentationModifiers(transition.presentation) }
}
