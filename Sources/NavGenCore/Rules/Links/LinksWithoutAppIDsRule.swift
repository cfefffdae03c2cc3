struct LinksWithoutAppIDsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "links-without-app-ids",
        severity: .error,
        catches: "With the `apple-app-site-association` template: a file that would name no app, since `links:` has no `appIDs`, an empty list, or the spec has no `links:`. Located at `appIDs`, else at `links:`, else at the output.",
        illustration: "`links: {hosts: [shop.example.com]}`",
        fix: "List the app: `appIDs: [TEAMID.bundle.id]`, its team ID and bundle identifier.",
        triggeringExamples: [
            .spec(hostsWithoutAppIDs, screens: "Home: { entry: true, links: [/] }", outputs: associationFile),
            .spec(screens: "Home: { entry: true }", outputs: associationFile),
        ],
        nonTriggeringExamples: [
            .spec(
                "links: { hosts: [shop.example.com], appIDs: [ABCDE12345.com.example.shop] }", screens: "Home: { entry: true, links: [/] }",
                outputs: associationFile),
        ])

    /// The top-level `links` of the examples, without `appIDs`.
    private static let hostsWithoutAppIDs = "links: { hosts: [shop.example.com] }"

    /// The output of the `apple-app-site-association` template.
    private static let associationFile = "{ template: apple-app-site-association, output: apple-app-site-association }"
}

extension Rule {
    public static let linksWithoutAppIDs = Rule(LinksWithoutAppIDsRule.self)
}
