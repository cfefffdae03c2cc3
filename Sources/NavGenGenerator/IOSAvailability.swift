import NavGenCore

/// The APIs of the generated code that need more than the oldest iOS navgen supports, each with
/// the release that brought it: the one table of them, which docs/SwiftUI.md shows under "The iOS
/// versions" (a test holds the two equal). `defaults.deploymentTarget` goes through it both ways:
/// it chooses an API that a newer release replaces (``tab``), and an API the spec's choices ask
/// for that is newer than the target is an error (`newer-than-target`).
public enum IOSAvailability {
    /// An API some built-in templates write, when the spec asks for it.
    public struct API: Sendable {
        /// The API as the docs name it: `` `NavigationStack(path:root:)` ``.
        public let name: String
        /// The oldest iOS that has it.
        public let minimum: IOSVersion
        /// The built-in templates that write it.
        public let templates: [TemplateKind]
        /// When they write it, as the docs say.
        public let condition: String
        /// What of the spec makes the templates write it, the first such part: nil where nothing
        /// does, and where the deployment target chooses the API rather than the spec.
        let use: (@Sendable (NavigationGraph, OwnCode) -> Use?)?
    }

    /// A part of the spec that makes a template write an API.
    struct Use {
        /// The part, for a message: `the split view 'Account'`.
        let description: String
        /// Where the spec writes it, when it has a place there.
        let location: SourceLocation?
    }

    /// SwiftUI's `Tab`, which a `swiftui-stack` tab bar is made of from iOS 18.
    public static let tab = API(
        name: "`Tab(value:content:label:)` in `TabView(selection:content:)`", minimum: IOSVersion(major: 18),
        templates: [.swiftuiStack],
        condition: "A tab bar, when the deployment target is iOS 18 or later; below it, and without one, `tabItem(_:)` and `tag(_:)`, which serve from iOS 13.",
        use: nil)

    /// The table, in the order of the docs: oldest first, and in a release, SwiftUI's before UIKit's.
    public static let apis: [API] = [
        API(
            name: "`fullScreenCover(isPresented:onDismiss:content:)`, `fullScreenCover(item:onDismiss:content:)`",
            minimum: IOSVersion(major: 14), templates: [.swiftui, .swiftuiStack],
            condition: "A transition of style `fullScreen` or `overFullScreen`.",
            use: { graph, own in
                firstTransition(in: graph, own, "the full-screen transition") { $0.style == .fullScreen || $0.style == .overFullScreen }
            }),
        API(
            name: "`interactiveDismissDisabled(_:)`", minimum: IOSVersion(major: 15), templates: [.swiftui, .swiftuiStack],
            condition: "A sheet with `modalInPresentation: true`.",
            use: { graph, own in
                firstTransition(in: graph, own, "the sheet with 'modalInPresentation'") {
                    $0.style.presentsASheet && $0.presentation.isModalInPresentation
                }
            }),
        API(
            name: "`sheetPresentationController`, its `detents` and `prefersGrabberVisible`", minimum: IOSVersion(major: 15),
            templates: [.uikit], condition: "A sheet with `detents` or `grabber: true`.",
            use: { graph, own in firstTransition(in: graph, own, "the sheet with 'detents' or 'grabber'", where: hasSheetDetails) }),
        API(
            name: "`NavigationStack(path:root:)`, `navigationDestination(for:destination:)`", minimum: IOSVersion(major: 16),
            templates: [.swiftuiStack], condition: "Always: the router's stacks.",
            use: { _, _ in Use(description: "its stacks", location: nil) }),
        API(
            name: "`navigationDestination(isPresented:destination:)`", minimum: IOSVersion(major: 16), templates: [.swiftui],
            condition: "A push.",
            use: { graph, own in firstTransition(in: graph, own, "the push") { $0.style == .push } }),
        API(
            name: "`presentationDetents(_:)`, `presentationDragIndicator(_:)`", minimum: IOSVersion(major: 16),
            templates: [.swiftui, .swiftuiStack], condition: "A sheet with `detents` or `grabber: true`.",
            use: { graph, own in firstTransition(in: graph, own, "the sheet with 'detents' or 'grabber'", where: hasSheetDetails) }),
        API(
            name: "`UISheetPresentationController.Detent.custom(identifier:resolver:)`", minimum: IOSVersion(major: 16),
            templates: [.uikit], condition: "A sheet with a detent of a height in points (`detents: [320]`).",
            use: { graph, own in
                firstTransition(in: graph, own, "the sheet with a detent of a height in points") { transition in
                    transition.style.presentsASheet && transition.presentation.detents.contains { if case .custom = $0 { true } else { false } }
                }
            }),
        API(
            name: "`@Observable`, `Bindable`", minimum: IOSVersion(major: 17), templates: [.swiftui, .swiftuiStack],
            condition: "`observation: observable`.", use: { graph, _ in observableUse(graph) }),
        API(
            name: "`environment(_:)` with an `Observable` object", minimum: IOSVersion(major: 17), templates: [.swiftuiStack],
            condition: "`observation: observable`.", use: { graph, _ in observableUse(graph) }),
        API(
            name: "`onChange(of:initial:_:)`", minimum: IOSVersion(major: 17), templates: [.swiftui],
            condition: "A `dismiss` or `pop` that a router asks its view for.",
            use: { graph, _ in
                let context = TemplateContext(graph: graph)
                return context.routerScreens.lazy.compactMap { context.dismissRequests(of: $0).first }.first.map {
                    Use(description: graph.backTransitions[$0].kind == .dismiss ? "the dismiss" : "the pop", location: graph.backTransitions[$0].location)
                }
            }),
        API(
            name: "`NavigationSplitView(preferredCompactColumn:sidebar:detail:)`, `NavigationSplitViewColumn`",
            minimum: IOSVersion(major: 17), templates: [.swiftuiStack],
            condition: "A split view that the app starts with, or that a tab or column of one is.",
            use: { graph, own in
                StackContainers.screens(of: graph, among: own.screens).first { graph.screens[$0].container?.kind == .split }.map {
                    Use(description: "the split view '\(graph.screens[$0].name)'", location: graph.screens[$0].location)
                }
            }),
        tab,
    ]

