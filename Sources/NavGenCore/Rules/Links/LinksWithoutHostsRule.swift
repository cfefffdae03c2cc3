struct LinksWithoutHostsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "links-without-hosts",
        severity: .error,
        catches: "A screen with `links` in a spec without the top-level `links`.",
        illustration: "`links: [/post/{id}]` alone",
        fix: "Add `links: {hosts: [...]}`.",
        triggeringExamples: [
            .spec(screens: "Home: { entry: true, inNavigation: true }", linkedPost, transitions: "{ from: Home, to: Post }"),
        ],
        nonTriggeringExamples: [.linking(linkedPost, transitions: "{ from: Home, to: Post }")])

    /// A screen with a link.
    private static let linkedPost = #"Post: { parameters: { id: Int }, links: ["/post/{id}"] }"#
}

extension Rule {
    public static let linksWithoutHosts = Rule(LinksWithoutHostsRule.self)
}
