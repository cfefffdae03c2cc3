struct AmbiguousLinksRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "ambiguous-links",
        severity: .error,
        catches: "Two patterns with the same path shape (the same literal segments, and placeholders in the same places).",
        illustration: "`/u/{id}` and `/u/{name}`",
        fix: "Change a literal segment of one.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let ambiguousLinks = Rule(AmbiguousLinksRule.self)
}
