struct ClassRoleClashRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-role-clash",
        severity: .error,
        catches: "A cell or view whose class is already a screen's or a cell's.",
        illustration: "cell `HomeViewController`",
        fix: "Give each role its own class.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: {}
            cells:
              HomeViewController:
                kind: table
            """,
            """
            version: 1
            screens:
              Home: {}
            cells:
              TaskCell:
                kind: table
            views:
              TaskCell: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: {}
            cells:
              HomeCell:
                kind: table
            """,
        ])
}

extension Rule {
    public static let classRoleClash = Rule(ClassRoleClashRule.self)
}
