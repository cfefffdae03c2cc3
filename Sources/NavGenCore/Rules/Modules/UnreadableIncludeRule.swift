struct UnreadableIncludeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unreadable-include",
        severity: .error,
        catches: "An included file that cannot be read, or an include in a spec read from standard input.",
        illustration: "`includes: [Missing.yml]`",
        fix: "Fix the path.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let unreadableInclude = Rule(UnreadableIncludeRule.self)
}
