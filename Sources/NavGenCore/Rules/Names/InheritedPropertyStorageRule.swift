struct InheritedPropertyStorageRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "inherited-property-storage",
        severity: .warning,
        catches: "With `injection: initializer`, a parameter named like a property the screen's class inherits, which the class cannot store as `let title`.",
        illustration: "`editing: Bool`",
        fix: "Rename the parameter, or store it under another name and `disable` the rule on the screen.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let inheritedPropertyStorage = Rule(InheritedPropertyStorageRule.self)
}
