struct InheritedMethodNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "inherited-method-name",
        severity: .error,
        catches: "A way back named like a method its screen's class inherits with the same arguments, which its generated method cannot override.",
        illustration: "`{from: Editor, style: dismiss, name: dismiss}`",
        fix: "Give the transition another `name`, or leave the default (`close`).",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let inheritedMethodName = Rule(InheritedMethodNameRule.self)
}
