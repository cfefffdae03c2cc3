struct MissingSegueRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-segue",
        severity: .error,
        command: .verify,
        catches: "A transition of style `segue`, `embed` or `unwind` whose source's scene has no segue of its identifier (with the closest), or, for one without identifier, no segue of its kind without identifier to a scene of the destination's class.",
        fix: "Give the segue its identifier in the attributes inspector.",
        triggeringExamples: [
            // A segue without identifier.
            homeShowsDetail(bySegue: "showDetail", homeSegues: [.segue("show", to: "b")]),
            // No segue at all.
            homeShowsDetail(bySegue: "false", homeSegues: []),
        ],
        nonTriggeringExamples: [
            homeShowsDetail(bySegue: "showDetail", homeSegues: [.segue("show", to: "b", identifier: "showDetail")]),
        ])

    /// The transition from Home to Detail by the segue `segue`, where Home's scene (`a`) has the
    /// segues `homeSegues`, and Detail's is `b`.
    private static func homeShowsDetail(bySegue segue: String, homeSegues: [ExampleElement]) -> RuleExample {
        .home(
            and: "Detail", by: "style: segue, segue: \(segue)",
            in: ExampleStoryboard(
                .viewController(id: "a", storyboardID: "Home", class: "HomeViewController", segues: homeSegues),
                .viewController(id: "b", storyboardID: "Detail", class: "DetailViewController")))
    }
}

extension Rule {
    public static let missingSegue = Rule(MissingSegueRule.self)
}
