struct TwoBundlesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "two-bundles",
        severity: .error,
        catches: "A screen with both `bundle` and `bundleIdentifier`, which name two places for its files.",
        illustration: "`bundle: module` with `bundleIdentifier: com.example.Kit`",
        fix: "Keep `bundleIdentifier` for another bundle's files, or `bundle` for the app's or the module's.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let twoBundles = Rule(TwoBundlesRule.self)
}
