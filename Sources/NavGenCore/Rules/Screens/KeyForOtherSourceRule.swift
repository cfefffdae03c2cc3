struct KeyForOtherSourceRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "key-for-other-source",
        severity: .error,
        catches: "`storyboard`, `identifier` or `initial` on a screen whose source is not `storyboard`; `nib` on one whose source is not `nib`; `bundleIdentifier` on one whose source is `code`.",
        illustration: "`source: code` with `nib: X`",
        fix: "Remove the key, or change `source`.",
        triggeringExamples: [
            .spec(screens: "Home: { source: code, nib: HomeView }"),
            .spec(screens: "Home: { source: code, storyboard: Main }"),
        ],
        nonTriggeringExamples: [.spec(screens: "Home: { source: nib, nib: HomeView }")])
}

extension Rule {
    public static let keyForOtherSource = Rule(KeyForOtherSourceRule.self)
}

extension KeyForOtherSourceRule: SpecRule {
    /// The keys of a screen agree with its `source`, its own or its spec's default: `storyboard`,
    /// `identifier` and `initial` belong to storyboard screens, `nib` to nib screens, and
    /// `bundleIdentifier` to screens with files.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for index in spec.spec.screens.indices {
            let declaration = spec.spec.screens[index]
            let source = spec.screens[index].source.kind
            guard source != .storyboard || declaration.nib != nil || declaration.bundleIdentifier != nil else { continue }
            // The screen alone does not show a source its spec's `defaults` give it: the message says.
            let isDefault = declaration.source == nil && spec.files.files[spec.files.index(of: declaration.name.position)].source != nil
            let hasSource = "'\(declaration.name.value)' has source \(source.rawValue)" + (isDefault ? " (from 'defaults')" : "")
            if source != .storyboard {
                for (key, position) in [
                    ("storyboard", declaration.storyboard?.position), ("identifier", declaration.identifier?.position),
                    ("initial", declaration.initial?.position),
                ] {
                    guard let position else { continue }
                    report("'\(key)' only applies to screens whose source is storyboard; \(hasSource)", at: position)
                }
            }
            if source != .nib, let nib = declaration.nib {
                report("'nib' only applies to screens whose source is nib; \(hasSource)", at: nib.position)
            }
            if source == .code, let identifier = declaration.bundleIdentifier {
                report("'bundleIdentifier' only applies to screens whose source is storyboard or nib; \(hasSource)", at: identifier.position)
            }
        }
    }
}
