struct UnwindTargetRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unwind-target",
        severity: .error,
        catches: "An unwind to a screen never shown before its source, or to a screen of a framework's or shared class, which cannot hold the unwind action.",
        illustration: "`{from: Home, to: Detail, style: unwind}` where only Home shows Detail",
        fix: "Unwind to a screen shown before the source.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let unwindTarget = Rule(UnwindTargetRule.self)
}
