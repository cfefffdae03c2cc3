struct UnreadableIncludeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unreadable-include",
        severity: .error,
        catches: "An included file that cannot be read, or an include in a spec read from standard input.",
        illustration: "`includes: [Missing.yml]`",
        fix: "Fix the path.",
        triggeringExamples: [
            .app(pushing: "Feed.Posts", modules: ["Feeds/navigation.yml": RuleExample.feedModule], including: ["Feed/navigation.yml"]),
        ],
        nonTriggeringExamples: [.app(pushing: "Feed.Posts", modules: ["Feed/navigation.yml": RuleExample.feedModule])])
}

extension Rule {
    public static let unreadableInclude = Rule(UnreadableIncludeRule.self)
}
