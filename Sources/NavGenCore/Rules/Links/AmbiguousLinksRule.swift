struct AmbiguousLinksRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "ambiguous-links",
        severity: .error,
        catches: "Two patterns with the same path shape (the same literal segments, and placeholders in the same places).",
        illustration: "`/u/{id}` and `/u/{name}`",
        fix: "Change a literal segment of one.",
        triggeringExamples: [
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              User:
                parameters: { id: Int }
                links: ["/u/{id}"]
              Team:
                parameters: { name: String }
                links: ["/u/{name}"]
            transitions:
              - { from: Home, to: User }
              - { from: Home, to: Team }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              User:
                parameters: { id: Int }
                links: ["/u/{id}"]
              Team:
                parameters: { name: String }
                links: ["/t/{name}"]
            transitions:
              - { from: Home, to: User }
              - { from: Home, to: Team }
            """,
        ])
}

extension Rule {
    public static let ambiguousLinks = Rule(AmbiguousLinksRule.self)
}
