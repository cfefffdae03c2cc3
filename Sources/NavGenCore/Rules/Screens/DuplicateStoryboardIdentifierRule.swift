struct DuplicateStoryboardIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-storyboard-identifier",
        severity: .error,
        catches: "Two screens with one storyboard and identifier (a storyboard is its name in its bundle: see Modules).",
        illustration: "two screens of `Main` with `identifier: Home`",
        fix: "Give each scene its own storyboard ID.",
        triggeringExamples: [.mainStoryboardScenes(home: "identifier: Start", detail: "identifier: Start")],
        nonTriggeringExamples: [.mainStoryboardScenes(home: "identifier: Start", detail: "identifier: Detail")])
}

extension Rule {
    public static let duplicateStoryboardIdentifier = Rule(DuplicateStoryboardIdentifierRule.self)
}

extension DuplicateStoryboardIdentifierRule: SpecRule {
    /// No two screens of one storyboard (a name in a bundle: ``StoryboardFile``) claim one
    /// storyboard identifier.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        // Reserved at once: growing a table of every screen rehashes its keys over and over.
        spec.reportSecondClaims(
            of: { screen, storyboard in
                storyboard.identifier.map { StoryboardScene(storyboard: StoryboardFile(screen, storyboard), identifier: $0) }
            },
            expecting: spec.screens.count, to: &report, at: { $0.identifier?.position }
        ) { first, second, scene in
            "screens '\(first)' and '\(second)' have the same identifier '\(scene.identifier)' in storyboard '\(scene.storyboard.name)'"
        }
    }
}
