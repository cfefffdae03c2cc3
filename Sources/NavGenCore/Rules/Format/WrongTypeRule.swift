struct WrongTypeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "wrong-type",
        severity: .error,
        catches: "A value of the wrong kind or type: a list where a mapping belongs, `entry: maybe`, a word that is not one of the key's (with the closest), a detent of 0 points.",
        illustration: "`style: pusj`",
        fix: "Write a value of the type the message names.",
        triggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detail, style: pusj }"),
            .spec(screens: "Home: { entry: maybe }"),
        ],
        nonTriggeringExamples: [.homeAndDetail("{ from: Home, to: Detail, style: push }")])
}

extension Rule {
    public static let wrongType = Rule(WrongTypeRule.self)
}
