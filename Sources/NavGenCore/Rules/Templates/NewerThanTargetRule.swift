struct NewerThanTargetRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "newer-than-target",
        severity: .error,
        catches: "With a template that uses it: an API that needs a newer iOS than `deploymentTarget`, at the target, one error per choice of the spec with the APIs it brings, with a note at the choice where it has a place (the table in [SwiftUI.md, \"The iOS versions\"](SwiftUI.md#the-ios-versions)).",
        illustration: "`observation: observable` with `deploymentTarget: 16`",
        fix: "Raise the target, or choose otherwise (`observableObject`).",
        triggeringExamples: [
            detailInCode(defaults: "{ deploymentTarget: 16, observation: observable }", output: RuleExample.swiftUIOutput),
            detailInCode(defaults: "{ deploymentTarget: 15 }", output: RuleExample.stackOutput),
        ],
        nonTriggeringExamples: [
            detailInCode(defaults: "{ deploymentTarget: 16, observation: observableObject }", output: RuleExample.swiftUIOutput),
            detailInCode(defaults: "{ deploymentTarget: 17, observation: observable }", output: RuleExample.swiftUIOutput),
        ])

    /// The entry screen Home pushes Detail, both made in code, with the spec's `defaults`, and
    /// `output` of a template.
    private static func detailInCode(defaults: String, output: String) -> RuleExample {
        .spec(
            "defaults: \(defaults)", screens: "Home: { entry: true, source: code }", "Detail: { source: code }",
            transitions: "{ from: Home, to: Detail }", outputs: output)
    }
}

extension Rule {
    public static let newerThanTarget = Rule(NewerThanTargetRule.self)
}
