struct ScreenNotPublicRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "screen-not-public",
        severity: .error,
        catches: "A screen of another module that is not `public`.",
        illustration: "`to: Feed.Post` with `Post` internal",
        fix: "Add `public: true` to it.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let screenNotPublic = Rule(ScreenNotPublicRule.self)
}
