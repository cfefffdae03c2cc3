struct FactoryTypeClashRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "factory-type-clash",
        severity: .error,
        catches: "A screen whose factory type (`AboutScreen`, made for a UIKit or shared class) is a class of the spec or another screen's factory type.",
        illustration: "screens `About` of `UIViewController` and a class `AboutScreen`",
        fix: "Rename the screen.",
        triggeringExamples: [
            """
            version: 1
            screens:
              About: { class: UIViewController }
              Legacy: { class: AboutScreen }
            transitions:
              - { from: Legacy, to: About }
            """,
            """
            version: 1
            screens:
              About: { class: UIViewController }
              AboutScreen: { class: UIViewController }
            transitions:
              - { from: About, to: AboutScreen }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Credits: { class: UIViewController }
              Legacy: { class: AboutScreen }
            transitions:
              - { from: Legacy, to: Credits }
            """,
        ])
}

extension Rule {
    public static let factoryTypeClash = Rule(FactoryTypeClashRule.self)
}
