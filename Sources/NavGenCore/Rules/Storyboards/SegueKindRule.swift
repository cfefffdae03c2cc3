struct SegueKindRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "segue-kind",
        severity: .error,
        command: .verify,
        catches: "An embed segue named by a transition of `style: segue`, another segue by `style: embed`, a segue that is not an unwind segue by `style: unwind`.",
        fix: "Fix the transition's style, or the segue.",
        triggeringExamples: [
            embedSummary(style: "segue"),
            // A show segue back, not an unwind segue.
            .detailUnwindsToHome(by: .segue("show", to: "a", identifier: "backHome")),
        ],
        nonTriggeringExamples: [
            embedSummary(style: "embed"),
            .detailUnwindsToHome(by: .segue("unwind", to: nil, identifier: "backHome", action: "unwindToHome:")),
        ])

    /// The transition of `style` from Home to Summary by embedSummary, the embed segue of Home's
    /// container view.
    private static func embedSummary(style: String) -> RuleExample {
        let containerView = ExampleElement.containerView(id: "v", segues: [.segue("embed", to: "b", identifier: "embedSummary")])
        return RuleExample(
            """
            version: 1
            screens:
              Home: { entry: true, storyboard: Main, identifier: Home }
              Summary: { storyboard: Main, identifier: false }
            transitions:
              - { from: Home, to: Summary, style: \(style), segue: embedSummary }
            """,
            mainStoryboard: ExampleStoryboard(
                .viewController(id: "a", storyboardID: "Home", class: "HomeViewController", views: [containerView]),
                .viewController(id: "b", class: "SummaryViewController")))
    }
}

extension Rule {
    public static let segueKind = Rule(SegueKindRule.self)
}
