struct DeploymentTargetRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "deployment-target",
        severity: .error,
        catches: "A `deploymentTarget` that is no iOS version, or one older than iOS 13.",
        illustration: "`deploymentTarget: \"17.x\"`, `12`",
        fix: "Write the app's deployment target: `\"17.0\"`.",
        triggeringExamples: [
            """
            version: 1
            defaults:
              deploymentTarget: "17.x"
            screens:
              Home: {}
            """,
            """
            version: 1
            defaults:
              deploymentTarget: 12
            screens:
              Home: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            defaults:
              deploymentTarget: "17.0"
            screens:
              Home: {}
            """,
        ])
}

extension Rule {
    public static let deploymentTarget = Rule(DeploymentTargetRule.self)
}
