struct LinkValueTypeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-value-type",
        severity: .error,
        catches: "A placeholder whose parameter has a type a URL cannot carry (not `String`, `Int`, `Double`, `Bool`, `UUID`, a raw-value type, or an optional of one), or that a screen on the way takes as another type.",
        illustration: "`{tags}` of type `[String]`",
        fix: "Carry an ID instead.",
        triggeringExamples: [
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              Search:
                parameters: { tags: "[String]" }
                links: ["/search?tags={tags}"]
            transitions:
              - { from: Home, to: Search }
            """,
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              Store:
                parameters: { storeID: String }
              Aisle:
                parameters: { storeID: Int, aisle: Int }
                links: ["/stores/{storeID}/aisles/{aisle}"]
            transitions:
              - { from: Home, to: Store }
              - { from: Store, to: Aisle }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              Search:
                parameters: { tag: String }
                links: ["/search?tag={tag}"]
            transitions:
              - { from: Home, to: Search }
            """,
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { entry: true, inNavigation: true }
              Store:
                parameters: { storeID: String }
              Aisle:
                parameters: { storeID: String, aisle: Int }
                links: ["/stores/{storeID}/aisles/{aisle}"]
            transitions:
              - { from: Home, to: Store }
              - { from: Store, to: Aisle }
            """,
        ])
}

extension Rule {
    public static let linkValueType = Rule(LinkValueTypeRule.self)
}
