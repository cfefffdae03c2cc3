struct DuplicateTransitionNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-transition-name",
        severity: .error,
        catches: "Two transitions of one screen with one method name, with the first one's line and where a name the spec does not write comes from; a transition written twice (the same in all but the keys that say a default) is called a repeat of the first.",
        illustration: "two pushes of `Detail` from `Home`",
        fix: "Give one a `name`; delete a repeat.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail }
              - { from: Home, to: Detail, style: present }
            """,
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail }
              - { from: Home, to: Detail, style: push }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail }
              - { from: Home, to: Detail, style: present, name: presentDetail }
            """,
        ])
}

extension Rule {
    public static let duplicateTransitionName = Rule(DuplicateTransitionNameRule.self)
}
