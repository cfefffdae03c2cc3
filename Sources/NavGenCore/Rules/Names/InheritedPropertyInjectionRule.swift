struct InheritedPropertyInjectionRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "inherited-property-injection",
        severity: .error,
        catches: "With `injection: property`, a parameter of a screen of the app's own class named like a property the class inherits from UIKit (`UIViewController`, its container's class, `UIResponder`, `NSObject`): the factory would set UIKit's property, or the app's cannot override it. See \"Parameters and UIKit's members\".",
        illustration: "`title: String`",
        fix: "Rename the parameter (`documentTitle`).",
        triggeringExamples: [.spec("defaults: { injection: property }", screens: "Editor: { parameters: { title: String } }")],
        nonTriggeringExamples: [.spec("defaults: { injection: property }", screens: "Editor: { parameters: { documentTitle: String } }")])
}

extension Rule {
    public static let inheritedPropertyInjection = Rule(InheritedPropertyInjectionRule.self)
}

extension InheritedPropertyInjectionRule: SpecRule {
    /// No parameter injected as a property of a screen of the app's own class has the name of a
    /// property its class inherits (``InheritedMembers``): the generated code assigns
    /// `viewController.title = title`, which sets UIKit's property when the class declares none,
    /// and a stored property of that name does not compile.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        InheritedMembers.forEachInheritedParameter(of: spec, injectedBy: .property) { index, parameter, property in
            let name = parameter.name.value
            report(
                "parameter '\(name)' of screen '\(spec.screens[index].name)' is injected as a property, but \(property): the generated 'viewController.\(name) = \(name)' would set UIKit's property or not compile, and a property of the app's cannot override it; rename the parameter",
                at: parameter.name.position)
        }
    }
}
