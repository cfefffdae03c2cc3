struct DuplicateOutputRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-output",
        severity: .error,
        catches: "Two outputs that write one file.",
        illustration: "two outputs of `Navigation.swift`",
        fix: "Give each its own `output`.",
        triggeringExamples: [outputs(of: "swiftui", to: "Navigation.swift")],
        nonTriggeringExamples: [outputs(of: "swiftui", to: "Routes.swift")])

    /// A spec of one screen rendered with the `uikit` template to `Navigation.swift` and with
    /// `template` to `file`.
    private static func outputs(of template: String, to file: String) -> RuleExample {
        .spec(screens: "Home: {}", outputs: RuleExample.uikitOutput, "{ template: \(template), output: \(file) }")
    }
}

extension Rule {
    public static let duplicateOutput = Rule(DuplicateOutputRule.self)
}

extension DuplicateOutputRule: SpecRule {
    /// No two outputs write one path.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for case (_, .repeated(let path, let first)) in spec.spec.outputs.paths {
            report("two outputs write '\(path.value)'", at: path.position, notes: [spec.note("the first one is here", at: first.position)])
        }
    }
}
