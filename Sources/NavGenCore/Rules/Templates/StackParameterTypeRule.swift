struct StackParameterTypeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "stack-parameter-type",
        severity: .error,
        catches: "With the `swiftui-stack` template: a parameter of a screen a route shows whose type can be neither `Hashable` nor `Codable` (a closure, `Any`).",
        illustration: "`onDone: () -> Void`",
        fix: "Pass data such as an ID.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let stackParameterType = Rule(StackParameterTypeRule.self)
}
