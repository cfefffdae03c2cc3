struct ContainerParameterClashRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-parameter-clash",
        severity: .error,
        catches: "Two parameters of one name and different types or defaults below one container, whose factory takes them once.",
        illustration: "`userID: Int` and `userID: String`",
        fix: "Rename one, or make them agree.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let containerParameterClash = Rule(ContainerParameterClashRule.self)
}
