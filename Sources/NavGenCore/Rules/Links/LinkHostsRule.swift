struct LinkHostsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-hosts",
        severity: .error,
        catches: "An empty `schemes` or `hosts`; a scheme or host that is not one (`https://`, `my_shop`, `example.com/app`, `example.com:8080`) or is listed twice.",
        illustration: "`hosts: [example.com/app]`",
        fix: "Write bare schemes and host names.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let linkHosts = Rule(LinkHostsRule.self)
}
