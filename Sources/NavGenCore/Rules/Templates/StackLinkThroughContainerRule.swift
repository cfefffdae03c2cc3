struct StackLinkThroughContainerRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "stack-link-through-container",
        severity: .error,
        catches: "With the `swiftui-stack` template: links that start in the tab bar or split view of one entry screen beside links that start elsewhere (on another entry screen's stack); the stack router opens every link with one navigation.",
        illustration: "`/search` in Main's tabs and `/terms` above the entry screen Welcome",
        fix: "Link screens that the tab bar holds, or open the links with the `uikit` template's `open(in:)`.",
        triggeringExamples: [termsAboveWelcome(output: RuleExample.stackOutput)],
        nonTriggeringExamples: [
            termsAboveWelcome(output: RuleExample.uikitOutput),
            .spec(
                RuleExample.linksOnExampleCom, screens: tabBar, "Terms: { source: code, links: [/terms] }",
                transitions: "{ from: Search, to: Terms, style: present }", outputs: RuleExample.stackOutput),
        ])

    /// The entry screen Main, a tab bar of Feed and Search, which has a link.
    private static let tabBar = """
        Main: { entry: true, source: code, tabs: [Feed, Search] }
        Feed: { source: code }
        Search: { source: code, links: [/search] }
        """

    /// ``tabBar`` beside another entry screen, Welcome, which pushes Terms, which has a link, with
    /// `output` of a template.
    private static func termsAboveWelcome(output: String) -> RuleExample {
        .spec(
            RuleExample.linksOnExampleCom, screens: tabBar, "Welcome: { entry: true, source: code, inNavigation: true }",
            "Terms: { source: code, links: [/terms] }", transitions: "{ from: Welcome, to: Terms }", outputs: output)
    }
}

extension Rule {
    public static let stackLinkThroughContainer = Rule(StackLinkThroughContainerRule.self)
}
