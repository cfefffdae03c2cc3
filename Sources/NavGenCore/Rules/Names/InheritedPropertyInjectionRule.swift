struct InheritedPropertyInjectionRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "inherited-property-injection",
        severity: .error,
        catches: "With `injection: property`, a parameter of a screen of the app's own class named like a property the class inherits from UIKit (`UIViewController`, its container's class, `UIResponder`, `NSObject`): the factory would set UIKit's property, or the app's cannot override it. See \"Parameters and UIKit's members\".",
        illustration: "`title: String`",
        fix: "Rename the parameter (`documentTitle`).",
        triggeringExamples: [
            """
            version: 1
            defaults:
              injection: property
            screens:
              Editor:
                parameters:
                  title: String
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            defaults:
              injection: property
            screens:
              Editor:
                parameters:
                  documentTitle: String
            """,
        ])
}

extension Rule {
    public static let inheritedPropertyInjection = Rule(InheritedPropertyInjectionRule.self)
}
