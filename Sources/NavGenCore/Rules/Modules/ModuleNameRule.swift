struct ModuleNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "module-name",
        severity: .error,
        catches: "An included spec without `module`, a module that is not an identifier, two specs with one module.",
        illustration: "an included spec without `module:`",
        fix: "Name each module once.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                transitions:
                  - { from: Home, to: Feed.Posts }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    screens:
                      Posts: { source: code, public: true }
                    """,
                ]),
            RuleExample(
                """
                version: 1
                includes: [Feed/navigation.yml, Profile/navigation.yml]
                screens:
                  Home: { entry: true, inNavigation: true, source: code }
                transitions:
                  - { from: Home, to: Feed.Posts }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
                    screens:
                      Posts: { source: code, public: true }
                    """,
                    "Profile/navigation.yml": """
                    version: 1
                    module: Feed
                    screens:
                      User: { source: code, public: true }
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
                transitions:
                  - { from: Home, to: Feed.Posts }
                """,
                files: [
                    "Feed/navigation.yml": """
                    version: 1
                    module: Feed
                    screens:
                      Posts: { source: code, public: true }
                    """,
                ]),
        ])
}

extension Rule {
    public static let moduleName = Rule(ModuleNameRule.self)
}

extension ModuleNameRule: SpecRule {
    /// Every module a file names is a Swift identifier, and no two files name the same one.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let files = spec.files.files
        var fileOfModule: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            guard let module = file.module else { continue }
            guard SwiftName.isIdentifier(module.value) else {
                report("module '\(module.value)' is not a valid Swift module name", at: module.position)
                continue
            }
            if let first = fileOfModule[module.value] {
                report(
                    "specs '\(files[first].path)' and '\(file.path)' both declare module '\(module.value)'", at: module.position,
                    notes: [spec.note("'\(files[first].path)' declares it here", at: files[first].module?.position ?? module.position)])
            } else {
                fileOfModule[module.value] = index
            }
        }
    }
}
