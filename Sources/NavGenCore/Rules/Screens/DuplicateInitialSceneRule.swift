struct DuplicateInitialSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-initial-scene",
        severity: .error,
        catches: "Two screens that claim one storyboard's initial view controller.",
        illustration: "two `initial: true` in `Main`",
        fix: "Keep `initial: true` on one; the other needs its storyboard ID instead.",
        triggeringExamples: [.mainStoryboardScenes(home: "initial: true", detail: "initial: true")],
        nonTriggeringExamples: [.mainStoryboardScenes(home: "initial: true", detail: "identifier: Detail")])
}

extension Rule {
    public static let duplicateInitialScene = Rule(DuplicateInitialSceneRule.self)
}

extension DuplicateInitialSceneRule: SpecRule {
    /// No two screens of one storyboard (a name in a bundle: ``StoryboardFile``) claim its
    /// initial view controller.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        var claims = FirstClaims<StoryboardFile>()
        for index in spec.screens.indices {
            guard case .storyboard(let storyboard) = spec.screens[index].source, storyboard.isInitial else { continue }
            let declaration = spec.spec.screens[index]
            guard let first = claims.claim(StoryboardFile(spec.screens[index], storyboard), by: declaration.name) else { continue }
            report(
                "storyboard '\(storyboard.name)' has one initial view controller, but screens '\(first.value)' and '\(declaration.name.value)' both claim it",
                at: declaration.initial?.position ?? declaration.name.position,
                notes: [spec.note("'\(first.value)' is declared here", at: first.position)])
        }
    }
}
