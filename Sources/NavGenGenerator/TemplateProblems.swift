import NavGenCore

/// What a built-in template cannot make of a graph: the SwiftUI templates have no storyboards, the
/// flag-based routers no stack to pop several screens off, and routes as values need values that
/// can be `Hashable` and `Codable`.
extension CodeGenerator {
    /// Errors where the template's output of `graph` would not compile, and a warning for each
    /// part of the spec it leaves out; none for a user's template, whose needs navgen cannot know.
    public static func problems(of graph: NavigationGraph, renderedWith template: TemplateSource) -> [Diagnostic] {
        switch template {
        case .builtin("swiftui"):
            seguesWithoutSwiftUIMeaning(in: graph, skippedBy: "swiftui") + popsWithoutSwiftUIMeaning(in: graph)
                + transitionsFromOtherModules(in: graph)
        case .builtin("swiftui-stack"):
            seguesWithoutSwiftUIMeaning(in: graph, skippedBy: "swiftui-stack") + graph.unroutableParameters
        default:
            []
        }
    }

    /// An error per output whose code uses another output's declarations that a lower access
    /// level hides from its own: the `swiftui-stack` file's `open(_:)` and `State(opening:)` take
    /// the `DeepLink` of the `deeplinks` file, and would not compile as `public` with an
    /// `internal` `DeepLink`.
    public static func problems(ofOutputs outputs: [Output], in graph: NavigationGraph) -> [Diagnostic] {
        guard graph.deepLinks != nil else { return [] }
        let access = { (output: Output) in output.accessLevel ?? graph.accessLevel }
        return outputs.filter { $0.template.value == "swiftui-stack" }.flatMap { user in
            outputs.filter { $0.template.value == "deeplinks" && !access($0).covers(access(user)) }.map { provider in
                Diagnostic.error(
                    "the swiftui-stack output '\(user.path)' is \(access(user).rawValue), but the DeepLink its router opens is declared \(access(provider).rawValue) by the deeplinks output '\(provider.path)'; give '\(provider.path)' the access level '\(access(user).rawValue)'",
                    at: SourceLocation(file: graph.specFile, position: user.template.position))
            }
        }
    }

    /// A warning per segue and unwind transition: SwiftUI has no storyboards, so the SwiftUI
    /// templates skip them (`template`, which is one of them, names itself in the message).
    private static func seguesWithoutSwiftUIMeaning(in graph: NavigationGraph, skippedBy template: String) -> [Diagnostic] {
        graph.ownCode.transitions.map { graph.transitions[$0] }.filter(\.style.isStoryboardSegue).map { transition in
            .warning(
                "the segue '\(transition.segue ?? transition.name)' of screen '\(graph.screens[transition.source].name)' has no SwiftUI equivalent; the \(template) template skips it",
                at: transition.location)
        }
    }

    /// A warning per `popToRoot` and `popTo`: the SwiftUI routers, whose flags show one screen
    /// each, have no stack path to pop, so the swiftui template skips them.
    private static func popsWithoutSwiftUIMeaning(in graph: NavigationGraph) -> [Diagnostic] {
        graph.ownCode.backTransitions.map { graph.backTransitions[$0] }.filter { !$0.kind.goesBackOneStep }.map { transition in
            .warning(
                "'\(transition.name)' of screen '\(graph.screens[transition.source].name)' pops several screens, which the SwiftUI routers cannot express yet; the swiftui template skips it",
                at: transition.location)
        }
    }

    /// A warning per transition the spec declares from a screen of a module it includes: a
    /// SwiftUI router is generated with its screen, in that module, so the swiftui template skips
    /// it; UIKit extends the other module's class instead.
    private static func transitionsFromOtherModules(in graph: NavigationGraph) -> [Diagnostic] {
        graph.ownCode.transitions.map { graph.transitions[$0] }.filter { graph.screens[$0.source].isExternal }.map { transition in
            let source = graph.screens[transition.source]
            return .warning(
                "'\(transition.name)' starts from screen '\(source.name)' of module '\(source.module ?? "")', whose SwiftUI router that module generates; the swiftui template skips it",
                at: transition.location)
        }
    }
}
