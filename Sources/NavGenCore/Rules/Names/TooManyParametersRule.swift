struct TooManyParametersRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "too-many-parameters",
        severity: .error,
        catches: "A screen with more than 50 parameters: each transition to it passes them all.",
        illustration: "51 parameters",
        fix: "Pass a value that groups them.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Form:
                parameters: {
                  p1: Int, p2: Int, p3: Int, p4: Int, p5: Int, p6: Int, p7: Int, p8: Int, p9: Int, p10: Int,
                  p11: Int, p12: Int, p13: Int, p14: Int, p15: Int, p16: Int, p17: Int, p18: Int, p19: Int, p20: Int,
                  p21: Int, p22: Int, p23: Int, p24: Int, p25: Int, p26: Int, p27: Int, p28: Int, p29: Int, p30: Int,
                  p31: Int, p32: Int, p33: Int, p34: Int, p35: Int, p36: Int, p37: Int, p38: Int, p39: Int, p40: Int,
                  p41: Int, p42: Int, p43: Int, p44: Int, p45: Int, p46: Int, p47: Int, p48: Int, p49: Int, p50: Int,
                  p51: Int }
            """,
        ],
        nonTriggeringExamples: [.spec(screens: "Form: { parameters: { answers: FormAnswers } }")])
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
