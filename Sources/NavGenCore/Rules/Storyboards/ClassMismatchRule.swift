struct ClassMismatchRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-mismatch",
        severity: .error,
        command: .verify,
        catches: "A scene, a xib's File's Owner, cell or first view whose class is not the one the spec names, or that is a plain UIKit object.",
        fix: "Set the class in the identity inspector, or fix `class`.",
        triggeringExamples: [
            homeScene(class: "MainViewController"),
            // A plain UIViewController.
            homeScene(class: nil),
        ],
        nonTriggeringExamples: [
            homeScene(class: "HomeViewController"),
        ])

    /// Home, whose scene is of the class `customClass`.
    private static func homeScene(class customClass: String?) -> RuleExample {
        .home(in: ExampleStoryboard(.viewController(id: "a", storyboardID: "Home", class: customClass)))
    }
}

extension Rule {
    public static let classMismatch = Rule(ClassMismatchRule.self)
}
