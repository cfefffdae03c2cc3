struct InvalidIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "invalid-identifier",
        severity: .error,
        catches: "A name that is not a Swift identifier: a screen, cell, view, parameter, alert, transition name, class, view type, import; invisible characters (U+200B, U+200D) count. Keywords are fine: the generated code escapes them.",
        illustration: "`My Screen: {}`",
        fix: "Rename it to an identifier.",
        triggeringExamples: [
            """
            version: 1
            screens:
              My Screen: {}
            """,
            """
            version: 1
            screens:
              Home:
                parameters:
                  user-id: Int
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              MyScreen: {}
            """,
        ])
}

extension Rule {
    public static let invalidIdentifier = Rule(InvalidIdentifierRule.self)
}

extension InvalidIdentifierRule: SpecRule {
    /// The modules imported, the cells, the views, each screen's name, class, view type,
    /// parameters and alerts, and the transitions' names are names Swift takes.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let declarations = spec.spec
        for module in declarations.imports where !SwiftName.isIdentifier(module.value) {
            report("import '\(module.value)' is not a valid module name", at: module.position)
        }
        func check(_ name: Located<String>, _ role: String) {
            if !SwiftName.isIdentifier(name.value) {
                report("\(role) '\(name.value)' is not a valid Swift identifier", at: name.position)
            }
        }
        for cell in declarations.cells { check(cell.className, "cell class") }
        for view in declarations.views { check(view.className, "view class") }
        for index in declarations.screens.indices {
            let screen = declarations.screens[index]
            check(screen.name, "screen name")
            if let given = screen.className { check(given, "class") }
            if let given = screen.viewType { check(given, "view type") }
            for parameter in screen.parameters { check(parameter.name, "parameter name") }
            for alert in screen.alerts {
                check(alert.name, "alert name")
                for parameter in alert.parameters { check(parameter.name, "parameter name") }
            }
        }
        for transition in declarations.transitions {
            if let name = transition.name { check(name, "transition name") }
        }
    }
}
