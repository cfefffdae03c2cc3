struct InheritedPropertyStorageRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "inherited-property-storage",
        severity: .warning,
        catches: "With `injection: initializer`, a parameter named like a property the screen's class inherits, which the class cannot store as `let title`.",
        illustration: "`editing: Bool`",
        fix: "Rename the parameter, or store it under another name and `disable` the rule on the screen.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Editor:
                parameters:
                  title: String
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Editor:
                parameters:
                  documentTitle: String
            """,
            """
            version: 1
            screens:
              Editor:
                parameters:
                  title: String
                lint: { disable: [inherited-property-storage] }
            """,
        ])
}

extension Rule {
    public static let inheritedPropertyStorage = Rule(InheritedPropertyStorageRule.self)
}
