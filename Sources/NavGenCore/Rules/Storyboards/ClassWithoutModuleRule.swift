struct ClassWithoutModuleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-without-module",
        severity: .warning,
        command: .verify,
        catches: "A custom class without a module and without *Inherit Module From Target*: UIKit finds a Swift class so only when `@objc(Name)` names it.",
        fix: "Tick *Inherit Module From Target*.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let classWithoutModule = Rule(ClassWithoutModuleRule.self)
}
