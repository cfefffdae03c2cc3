struct ModuleNotIncludedRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "module-not-included",
        severity: .error,
        catches: "`Module.Screen` of a module the naming spec does not include.",
        illustration: "App names `Feed.Post` without including it",
        fix: "Add the module's spec to `includes`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let moduleNotIncluded = Rule(ModuleNotIncludedRule.self)
}
