struct LinkValuesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-values",
        severity: .error,
        catches: "Links of one screen that carry different values.",
        illustration: "`/u/{id}` and `/u/{id}/{tab}` on one screen",
        fix: "Carry the same values in every link of a screen.",
        triggeringExamples: [userLinkedBy(#""/u/{id}", "/u/{id}/{tab}""#)],
        nonTriggeringExamples: [userLinkedBy(#""/user/{id}/{tab}", "/u/{id}/{tab}""#)])

    /// Home pushes User, which takes `id` and `tab` and is linked by `patterns`.
    private static func userLinkedBy(_ patterns: String) -> RuleExample {
        .linking("User: { parameters: { id: Int, tab: String }, links: [\(patterns)] }", transitions: "{ from: Home, to: User }")
    }
}

extension Rule {
    public static let linkValues = Rule(LinkValuesRule.self)
}
