struct ContainerShapeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-shape",
        severity: .error,
        catches: "Keys of two kinds of container on one screen; a split view controller without both columns, or from a nib; an empty `tabs`; `inNavigation` on a container.",
        illustration: "`root: A` and `tabs: [B]` on one screen",
        fix: "Keep one kind; give the split view both columns.",
        triggeringExamples: [
            .spec(screens: "Main: { root: Home, tabs: [Search] }", "Home: {}", "Search: {}"),
            .spec(screens: "Mail: { primary: Mailboxes }", "Mailboxes: {}"),
        ],
        nonTriggeringExamples: [
            .spec(screens: "Main: { tabs: [Home, Search] }", "Home: {}", "Search: {}"),
            .spec(screens: "Mail: { primary: Mailboxes, secondary: Message }", "Mailboxes: {}", "Message: {}"),
        ])
}

extension Rule {
    public static let containerShape = Rule(ContainerShapeRule.self)
}

extension ContainerShapeRule: SpecRule {
    /// A container is one kind of container, with what that kind holds: a split view has both
    /// columns and does not come from a nib, tabs are not empty, and no container says it is on a
    /// navigation stack.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for index in spec.spec.screens.indices {
            let declaration = spec.spec.screens[index]
            let declared = declaration.containerKeys
            guard let first = declared.first else { continue }
            let name = declaration.name.value
            if declared.count > 1 {
                report(
                    "screen '\(name)' has both '\(first.key)' and '\(declared[1].key)'; a container is a navigation, a tab bar or a split view controller",
                    at: declared[1].position)
            }
            if first.kind == .split, declaration.primary == nil || declaration.secondary == nil {
                report("split view controller '\(name)' needs '\(declaration.primary == nil ? "primary" : "secondary")' too", at: first.position)
            }
            if let tabs = declaration.tabs, tabs.value.isEmpty {
                report("'tabs' of screen '\(name)' is empty; a tab bar controller needs at least one tab", at: tabs.position)
            }
            if first.kind == .split, spec.screens[index].source.kind == .nib {
                report(
                    "split view controller '\(name)' cannot come from a nib: only init(style:) makes the column style whose columns its factory fills; create it in code or in a storyboard",
                    at: declaration.source?.position ?? declaration.name.position)
            }
            if let inNavigation = declaration.inNavigation, inNavigation.value {
                report(
                    "'inNavigation' does not apply to a container: UIKit does not put a container on a navigation stack",
                    at: inNavigation.position)
            }
        }
    }
}
