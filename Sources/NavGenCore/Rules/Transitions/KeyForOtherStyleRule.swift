struct KeyForOtherStyleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "key-for-other-style",
        severity: .error,
        catches: "A key that does nothing with the transition's style: `embed` on a push, segue, unwind or to a container; `anchor` but on a popover; `detents` or `grabber` but on a sheet; `modalTransition` or `modalInPresentation` on a push or segue; `partialCurl` but with `fullScreen`; `segue` with another style; `to` on `dismiss`, `pop`, `popToRoot`; presentation keys on a way back.",
        illustration: "`{style: push, embed: navigation}`",
        fix: "Remove the key, or change the style.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail, style: push, embed: navigation }
            """,
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Filter: {}
            transitions:
              - { from: Home, to: Filter, detents: [medium] }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Detail: {}
            transitions:
              - { from: Home, to: Detail, style: present, embed: navigation }
            """,
            """
            version: 1
            screens:
              Home: { entry: true, inNavigation: true }
              Filter: {}
            transitions:
              - { from: Home, to: Filter, style: present, detents: [medium] }
            """,
        ])
}

extension Rule {
    public static let keyForOtherStyle = Rule(KeyForOtherStyleRule.self)
}
