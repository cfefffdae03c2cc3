struct ReservedNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "reserved-name",
        severity: .error,
        catches: "A name generated code uses itself: a parameter named `animated`, `completion`, `coder` or `viewController`; a parameter a segue carries named `sender` or `segue`; a link placeholder named `link` or `path`; a popover destination's parameter named like its anchor argument; with the `swiftui-stack` template, a parameter of a screen at the root of a tab's or column's stack named `navigation` (or, in a tab bar, `label`), which the container's view takes, and a screen named `Screen` that transitions start from, whose navigator would have the name of the protocol `ScreenNavigator`.",
        illustration: "`parameters: {animated: Bool}`",
        fix: "Rename the parameter.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home:
                parameters:
                  animated: Bool
            """,
            """
            version: 1
            screens:
              Main: { entry: true, source: code, tabs: [Feed, Search] }
              Feed:
                source: code
                parameters:
                  navigation: String
              Search: { source: code }
            outputs:
              - { template: swiftui-stack, output: Routes.swift }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home:
                parameters:
                  startsAnimated: Bool
            """,
        ])
}

extension Rule {
    public static let reservedName = Rule(ReservedNameRule.self)
}
