struct StackParameterTypeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "stack-parameter-type",
        severity: .error,
        catches: "With the `swiftui-stack` template: a parameter of a screen a route shows whose type can be neither `Hashable` nor `Codable` (a closure, `Any`).",
        illustration: "`onDone: () -> Void`",
        fix: "Pass data such as an ID.",
        triggeringExamples: [
            picker(parameters: "{ onDone: () -> Void }"),
            picker(parameters: "{ value: any Sendable }"),
            picker(parameters: "{ value: Any }"),
        ],
        nonTriggeringExamples: [picker(parameters: "{ itemID: Int }")])

    /// The entry screen Home pushes Picker, which takes `parameters`, both made in code for the
    /// `swiftui-stack` template.
    private static func picker(parameters: String) -> RuleExample {
        .spec(
            screens: "Home: { entry: true, source: code }", "Picker: { source: code, parameters: \(parameters) }",
            transitions: "{ from: Home, to: Picker }", outputs: RuleExample.stackOutput)
    }
}

extension Rule {
    public static let stackParameterType = Rule(StackParameterTypeRule.self)
}
