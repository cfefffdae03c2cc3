struct ScreenNotPublicRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "screen-not-public",
        severity: .error,
        catches: "A screen of another module that is not `public`.",
        illustration: "`to: Feed.Post` with `Post` internal",
        fix: "Add `public: true` to it.",
        triggeringExamples: [feedDeclaring("Posts: { source: code }")],
        nonTriggeringExamples: [feedDeclaring("Posts: { source: code, public: true }")])

    /// An app that pushes Posts of the module Feed, whose spec declares it as `posts`.
    private static func feedDeclaring(_ posts: String) -> RuleExample {
        .app(pushing: "Feed.Posts", modules: ["Feed/navigation.yml": RuleExample.moduleSpec("Feed", screen: posts)])
    }
}

extension Rule {
    public static let screenNotPublic = Rule(ScreenNotPublicRule.self)
}
