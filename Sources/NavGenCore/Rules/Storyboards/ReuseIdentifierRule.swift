struct ReuseIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "reuse-identifier",
        severity: .error,
        command: .verify,
        catches: "A cell whose xib or prototype has another reuse identifier than the spec's, or whose table or collection view has a prototype of another class with that identifier.",
        fix: "Give the cell the spec's identifier, and each prototype of a view its own.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let reuseIdentifier = Rule(ReuseIdentifierRule.self)
}
