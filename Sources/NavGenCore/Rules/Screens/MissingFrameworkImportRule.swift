struct MissingFrameworkImportRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-framework-import",
        severity: .warning,
        catches: "A class of a framework other than UIKit whose module `imports` does not name.",
        illustration: "`class: SFSafariViewController`",
        fix: "Add the framework to `imports`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let missingFrameworkImport = Rule(MissingFrameworkImportRule.self)
}
