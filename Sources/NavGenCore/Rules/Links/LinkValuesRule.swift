struct LinkValuesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-values",
        severity: .error,
        catches: "Links of one screen that carry different values.",
        illustration: "`/u/{id}` and `/u/{id}/{tab}` on one screen",
        fix: "Carry the same values in every link of a screen.",
        triggeringExamples: [
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              User:
                parameters: { id: Int, tab: String }
                links: ["/u/{id}", "/u/{id}/{tab}"]
            transitions:
              - { from: Home, to: User }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              User:
                parameters: { id: Int, tab: String }
                links: ["/user/{id}/{tab}", "/u/{id}/{tab}"]
            transitions:
              - { from: Home, to: User }
            """,
        ])
}

extension Rule {
    public static let linkValues = Rule(LinkValuesRule.self)
}
