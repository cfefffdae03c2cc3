struct ClassInTwoModulesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-in-two-modules",
        severity: .error,
        catches: "One class for screens of two modules: a class is declared in one.",
        illustration: "`FeedViewController` in App and Feed",
        fix: "Give one another class.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                  Timeline: { source: code, class: FeedViewController }
                transitions:
                  - { from: Home, to: Timeline }
                  - { from: Home, to: Feed.Posts }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
                    screens:
                      Posts: { source: code, public: true, class: FeedViewController }
                    """,
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                  Timeline: { source: code, class: TimelineViewController }
                transitions:
                  - { from: Home, to: Timeline }
                  - { from: Home, to: Feed.Posts }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
                    screens:
                      Posts: { source: code, public: true, class: FeedViewController }
                    """,
                ]),
        ])
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
        var classOwners: [String: (file: Int, screen: Int)] = [:]
        for index in spec.screens.indices {
            let className = spec.screens[index].className
            guard SystemClass.module(of: className) == nil else { continue }
            let file = files.index(of: declarations[index].name.position)
            guard let owner = classOwners[className] else {
                classOwners[className] = (file, index)
                continue
            }
            guard owner.file != file else { continue }
            let (declaration, first) = (declarations[index], declarations[owner.screen])
            let module = files.module(ofFileAt: owner.file).map { "module '\($0)'" } ?? "'\(files.files[owner.file].path)'"
            report(
                "screen '\(declaration.name.value)' has class '\(className)', which is the class of screen '\(first.name.value)' of \(module) too; a class is declared in one module, so give one of them another class",
                at: declaration.className?.position ?? declaration.name.position,
                notes: [spec.note("'\(first.name.value)' is declared here", at: first.className?.position ?? first.name.position)])
        }
    }
}
