struct ClassInTwoModulesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-in-two-modules",
        severity: .error,
        catches: "One class for screens of two modules: a class is declared in one.",
        illustration: "`FeedViewController` in App and Feed",
        fix: "Give one another class.",
        triggeringExamples: [timeline(ofClass: "FeedViewController")],
        nonTriggeringExamples: [timeline(ofClass: "TimelineViewController")])

    /// An app whose screen Timeline has the class `className`, beside the module Feed, whose
    /// screen Posts has the class `FeedViewController`.
    private static func timeline(ofClass className: String) -> RuleExample {
        let feed = RuleExample.moduleSpec("Feed", screen: "Posts: { source: code, public: true, class: FeedViewController }")
        return .app(
            screens: "Timeline: { source: code, class: \(className) }", pushing: "Timeline", "Feed.Posts",
            modules: ["Feed/navigation.yml": feed])
    }
}

extension Rule {
    public static let classInTwoModules = Rule(ClassInTwoModulesRule.self)
}

extension ClassInTwoModulesRule: SpecRule {
    /// A class of the app's own belongs to one module, so two modules' screens cannot share one.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let files = spec.files
        guard files.hasModules else { return }
        let declarations = spec.spec.screens
        // Only a class several screens share can be two modules'; the first screen of it owns it.
        for (className, screens) in spec.screensOfSharedClass where SystemClass.module(of: className) == nil {
            let (owner, ownerFile) = (screens[0], files.index(of: declarations[screens[0]].name.position))
            for index in screens.dropFirst() where files.index(of: declarations[index].name.position) != ownerFile {
                let (declaration, first) = (declarations[index], declarations[owner])
                let module = files.module(ofFileAt: ownerFile).map { "module '\($0)'" } ?? "'\(files.files[ownerFile].path)'"
                report(
                    "screen '\(declaration.name.value)' has class '\(className)', which is the class of screen '\(first.name.value)' of \(module) too; a class is declared in one module, so give one of them another class",
                    at: declaration.className?.position ?? declaration.name.position,
                    notes: [spec.note("'\(first.name.value)' is declared here", at: first.className?.position ?? first.name.position)])
            }
        }
    }
}
