struct LinksWithoutAppIDsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "links-without-app-ids",
        severity: .error,
        catches: "With the `apple-app-site-association` template: a file that would name no app, since `links:` has no `appIDs`, an empty list, or the spec has no `links:`. Located at `appIDs`, else at `links:`, else at the output.",
        illustration: "`links: {hosts: [shop.example.com]}`",
        fix: "List the app: `appIDs: [TEAMID.bundle.id]`, its team ID and bundle identifier.",
        triggeringExamples: [
            """
            version: 1
            links: { hosts: [shop.example.com] }
            screens:
              Home: { entry: true, links: [/] }
            outputs:
              - { template: apple-app-site-association, output: apple-app-site-association }
            """,
            """
            version: 1
            screens:
              Home: { entry: true }
            outputs:
              - { template: apple-app-site-association, output: apple-app-site-association }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            links: { hosts: [shop.example.com], appIDs: [ABCDE12345.com.example.shop] }
            screens:
              Home: { entry: true, links: [/] }
            outputs:
              - { template: apple-app-site-association, output: apple-app-site-association }
            """,
        ])
}

extension Rule {
    public static let linksWithoutAppIDs = Rule(LinksWithoutAppIDsRule.self)
}
