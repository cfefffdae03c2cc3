struct StackLinkThroughContainerRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "stack-link-through-container",
        severity: .error,
        catches: "With the `swiftui-stack` template: links that start in the tab bar or split view of one entry screen beside links that start elsewhere (on another entry screen's stack); the stack router opens every link with one navigation.",
        illustration: "`/search` in Main's tabs and `/terms` above the entry screen Welcome",
        fix: "Link screens that the tab bar holds, or open the links with the `uikit` template's `open(in:)`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let stackLinkThroughContainer = Rule(StackLinkThroughContainerRule.self)
}
