struct SegueDataRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "segue-data",
        severity: .error,
        catches: "A segue that carries data from a screen of a framework's or shared class (which has no members to hand it over), or into a container that takes its own parameters in its initializer; a segue without identifier into a screen that takes its parameters in its initializer.",
        illustration: "a segue from `UIViewController` to a screen with parameters",
        fix: "Give the source a class of its own.",
        triggeringExamples: [
            message(from: "{ entry: true, class: UITableViewController }", segue: "showMessage"),
            message(from: "{ entry: true }", segue: "false"),
        ],
        nonTriggeringExamples: [
            message(from: "{ entry: true, class: InboxViewController }", segue: "showMessage"),
            message(from: "{ entry: true }", segue: "showMessage"),
        ])

    /// The screen `inbox`, whose segue `segue` shows Message, which takes a parameter.
    private static func message(from inbox: String, segue: String) -> RuleExample {
        .spec(
            screens: "Inbox: \(inbox)", "Message: { parameters: { messageID: String } }",
            transitions: "{ from: Inbox, to: Message, style: segue, segue: \(segue) }")
    }
}

extension Rule {
    public static let segueData = Rule(SegueDataRule.self)
}

extension SegueDataRule: SpecRule {
    /// A segue into a screen that takes parameters hands them over through members of the
    /// source's class (a segue action, a `prepare` hook), so the class must be the source's own;
    /// and only where the storyboard lets code give them: a segue without identifier, an embed
    /// segue and a segue into a container hand nothing to an initializer.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let screens = spec.screens
        for (declaration, index) in spec.forwardTransitions {
            let transition = spec.transitions[index]
            let (written, destination) = (spec.spec.transitions[declaration], screens[transition.destination])
            let hasParameters = { !FactoryParameters.all(of: transition.destination, in: screens).isEmpty }
            switch (transition.style, written.segueIdentifier) {
            case (.embed, _):
                // The storyboard creates the child with init?(coder:) as it loads the parent's
                // view, and only prepare(for:sender:) of the parent sees it before it loads.
                guard destination.injection == .initializer, hasParameters() else { continue }
                report(
                    "an embed segue cannot give '\(destination.name)' its parameters: the storyboard creates the child with init?(coder:) as it loads the parent's view; give '\(destination.name)' 'injection: property' and set them in the parent's prepare(for:sender:)",
                    at: written.style?.position ?? written.position)
            case (.segue, nil):
                // One that takes them as properties may get them in the source's own prepare(for:sender:).
                guard let segue = written.segue, destination.storyboard != nil, destination.injection == .initializer, hasParameters()
                else { continue }
                report(
                    "a segue without identifier cannot give '\(destination.name)' its parameters: the storyboard creates it with init?(coder:); give the segue an identifier, for which navgen generates the segue action that passes them",
                    at: segue.position)
            case (.segue, let identifier?):
                guard destination.storyboard != nil, hasParameters() else { continue }
                if let why = spec.whyClassIsNotTheScreensOwn(of: transition.source) {
                    let source = screens[transition.source]
                    report(
                        "segue '\(identifier.value)' hands '\(destination.name)' its parameters through members of the class of '\(source.name)', but '\(source.className)' is \(why); give '\(source.name)' a class of its own",
                        at: identifier.position)
                }
                // A storyboard's container holding a screen that takes its parameters in its
                // initializer is container-child-source's; the container's own go to properties
                // too, since the segue hands them over in prepare(for:sender:).
                if let kind = destination.container?.kind, destination.injection == .initializer, !destination.parameters.isEmpty {
                    report(
                        "segue '\(identifier.value)' cannot give \(kind.noun) '\(destination.name)' its parameters through its initializer: a segue hands the parameters of a container over in prepare(for:sender:), to properties; give '\(destination.name)' 'injection: property'",
                        at: identifier.position)
                }
            default:
                continue
            }
        }
    }
}
