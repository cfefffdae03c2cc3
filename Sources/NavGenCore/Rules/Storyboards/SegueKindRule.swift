struct SegueKindRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "segue-kind",
        severity: .error,
        command: .verify,
        catches: "An embed segue named by a transition of `style: segue`, another segue by `style: embed`, a segue that is not an unwind segue by `style: unwind`.",
        fix: "Fix the transition's style, or the segue.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let segueKind = Rule(SegueKindRule.self)
}
