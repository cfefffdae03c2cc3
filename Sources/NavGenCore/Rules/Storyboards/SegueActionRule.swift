struct SegueActionRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "segue-action",
        severity: .error,
        command: .verify,
        catches: "A segue that carries data into a screen taking its parameters in its initializer and does not call the generated segue action; an unwind segue that calls another action than the destination's `unwindTo<Screen>:`.",
        fix: "Connect the segue's *Instantiation* to the action, or choose the action at the scene's Exit.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let segueAction = Rule(SegueActionRule.self)
}
