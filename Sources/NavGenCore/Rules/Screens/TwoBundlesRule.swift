struct TwoBundlesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "two-bundles",
        severity: .error,
        catches: "A screen with both `bundle` and `bundleIdentifier`, which name two places for its files.",
        illustration: "`bundle: module` with `bundleIdentifier: com.example.Kit`",
        fix: "Keep `bundleIdentifier` for another bundle's files, or `bundle` for the app's or the module's.",
        triggeringExamples: [
            .spec(screens: "Signature: { identifier: SignatureEditor, bundle: module, bundleIdentifier: com.example.MailKit }"),
        ],
        nonTriggeringExamples: [.spec(screens: "Signature: { identifier: SignatureEditor, bundleIdentifier: com.example.MailKit }")])
}

extension Rule {
    public static let twoBundles = Rule(TwoBundlesRule.self)
}

extension TwoBundlesRule: SpecRule {
    /// A screen with files names one bundle for them: `bundle` or `bundleIdentifier`.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for index in spec.spec.screens.indices where spec.screens[index].source.kind != .code {
            let declaration = spec.spec.screens[index]
            guard declaration.bundleIdentifier != nil, let bundle = declaration.bundle else { continue }
            report(
                "screen '\(declaration.name.value)' has both 'bundle' and 'bundleIdentifier'; keep 'bundleIdentifier' for another bundle's files, or 'bundle' for the app's or the module's",
                at: bundle.position)
        }
    }
}
