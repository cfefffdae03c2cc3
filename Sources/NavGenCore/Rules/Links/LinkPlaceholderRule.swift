struct LinkPlaceholderRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-placeholder",
        severity: .error,
        catches: "A placeholder that names no parameter of the linked screen or of the screens below it, with the closest; or a parameter of a screen the app shows before a link opens (the entry screen, the screens its containers hold), which a link cannot give a value.",
        illustration: "`/users/{usrID}`; `/home/{userID}` on the entry screen",
        fix: "Name a parameter; link a screen pushed on it that takes the value.",
        triggeringExamples: [
            .linking(#"User: { parameters: { userID: Int }, links: ["/users/{usrID}"] }"#, transitions: "{ from: Home, to: User }"),
            .spec(
                RuleExample.linksOnExampleCom,
                screens: #"Home: { entry: true, inNavigation: true, parameters: { userID: Int }, links: ["/home/{userID}"] }"#),
        ],
        nonTriggeringExamples: [
            .linking(#"User: { parameters: { userID: Int }, links: ["/users/{userID}"] }"#, transitions: "{ from: Home, to: User }"),
        ])
}

extension Rule {
    public static let linkPlaceholder = Rule(LinkPlaceholderRule.self)
}
