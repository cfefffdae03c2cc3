struct DeploymentTargetRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "deployment-target",
        severity: .error,
        catches: "A `deploymentTarget` that is no iOS version, or one older than iOS 13.",
        illustration: "`deploymentTarget: \"17.x\"`, `12`",
        fix: "Write the app's deployment target: `\"17.0\"`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let deploymentTarget = Rule(DeploymentTargetRule.self)
}
