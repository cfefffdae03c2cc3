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
        spec.reportSecondClaims(
            of: { screen, storyboard in storyboard.isInitial ? StoryboardFile(screen, storyboard) : nil }, to: &report,
            at: { $0.initial?.position }
        ) { first, second, storyboard in
            "storyboard '\(storyboard.name)' has one initial view controller, but screens '\(first)' and '\(second)' both claim it"
        }
    }
}
