struct ClassRoleClashRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-role-clash",
        severity: .error,
        catches: "A cell or view whose class is already a screen's or a cell's.",
        illustration: "cell `HomeViewController`",
        fix: "Give each role its own class.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let classRoleClash = Rule(ClassRoleClashRule.self)
}
