struct IncludeCycleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "include-cycle",
        severity: .error,
        catches: "Specs that include each other; the cycle is named at the include that closes it.",
        illustration: "`A.yml` includes `B.yml`, which includes `A.yml`",
        fix: "Include in one direction.",
        triggeringExamples: [feedAndProfile(profileIncluding: ["../Feed/navigation.yml"])],
        nonTriggeringExamples: [feedAndProfile(profileIncluding: [])])

    /// An app that includes the module Feed, which includes the module Profile, which includes
    /// `includes`.
    private static func feedAndProfile(profileIncluding includes: [String]) -> RuleExample {
        .app(
            pushing: "Feed.Posts",
            modules: [
                "Feed/navigation.yml": RuleExample.feedModulePushingProfile(includingProfile: true),
                "Profile/navigation.yml": RuleExample.profileModule(including: includes),
            ],
            including: ["Feed/navigation.yml"])
    }
}

extension Rule {
    public static let includeCycle = Rule(IncludeCycleRule.self)
}
