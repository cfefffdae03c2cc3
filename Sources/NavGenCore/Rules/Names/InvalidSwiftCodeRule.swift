struct InvalidSwiftCodeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "invalid-swift-code",
        severity: .error,
        catches: "A parameter's type or default that is not one Swift type or expression, or that could break out of the generated code.",
        illustration: "`type: \"User) -> Void\"`",
        fix: "Write one well-formed type or expression.",
        triggeringExamples: [
            .spec(screens: #"Home: { parameters: { onSelect: "User) -> Void" } }"#),
            .spec(screens: #"Home: { parameters: { count: { type: Int, default: "0; exit(0)" } } }"#),
        ],
        nonTriggeringExamples: [
            .spec(screens: #"Home: { parameters: { onSelect: "(User) -> Void", count: { type: Int, default: "0" } } }"#),
        ])
}

extension Rule {
    public static let invalidSwiftCode = Rule(InvalidSwiftCodeRule.self)
}

extension InvalidSwiftCodeRule: SpecRule {
    /// The type and the default value of each parameter of a screen or of its alerts are Swift.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for screen in spec.spec.screens {
            screen.forEachParameter { parameter in
                let name = parameter.name.value
                if let problem = SwiftCodeText.problem(in: parameter.type.value, as: .type) {
                    report("the type of parameter '\(name)' \(problem)", at: parameter.type.position)
                }
                if let value = parameter.defaultValue, let problem = SwiftCodeText.problem(in: value.value, as: .expression) {
                    report("the default value of parameter '\(name)' \(problem)", at: value.position)
                }
            }
        }
    }
}
