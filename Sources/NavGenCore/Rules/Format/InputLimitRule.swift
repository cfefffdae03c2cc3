struct InputLimitRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "input-limit",
        severity: .error,
        catches: "A spec over 32 MiB, 3,000,000 nodes, 200,000 entries in one list or mapping, 256 levels of nesting, aliases that expand to over 100,000 nodes (\"billion laughs\"), over 1,000 included specs, or more lines in them together than a 32-bit count holds; refused before they exhaust memory ([Security.md](Security.md)).",
        illustration: "`a: &a [*b, *b, …]` nested ten deep",
        fix: "Split the spec into modules; write aliases out.",
        triggeringExamples: [
            """
            version: 1
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
            f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
            screens:
              Home: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home:
                entry: true
                parameters: &user {userID: Int}
              Profile:
                parameters: *user
            transitions:
              - { from: Home, to: Profile }
            """,
        ])
}

extension Rule {
    public static let inputLimit = Rule(InputLimitRule.self)
}
