struct KeyForOtherStyleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "key-for-other-style",
        severity: .error,
        catches: "A key that does nothing with the transition's style: `embed` on a push, segue, unwind or to a container; `anchor` but on a popover; `detents` or `grabber` but on a sheet; `modalTransition` or `modalInPresentation` on a push or segue; `partialCurl` but with `fullScreen`; `segue` with another style; `to` on `dismiss`, `pop`, `popToRoot`; presentation keys on a way back.",
        illustration: "`{style: push, embed: navigation}`",
        fix: "Remove the key, or change the style.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let keyForOtherStyle = Rule(KeyForOtherStyleRule.self)
}
