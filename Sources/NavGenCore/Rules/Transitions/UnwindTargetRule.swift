struct UnwindTargetRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unwind-target",
        severity: .error,
        catches: "An unwind to a screen never shown before its source, or to a screen of a framework's or shared class, which cannot hold the unwind action.",
        illustration: "`{from: Home, to: Detail, style: unwind}` where only Home shows Detail",
        fix: "Unwind to a screen shown before the source.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Inbox: { entry: true, inNavigation: true }
              Message: {}
              Settings: {}
            transitions:
              - { from: Inbox, to: Message }
              - { from: Inbox, to: Settings }
              - { from: Message, to: Settings, style: unwind, segue: backToSettings }
            """,
            """
            version: 1
            screens:
              Inbox: { entry: true, inNavigation: true, class: UIViewController }
              Message: {}
            transitions:
              - { from: Inbox, to: Message }
              - { from: Message, to: Inbox, style: unwind, segue: backToInbox }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Inbox: { entry: true, inNavigation: true }
              Message: {}
            transitions:
              - { from: Inbox, to: Message }
              - { from: Message, to: Inbox, style: unwind, segue: backToInbox }
            """,
        ])
}

extension Rule {
    public static let unwindTarget = Rule(UnwindTargetRule.self)
}
