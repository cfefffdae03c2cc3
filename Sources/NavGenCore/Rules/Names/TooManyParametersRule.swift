struct TooManyParametersRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "too-many-parameters",
        severity: .error,
        catches: "A screen with more than 50 parameters: each transition to it passes them all.",
        illustration: "51 parameters",
        fix: "Pass a value that groups them.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let tooManyParameters = Rule(TooManyParametersRule.self)
}

extension TooManyParametersRule: SpecRule {
    /// A screen takes at most ``GraphValidator/maximumScreenParameters``, reported at the first
    /// one past them.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let maximum = GraphValidator.maximumScreenParameters
        for declaration in spec.spec.screens where declaration.parameters.count > maximum {
            report(
                "screen '\(declaration.name.value)' has \(declaration.parameters.count) parameters; a screen takes at most \(maximum)",
                at: declaration.parameters[maximum].name.position)
        }
    }
}
