struct LinksWithoutHostsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "links-without-hosts",
        severity: .error,
        catches: "A screen with `links` in a spec without the top-level `links`.",
        illustration: "`links: [/post/{id}]` alone",
        fix: "Add `links: {hosts: [...]}`.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Post:
                parameters: { id: Int }
                links: ["/post/{id}"]
            transitions:
              - { from: Home, to: Post }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              Post:
                parameters: { id: Int }
                links: ["/post/{id}"]
            transitions:
              - { from: Home, to: Post }
            """,
        ])
}

extension Rule {
    public static let linksWithoutHosts = Rule(LinksWithoutHostsRule.self)
}
