struct UnknownModuleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unknown-module",
        severity: .error,
        catches: "`Module.Screen` whose module no included spec declares, with the closest module.",
        illustration: "`to: Fed.Post`",
        fix: "Use the module's name.",
        triggeringExamples: [.app(pushing: "Fed.Posts", modules: ["Feed/navigation.yml": RuleExample.feedModule])],
        nonTriggeringExamples: [.app(pushing: "Feed.Posts", modules: ["Feed/navigation.yml": RuleExample.feedModule])])
}

extension Rule {
    public static let unknownModule = Rule(UnknownModuleRule.self)
}
