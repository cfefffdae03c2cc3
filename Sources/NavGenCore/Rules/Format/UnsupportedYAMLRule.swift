struct UnsupportedYAMLRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unsupported-yaml",
        severity: .error,
        catches: "A YAML tag (`!!binary`, `!custom`) or a merge key (`<<`), which would make the text mean something other than it reads.",
        illustration: "`<<: *defaults`",
        fix: "Write the keys out.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let unsupportedYAML = Rule(UnsupportedYAMLRule.self)
}
