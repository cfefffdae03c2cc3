struct ContainerParameterClashRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-parameter-clash",
        severity: .error,
        catches: "Two parameters of one name and different types or defaults below one container, whose factory takes them once.",
        illustration: "`userID: Int` and `userID: String`",
        fix: "Rename one, or make them agree.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Main: { source: code, tabs: [Profile, Settings] }
              Profile:
                source: code
                parameters:
                  userID: Int
              Settings:
                source: code
                parameters:
                  userID: String
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Main: { source: code, tabs: [Profile, Settings] }
              Profile:
                source: code
                parameters:
                  userID: Int
              Settings:
                source: code
                parameters:
                  userID: Int
            """,
        ])
}

extension Rule {
    public static let containerParameterClash = Rule(ContainerParameterClashRule.self)
}