    /// An error per API that a file of `template` would write and that is newer than the spec's
    /// deployment target: at the target, with a note at the part of the spec that asks for it.
    static func problems(of graph: NavigationGraph, _ own: OwnCode, renderedWithBuiltin template: TemplateKind) -> [Diagnostic] {
        guard let target = graph.deploymentTarget else { return [] }
        let tooNew = apis.filter { target.value < $0.minimum && $0.templates.contains(template) }.compactMap { api in
            api.use?(graph, own).map { (api: api, use: $0) }
        }
        // One error per choice of the spec, which may bring several APIs (`observation:
        // observable` brings `@Observable` and `environment(_:)`): one fix answers them all.
        var choices: [String] = []
        var byChoice: [String: [(api: API, use: Use)]] = [:]
        for found in tooNew {
            if byChoice[found.use.description] == nil { choices.append(found.use.description) }
            byChoice[found.use.description, default: []].append(found)
        }
        return choices.compactMap { choice in
            guard let found = byChoice[choice], let use = found.first?.use,
                let minimum = found.map(\.api.minimum).max()
            else { return nil }
            let names = found.map(\.api.name).joined(separator: " and ")
            let notes = use.location.map { [Diagnostic.Note("\(choice) is here", at: $0)] } ?? []
            return graph.diagnostic(
                .newerThanTarget,
                "the \(template) template writes \(names) for \(choice), which needs iOS \(minimum), newer than the deployment target, iOS \(target.value)",
                at: SourceLocation(file: graph.specFile, position: target.position), notes: notes)
        }
    }

    /// Whether the file uses `api` rather than what serves below its release, as the deployment
    /// target says: never without one.
    static func uses(_ api: API, in graph: NavigationGraph) -> Bool {
        graph.deploymentTarget.map { $0.value >= api.minimum } ?? false
    }

    /// The first of the spec's own transitions that `matches`, as `description`.
    private static func firstTransition(
        in graph: NavigationGraph, _ own: OwnCode, _ description: String, where matches: (Transition) -> Bool
    ) -> Use? {
        own.transitions.first { matches(graph.transitions[$0]) }.map {
            Use(description: description, location: graph.transitions[$0].location)
        }
    }

    /// `observation: observable`.
    private static func observableUse(_ graph: NavigationGraph) -> Use? {
        guard graph.observation == .observable else { return nil }
        let location = graph.observationPosition.map { SourceLocation(file: graph.specFile, position: $0) }
        return Use(description: "'observation: observable'", location: location)
    }

    /// Whether a transition presents a sheet with details the system's default sheet lacks.
    private static func hasSheetDetails(_ transition: Transition) -> Bool {
        transition.style.presentsASheet && (!transition.presentation.detents.isEmpty || transition.presentation.showsGrabber)
    }
}
