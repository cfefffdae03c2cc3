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
