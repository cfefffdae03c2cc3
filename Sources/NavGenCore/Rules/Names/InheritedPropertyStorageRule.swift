struct InheritedPropertyStorageRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "inherited-property-storage",
        severity: .warning,
        catches: "With `injection: initializer`, a parameter named like a property the screen's class inherits, which the class cannot store as `let title`.",
        illustration: "`editing: Bool`",
        fix: "Rename the parameter, or store it under another name and `disable` the rule on the screen.",
        triggeringExamples: [.spec(screens: "Editor: { parameters: { title: String } }")],
        nonTriggeringExamples: [
            .spec(screens: "Editor: { parameters: { documentTitle: String } }"),
            .spec(screens: "Editor: { parameters: { title: String }, lint: { disable: [inherited-property-storage] } }"),
        ])
}

extension Rule {
    public static let inheritedPropertyStorage = Rule(InheritedPropertyStorageRule.self)
}

extension InheritedPropertyStorageRule: SpecRule {
    /// No parameter of a screen of the app's own class that takes its parameters in its
    /// initializer has the name of a property its class inherits: the generated code compiles,
    /// and only the usual storage, `let title`, does not, which the app may avoid; a warning it
    /// can disable on the screen.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        InheritedMembers.forEachInheritedParameter(of: spec, injectedBy: .initializer) { index, parameter, property in
            let name = parameter.name.value
            report(
                "parameter '\(name)' of screen '\(spec.screens[index].name)' cannot be stored as 'let \(name)', since \(property); rename the parameter, or store it under another name and disable the rule on the screen",
                at: parameter.name.position, about: .screen(index))
        }
    }
}
