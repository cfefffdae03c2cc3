struct MissingSegueRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-segue",
        severity: .error,
        command: .verify,
        catches: "A transition of style `segue`, `embed` or `unwind` whose source's scene has no segue of its identifier (with the closest), or, for one without identifier, no segue of its kind without identifier to a scene of the destination's class.",
        fix: "Give the segue its identifier in the attributes inspector.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let missingSegue = Rule(MissingSegueRule.self)
}
