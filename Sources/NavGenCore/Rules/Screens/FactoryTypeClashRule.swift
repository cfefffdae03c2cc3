struct FactoryTypeClashRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "factory-type-clash",
        severity: .error,
        catches: "A screen whose factory type (`AboutScreen`, made for a UIKit or shared class) is a class of the spec or another screen's factory type.",
        illustration: "screens `About` of `UIViewController` and a class `AboutScreen`",
        fix: "Rename the screen.",
        triggeringExamples: [
            legacyShowing("About"),
            .spec(
                screens: "About: { class: UIViewController }", "AboutScreen: { class: UIViewController }",
                transitions: "{ from: About, to: AboutScreen }"),
        ],
        nonTriggeringExamples: [legacyShowing("Credits")])

    /// The screen `screen`, of UIKit's class, shown by Legacy, of the class `AboutScreen`.
    private static func legacyShowing(_ screen: String) -> RuleExample {
        .spec(
            screens: "\(screen): { class: UIViewController }", "Legacy: { class: AboutScreen }",
            transitions: "{ from: Legacy, to: \(screen) }")
    }
}

extension Rule {
    public static let factoryTypeClash = Rule(FactoryTypeClashRule.self)
}

extension FactoryTypeClashRule: SpecRule {
    /// The type named after a screen that holds its generated members, where its class is a
    /// framework's or shared, is no class of the spec and no other screen's such type.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let typeNames = spec.screens.compactMap { screen -> String? in
            guard case .namespace(let typeName) = screen.host else { return nil }
            return typeName
        }
        var owners = TypeOwner.classes(of: spec, among: Set(typeNames))
        for index in spec.screens.indices {
            guard case .namespace(let typeName) = spec.screens[index].host else { continue }
            let name = spec.screens[index].name
            let position = spec.spec.screens[index].name.position
            if let owner = owners[typeName] {
                report(
                    "screen '\(name)' would get the factory type '\(typeName)', which is already the \(owner.isFactoryType ? "factory type" : "class") of \(owner.role); rename the screen",
                    at: position, notes: [spec.note("\(owner.role) is declared here", at: owner.position)])
            } else {
                owners[typeName] = TypeOwner(kind: "screen", name: name, position: position, isFactoryType: true)
            }
        }
    }
}
