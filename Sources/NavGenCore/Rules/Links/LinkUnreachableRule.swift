struct LinkUnreachableRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-unreachable",
        severity: .error,
        catches: "A linked screen that no path leads to from an entry screen, through pushes, presentations and the tabs and columns of the entry screens' containers, so no back stack can be built.",
        illustration: "a link to a screen only a segue shows",
        fix: "Add the path, or mark a screen `entry`.",
        triggeringExamples: [
            .linking("Settings: { links: [/settings] }", transitions: "{ from: Home, to: Settings, style: segue, segue: showSettings }"),
        ],
        nonTriggeringExamples: [.linking("Settings: { links: [/settings] }", transitions: "{ from: Home, to: Settings }")])
}

extension Rule {
    public static let linkUnreachable = Rule(LinkUnreachableRule.self)
}
