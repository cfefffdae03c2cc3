struct ModuleNotIncludedRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "module-not-included",
        severity: .error,
        catches: "`Module.Screen` of a module the naming spec does not include.",
        illustration: "App names `Feed.Post` without including it",
        fix: "Add the module's spec to `includes`.",
        triggeringExamples: [feedPushingProfile(includingProfile: false)],
        nonTriggeringExamples: [feedPushingProfile(includingProfile: true)])

    /// An app that includes the modules Feed and Profile, whose Feed names a screen of Profile,
    /// which it includes where `includingProfile`.
    private static func feedPushingProfile(includingProfile: Bool) -> RuleExample {
        .app(
            pushing: "Feed.Posts", "Profile.User",
            modules: [
                "Feed/navigation.yml": RuleExample.feedModulePushingProfile(includingProfile: includingProfile),
                "Profile/navigation.yml": RuleExample.profileModule(),
            ])
    }
}

extension Rule {
    public static let moduleNotIncluded = Rule(ModuleNotIncludedRule.self)
}
