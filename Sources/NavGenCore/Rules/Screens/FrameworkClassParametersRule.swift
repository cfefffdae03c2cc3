struct FrameworkClassParametersRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "framework-class-parameters",
        severity: .error,
        catches: "Parameters on a screen of a framework's class, which has neither an initializer nor properties for them.",
        illustration: "`class: UIViewController` with `parameters`",
        fix: "Give the screen a class of the app's own.",
        triggeringExamples: [.spec(screens: "Home: { class: UIViewController, parameters: { user: User } }")],
        nonTriggeringExamples: [.spec(screens: "Home: { class: HomeViewController, parameters: { user: User } }")])
}

extension Rule {
    public static let frameworkClassParameters = Rule(FrameworkClassParametersRule.self)
}

extension FrameworkClassParametersRule: SpecRule {
    /// A screen whose class is a framework's takes no parameters: the class has neither an
    /// initializer nor properties for them.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for index in spec.screens.indices {
            guard let parameter = spec.spec.screens[index].parameters.first,
                let module = SystemClass.module(of: spec.screens[index].className)
            else { continue }
            let screen = spec.screens[index]
            report(
                "screen '\(screen.name)' has parameters, but its class '\(screen.className)' is \(module)'s, which has neither an initializer nor properties for them; give the screen a class of the app's own",
                at: parameter.name.position)
        }
    }
}
