struct LinksWithoutHostsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "links-without-hosts",
        severity: .error,
        catches: "A screen with `links` in a spec without the top-level `links`.",
        illustration: "`links: [/post/{id}]` alone",
        fix: "Add `links: {hosts: [...]}`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let linksWithoutHosts = Rule(LinksWithoutHostsRule.self)
}
