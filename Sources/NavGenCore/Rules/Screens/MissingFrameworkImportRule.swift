struct MissingFrameworkImportRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-framework-import",
        severity: .warning,
        catches: "A class of a framework other than UIKit whose module `imports` does not name.",
        illustration: "`class: SFSafariViewController`",
        fix: "Add the framework to `imports`.",
        triggeringExamples: [.spec(screens: "Home: { entry: true }", webPage, transitions: presentation)],
        nonTriggeringExamples: [.spec("imports: [SafariServices]", screens: "Home: { entry: true }", webPage, transitions: presentation)])

    /// A screen of SafariServices' class.
    private static let webPage = "Web: { class: SFSafariViewController }"

    /// Home presents ``webPage``.
    private static let presentation = "{ from: Home, to: Web, style: present }"
}

extension Rule {
    public static let missingFrameworkImport = Rule(MissingFrameworkImportRule.self)
}

extension MissingFrameworkImportRule: SpecRule {
    /// A screen whose class is of a framework other than UIKit needs the framework in `imports`,
    /// so that the generated code finds the class.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let imported = Set(spec.spec.imports.map(\.value))
        for index in spec.screens.typedIndices {
            guard let module = SystemClass.module(of: spec.screens[index].className), module != "UIKit", !imported.contains(module),
                let className = spec.spec.screens[index].className
            else { continue }
            report(
                "class '\(spec.screens[index].className)' is declared in \(module); add \(module) to 'imports' so that the generated code finds it",
                at: className.position, about: .screen(index))
        }
    }
}
