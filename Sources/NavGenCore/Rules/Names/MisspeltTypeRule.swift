struct MisspeltTypeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "misspelt-type",
        severity: .error,
        catches: "A parameter's type that names, without a module, a near miss of a well-known type of the standard library or Foundation: one that differs only in case, by two neighbouring letters swapped, or, in a name of six letters or more, by one letter left out or doubled (see \"Misspelt types\").",
        illustration: "`recipeID: UUDI`, `step: Itn`, `name: string`",
        fix: "Correct it as the hint says; name an app's type that is spelt so with its module (`MyApp.Itn`).",
        triggeringExamples: [
            """
            version: 1
            screens:
              Recipe:
                parameters:
                  recipeID: UUDI
                  name: string
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Recipe:
                parameters:
                  recipeID: UUID
                  name: String
                  step: MyApp.Itn
            """,
        ])
}

extension Rule {
    public static let misspeltType = Rule(MisspeltTypeRule.self)
}

extension MisspeltTypeRule: SpecRule {
    /// The type of a parameter (one that is Swift) names no near miss of a well-known type
    /// (``WellKnownTypes``): the message suggests the type with the name corrected, and says how
    /// to name an app's type that is spelt so.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for screen in spec.spec.screens {
            screen.forEachParameter { parameter in
                guard SwiftCodeText.problem(in: parameter.type.value, as: .type) == nil else { return }
                judge(parameter, spec.files, &report)
            }
        }
    }

    /// Reports the first near miss that the parameter's type names.
    private static func judge(_ parameter: ParameterDeclaration, _ files: SpecFiles, _ report: inout RuleReport) {
        let type = SwiftTypeSyntax(parameter.type.value)
        for name in type.referencedNames where !name.contains(".") {
            let misses = WellKnownTypes.nearMisses(of: name)
            guard !misses.isEmpty else { continue }
            let corrected = misses.map { "'\(type.text[..<name.startIndex])\($0)\(type.text[name.endIndex...])'" }
            let written = type.text == name ? "'\(name)'" : "'\(type.text)', whose '\(name)' is close to \(misses.map { "'\($0)'" }.joined(separator: " or "))"
            let module = files.module(ofFileAt: files.index(of: parameter.type.position)) ?? "MyApp"
            report(
                "parameter '\(parameter.name.value)' has type \(written); did you mean \(corrected.joined(separator: " or "))? "
                    + "(an app's own type named '\(name)' is written with its module: '\(module).\(name)')",
                at: parameter.type.position)
            return
        }
    }
}
