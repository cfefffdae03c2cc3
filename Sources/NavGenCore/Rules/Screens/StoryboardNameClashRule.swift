struct StoryboardNameClashRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "storyboard-name-clash",
        severity: .error,
        catches: "Two storyboard names of one module with one name in code (`Main Menu`, `main-menu`), or one storyboard used from both bundles in one module.",
        illustration: "`Main Menu` and `main-menu`",
        fix: "Rename one storyboard, or give the screens one bundle.",
        triggeringExamples: [
            .homeAndDetail(home: "{ storyboard: Main Menu }", detail: "{ storyboard: main-menu }", "{ from: Home, to: Detail }"),
        ],
        nonTriggeringExamples: [
            .homeAndDetail(home: "{ storyboard: Main Menu }", detail: "{ storyboard: Main Menu }", "{ from: Home, to: Detail }"),
        ])
}

extension Rule {
    public static let storyboardNameClash = Rule(StoryboardNameClashRule.self)
}

extension StoryboardNameClashRule: SpecRule {
    /// No two storyboards take one name in a module's generated registry (each module's file has
    /// a registry of its own storyboards), and no storyboard is used from two bundles of one module.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        // The first storyboard of each entry, with the place the first screen names it.
        var registryNames: [RegistryEntry: (storyboard: StoryboardFile, position: SourcePosition)] = [:]
        for index in spec.screens.indices {
            let screen = spec.screens[index]
            guard case .storyboard(let storyboard) = screen.source else { continue }
            let declaration = spec.spec.screens[index]
            let place = declaration.storyboard?.position ?? declaration.name.position
            let file = StoryboardFile(screen, storyboard)
            let entry = RegistryEntry(module: screen.module, name: storyboard.registryName)
            guard let other = registryNames[entry] else {
                registryNames[entry] = (file, place)
                continue
            }
            guard other.storyboard != file else { continue }
            let problem =
                other.storyboard.name == storyboard.name
                ? "storyboard '\(storyboard.name)' is used from \(file.bundle.phrase) here and from \(other.storyboard.bundle.phrase) before, but the generated registry has one storyboard of each name; give the screens one bundle, or rename one of the storyboards"
                : "storyboards '\(other.storyboard.name)' and '\(storyboard.name)' would both be called '\(entry.name)' in generated code"
            report(problem, at: place, notes: [spec.note("'\(other.storyboard.name)' is used here", at: other.position)])
        }
    }
}

/// A property of the storyboard registry of one module's generated file.
private struct RegistryEntry: Hashable {
    var module: String?
    var name: String
}
