struct MissingFrameworkImportRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-framework-import",
        severity: .warning,
        catches: "A class of a framework other than UIKit whose module `imports` does not name.",
        illustration: "`class: SFSafariViewController`",
        fix: "Add the framework to `imports`.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Web: { class: SFSafariViewController }
            transitions:
              - { from: Home, to: Web, style: present }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            imports: [SafariServices]
            screens:
              Home: { entry: true }
              Web: { class: SFSafariViewController }
            transitions:
              - { from: Home, to: Web, style: present }
            """,
        ])
}

extension Rule {
    public static let missingFrameworkImport = Rule(MissingFrameworkImportRule.self)
}
