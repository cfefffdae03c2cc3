struct ModuleNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "module-name",
        severity: .error,
        catches: "An included spec without `module`, a module that is not an identifier, two specs with one module.",
        illustration: "an included spec without `module:`",
        fix: "Name each module once.",
        triggeringExamples: [
            .app(pushing: "Feed.Posts", modules: ["Feed/navigation.yml": feedWithoutModule]),
            .app(
                pushing: "Feed.Posts",
                modules: [
                    "Feed/navigation.yml": RuleExample.feedModule,
                    "Profile/navigation.yml": RuleExample.moduleSpec("Feed", screen: "User: { source: code, public: true }"),
                ]),
        ],
        nonTriggeringExamples: [.app(pushing: "Feed.Posts", modules: ["Feed/navigation.yml": RuleExample.feedModule])])

    /// ``RuleExample/feedModule`` without `module:`.
    private static let feedWithoutModule = RuleExample.moduleSpec(nil, screen: "Posts: { source: code, public: true }")
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
