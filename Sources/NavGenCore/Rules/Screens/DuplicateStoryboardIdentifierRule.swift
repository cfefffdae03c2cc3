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
        var claims = FirstClaims<StoryboardScene>(minimumCapacity: spec.screens.count)
        for index in spec.screens.indices {
            guard case .storyboard(let storyboard) = spec.screens[index].source, case .identifier(let identifier) = storyboard.scene
            else { continue }
            let declaration = spec.spec.screens[index]
            let scene = StoryboardScene(storyboard: StoryboardFile(spec.screens[index], storyboard), identifier: identifier)
            guard let first = claims.claim(scene, by: declaration.name) else { continue }
            report(
                "screens '\(first.value)' and '\(declaration.name.value)' have the same identifier '\(identifier)' in storyboard '\(storyboard.name)'",
                at: declaration.identifier?.position ?? declaration.name.position,
                notes: [spec.note("'\(first.value)' is declared here", at: first.position)])
        }
    }
}
