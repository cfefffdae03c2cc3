struct ClassWithoutModuleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-without-module",
        severity: .warning,
        command: .verify,
        catches: "A custom class without a module and without *Inherit Module From Target*: UIKit finds a Swift class so only when `@objc(Name)` names it.",
        fix: "Tick *Inherit Module From Target*.",
        triggeringExamples: [
            homeScene(inheritsModuleFromTarget: false),
        ],
        nonTriggeringExamples: [
            homeScene(inheritsModuleFromTarget: true),
        ])

    /// Home, whose scene is of its class, without a module.
    private static func homeScene(inheritsModuleFromTarget: Bool) -> RuleExample {
        .home(
            in: ExampleStoryboard(
                .viewController(
                    id: "a", storyboardID: "Home", class: "HomeViewController", inheritsModuleFromTarget: inheritsModuleFromTarget)))
    }
}

extension Rule {
    public static let classWithoutModule = Rule(ClassWithoutModuleRule.self)
}
