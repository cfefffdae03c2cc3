struct IncludeCycleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "include-cycle",
        severity: .error,
        catches: "Specs that include each other; the cycle is named at the include that closes it.",
        illustration: "`A.yml` includes `B.yml`, which includes `A.yml`",
        fix: "Include in one direction.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let includeCycle = Rule(IncludeCycleRule.self)
}
