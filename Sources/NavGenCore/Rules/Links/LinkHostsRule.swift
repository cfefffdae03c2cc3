struct LinkHostsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-hosts",
        severity: .error,
        catches: "An empty `schemes` or `hosts`; a scheme or host that is not one (`https://`, `my_shop`, `example.com/app`, `example.com:8080`) or is listed twice.",
        illustration: "`hosts: [example.com/app]`",
        fix: "Write bare schemes and host names.",
        triggeringExamples: [
            .spec("links: { hosts: [example.com/app] }", screens: "Home: { entry: true, links: [/] }"),
            .spec(#"links: { schemes: ["https://", my_shop], hosts: [example.com] }"#, screens: "Home: { entry: true, links: [/] }"),
        ],
        nonTriggeringExamples: [
            .spec("links: { schemes: [https, myshop], hosts: [example.com] }", screens: "Home: { entry: true, links: [/] }"),
        ])
}

extension Rule {
    public static let linkHosts = Rule(LinkHostsRule.self)
}
