// The context's section `navigators[].backTransitions[]` (docs/Templates.md, "The context"): its keys and how each is built.

import NavGenCore
import NavGenMustache

extension TemplateContext {
    /// The transitions that go back from screen `screen`, as UIKit methods; missing where there
    /// are none, so that the context of specs without them stays as it was.
    func backTransitions(of screen: ScreenIndex) -> MustacheValue? {
        guard !tables.own.backTransitionsFrom[screen].isEmpty else { return nil }
        let opensExtension = methods(of: screen).isEmpty
        return .list(
            ContextList(tables.own.backTransitionsFrom[screen]) { [self] in
                BackTransitionObject(context: self, index: $0, isFirst: $1, opensExtension: opensExtension && $1)
            })
    }
}

/// A transition that goes back, as a UIKit method and a case of the screen's `Route`.
struct BackTransitionObject: WritingObject {
    let context: TemplateContext
    let index: BackTransitionIndex
    let isFirst: Bool
    /// Whether it is the first member of its screen's extension, with no blank line before it.
    let opensExtension: Bool

    enum Key: String, CaseIterable {
        case name, docLines, signature, isDismiss, isPop, isPopToRoot, popToClass, viewController, caseName, casePattern
        case routeCall, opensExtension, isFirst
    }
    static let keys = KeyTable<Key>()

    enum TextKey { case signature, routeCall }

    func value(for key: Key) -> MustacheValue? {
        switch key {
        case .name: return .string(transition.name)
        case .docLines: return TemplateContext.lines(TemplateContext.docLines(transition.summary ?? defaultSummary))
        case .signature: return text(.signature)
        case .isDismiss: return .bool(transition.kind == .dismiss)
        case .isPop: return .bool(transition.kind == .pop)
        case .isPopToRoot: return .bool(transition.kind == .popToRoot)
        case .popToClass: return destination.map { .string(SwiftName.escaped($0.className)) }
        case .viewController: return .string(member.isStatic ? "source" : "self")
        case .caseName: return .string(SwiftName.escaped(transition.name))
        case .casePattern: return .string("." + SwiftName.member(transition.name))
        case .routeCall: return text(.routeCall)
        case .opensExtension: return .bool(opensExtension)
        case .isFirst: return .bool(isFirst)
        }
    }

    func write(_ key: TextKey, to output: inout TextOutput) {
        let member = member
        switch key {
        case .signature:
            output.write(member.staticPrefix)
            output.write("func ")
            output.write(SwiftName.escaped(transition.name))
            output.write("(")
            for source in member.source {
                output.write(source)
                output.write(", ")
            }
            output.write(transition.isAnimated ? "animated: Bool = true" : "animated: Bool = false")
            if transition.kind == .dismiss { output.write(", completion: (() -> Void)? = nil") }
            output.write(")")
            if let destination {
                output.write(" -> ")
                output.write(SwiftName.escaped(destination.className))
                output.write("?")
            }
        case .routeCall:
            output.write(SwiftName.escaped(transition.name))
            output.write(member.isStatic ? "(from: source, animated: animated)" : "(animated: animated)")
        }
    }

    /// A `popTo` says what it answers, which its name does not.
    private var defaultSummary: String? {
        guard let destination else { return nil }
        return "Goes back to the nearest \(destination.name) below on the navigation stack; nil when there is none."
    }

    private var member: MemberForm { context.memberForm(ofScreenAt: transition.source) }
    // Read from the graph where a key needs it, as TransitionObject does.
    private var transition: BackTransition { context.tables.graph.backTransitions[index] }
    private var destination: Screen? { transition.destination.map { context.tables.graph.screens[$0] } }
}
