struct FrameworkClassParametersRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "framework-class-parameters",
        severity: .error,
        catches: "Parameters on a screen of a framework's class, which has neither an initializer nor properties for them.",
        illustration: "`class: UIViewController` with `parameters`",
        fix: "Give the screen a class of the app's own.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home:
                class: UIViewController
                parameters:
                  user: User
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home:
                class: HomeViewController
                parameters:
                  user: User
            """,
        ])
}

extension Rule {
    public static let frameworkClassParameters = Rule(FrameworkClassParametersRule.self)
}
