struct EmptyNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "empty-name",
        severity: .error,
        catches: "An empty storyboard name (a screen's or the default), bundle identifier or output path.",
        illustration: "`storyboard: \"\"`",
        fix: "Write the name, or leave the key out.",
        triggeringExamples: [
            .spec(screens: #"Home: { storyboard: "" }"#),
            .spec(#"defaults: { storyboard: "" }"#, screens: "Home: {}"),
            .spec(screens: #"Home: { storyboard: Main, bundleIdentifier: "" }"#),
            .spec(screens: "Home: {}", outputs: #"{ template: uikit, output: "" }"#),
        ],
        nonTriggeringExamples: [
            .spec(screens: "Home: {}", outputs: RuleExample.uikitOutput),
            .spec("defaults: { storyboard: Main }", screens: "Home: { storyboard: Main, bundleIdentifier: com.example.Shop }"),
        ])
}

extension Rule {
    public static let emptyName = Rule(EmptyNameRule.self)
}

extension EmptyNameRule: SpecRule {
    /// No storyboard name, default or a screen's, no bundle identifier of a screen that has its
    /// files in a bundle, and no output's path is empty. A file's default storyboard is judged
    /// once, where it is written, rather than at each screen that takes it.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for file in spec.files.files {
            if let storyboard = file.storyboard, storyboard.value.allSatisfy(\.isWhitespace) {
                report("the default storyboard name is empty", at: storyboard.position)
            }
        }
        for index in spec.spec.screens.indices {
            let declaration = spec.spec.screens[index]
            let name = declaration.name.value
            if let identifier = declaration.bundleIdentifier, spec.screens[index].source.kind != .code, declaration.bundle == nil,
                identifier.value.allSatisfy(\.isWhitespace)
            {
                report("the bundle identifier of screen '\(name)' is empty", at: identifier.position)
            }
            if let storyboard = declaration.storyboard, storyboard.value.allSatisfy(\.isWhitespace) {
                report("the storyboard name of screen '\(name)' is empty", at: storyboard.position)
            }
        }
        for case (_, .blank(let path)) in spec.spec.outputs.paths {
            report("the output path is empty", at: path.position)
        }
    }
}
