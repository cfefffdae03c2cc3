struct ClassRoleClashRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-role-clash",
        severity: .error,
        catches: "A cell or view whose class is already a screen's or a cell's.",
        illustration: "cell `HomeViewController`",
        fix: "Give each role its own class.",
        triggeringExamples: [
            .spec("cells: { HomeViewController: { kind: table } }", screens: "Home: {}"),
            .spec("cells: { TaskCell: { kind: table } }", "views: { TaskCell: {} }", screens: "Home: {}"),
        ],
        nonTriggeringExamples: [.spec("cells: { HomeCell: { kind: table } }", screens: "Home: {}")])
}

extension Rule {
    public static let classRoleClash = Rule(ClassRoleClashRule.self)
}

extension ClassRoleClashRule: SpecRule {
    /// A cell or view does not reuse a class that the spec already gives another role.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let classes = Set(spec.spec.cells.map(\.className.value) + spec.spec.views.map(\.className.value))
        _ = TypeOwner.classes(of: spec, among: classes) { className, role, owner in
            report(
                "\(role) class '\(className.value)' is already the class of \(owner.role)", at: className.position,
                notes: [spec.note("\(owner.role) is declared here", at: owner.position)])
        }
    }
}
