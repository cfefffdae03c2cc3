struct MisindentedKeyRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "misindented-key",
        severity: .error,
        catches: "A key of a screen (`parameters`, `source`, `links`, `root`, …) written one level too little, in line with the screen names, where it would declare a screen of that name. The spec is read as if it were under the screen above, so nothing else is reported about a screen that is none.",
        illustration: "`parameters:` in line with `Recipe:` above it",
        fix: "Indent the key under its screen.",
        triggeringExamples: [
            recipe(
                """
                Recipe: {}
                parameters:
                  recipeID: UUID
                """),
        ],
        nonTriggeringExamples: [
            recipe(
                """
                Recipe:
                  parameters:
                    recipeID: UUID
                """),
        ])

    /// The entry screen Home pushes Recipe, which `recipe` declares below `screens:`.
    private static func recipe(_ recipe: String) -> RuleExample {
        .spec(screens: "Home: { entry: true }", recipe, transitions: "{ from: Home, to: Recipe }")
    }
}

extension Rule {
    public static let misindentedKey = Rule(MisindentedKeyRule.self)
}
