struct ClassInTwoModulesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-in-two-modules",
        severity: .error,
        catches: "One class for screens of two modules: a class is declared in one.",
        illustration: "`FeedViewController` in App and Feed",
        fix: "Give one another class.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let classInTwoModules = Rule(ClassInTwoModulesRule.self)
}
