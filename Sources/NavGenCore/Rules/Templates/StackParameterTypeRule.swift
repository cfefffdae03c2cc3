struct StackParameterTypeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "stack-parameter-type",
        severity: .error,
        catches: "With the `swiftui-stack` template: a parameter of a screen a route shows whose type can be neither `Hashable` nor `Codable` (a closure, `Any`).",
        illustration: "`onDone: () -> Void`",
        fix: "Pass data such as an ID.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, source: code }
              Picker:
                source: code
                parameters: { onDone: () -> Void }
            transitions:
              - { from: Home, to: Picker }
            outputs:
              - { template: swiftui-stack, output: Routes.swift }
            """,
            """
            version: 1
            screens:
              Home: { entry: true, source: code }
              Picker:
                source: code
                parameters: { value: any Sendable }
            transitions:
              - { from: Home, to: Picker }
            outputs:
              - { template: swiftui-stack, output: Routes.swift }
            """,
            """
            version: 1
            screens:
              Home: { entry: true, source: code }
              Picker:
                source: code
                parameters: { value: Any }
            transitions:
              - { from: Home, to: Picker }
            outputs:
              - { template: swiftui-stack, output: Routes.swift }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, source: code }
              Picker:
                source: code
                parameters: { itemID: Int }
            transitions:
              - { from: Home, to: Picker }
            outputs:
              - { template: swiftui-stack, output: Routes.swift }
            """,
        ])
}

extension Rule {
    public static let stackParameterType = Rule(StackParameterTypeRule.self)
}
