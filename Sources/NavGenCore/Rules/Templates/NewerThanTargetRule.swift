struct NewerThanTargetRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "newer-than-target",
        severity: .error,
        catches: "With a template that uses it: an API that needs a newer iOS than `deploymentTarget`, at the target, one error per choice of the spec with the APIs it brings, with a note at the choice where it has a place (the table in [SwiftUI.md, \"The iOS versions\"](SwiftUI.md#the-ios-versions)).",
        illustration: "`observation: observable` with `deploymentTarget: 16`",
        fix: "Raise the target, or choose otherwise (`observableObject`).",
        triggeringExamples: [
            """
            version: 1
            defaults: { deploymentTarget: 16, observation: observable }
            screens:
              Home: { entry: true, source: code }
              Detail: { source: code }
            transitions:
              - { from: Home, to: Detail }
            outputs:
              - { template: swiftui, output: Routers.swift }
            """,
            """
            version: 1
            defaults: { deploymentTarget: 15 }
            screens:
              Home: { entry: true, source: code }
              Detail: { source: code }
            transitions:
              - { from: Home, to: Detail }
            outputs:
              - { template: swiftui-stack, output: Routes.swift }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            defaults: { deploymentTarget: 16, observation: observableObject }
            screens:
              Home: { entry: true, source: code }
              Detail: { source: code }
            transitions:
              - { from: Home, to: Detail }
            outputs:
              - { template: swiftui, output: Routers.swift }
            """,
            """
            version: 1
            defaults: { deploymentTarget: 17, observation: observable }
            screens:
              Home: { entry: true, source: code }
              Detail: { source: code }
            transitions:
              - { from: Home, to: Detail }
            outputs:
              - { template: swiftui, output: Routers.swift }
            """,
        ])
}

extension Rule {
    public static let newerThanTarget = Rule(NewerThanTargetRule.self)
}
