struct SegueDataRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "segue-data",
        severity: .error,
        catches: "A segue that carries data from a screen of a framework's or shared class (which has no members to hand it over), or into a container that takes its own parameters in its initializer; a segue without identifier into a screen that takes its parameters in its initializer.",
        illustration: "a segue from `UIViewController` to a screen with parameters",
        fix: "Give the source a class of its own.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Inbox: { entry: true, class: UITableViewController }
              Message:
                parameters: { messageID: String }
            transitions:
              - { from: Inbox, to: Message, style: segue, segue: showMessage }
            """,
            """
            version: 1
            screens:
              Inbox: { entry: true }
              Message:
                parameters: { messageID: String }
            transitions:
              - { from: Inbox, to: Message, style: segue, segue: false }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Inbox: { entry: true, class: InboxViewController }
              Message:
                parameters: { messageID: String }
            transitions:
              - { from: Inbox, to: Message, style: segue, segue: showMessage }
            """,
            """
            version: 1
            screens:
              Inbox: { entry: true }
              Message:
                parameters: { messageID: String }
            transitions:
              - { from: Inbox, to: Message, style: segue, segue: showMessage }
            """,
        ])
}

extension Rule {
    public static let segueData = Rule(SegueDataRule.self)
}
