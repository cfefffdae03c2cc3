struct SheetDetentsRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "sheet-detents",
        severity: .error,
        catches: "An empty `detents`, or a detent listed twice.",
        illustration: "`detents: [medium, medium]`",
        fix: "List each detent once.",
        triggeringExamples: [
            .homeAndDetail("{ from: Home, to: Detail, style: formSheet, detents: [medium, medium] }"),
            .homeAndDetail("{ from: Home, to: Detail, style: formSheet, detents: [] }"),
        ],
        nonTriggeringExamples: [.homeAndDetail("{ from: Home, to: Detail, style: formSheet, detents: [medium, large] }")])
}

extension Rule {
    public static let sheetDetents = Rule(SheetDetentsRule.self)
}

extension SheetDetentsRule: SpecRule {
    /// A sheet's `detents` list at least one detent, each once.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for (declaration, index) in spec.forwardTransitions where spec.transitions[index].style.presentsASheet {
            guard let detents = spec.spec.transitions[declaration].detents else { continue }
            guard !detents.value.isEmpty else {
                report("'detents' is empty; list at least one of medium, large or a height in points", at: detents.position)
                continue
            }
            var firsts: [SheetDetent: SourcePosition] = [:]
            for detent in detents.value {
                if let first = firsts[detent.value] {
                    report(
                        "detent \(detent.value.spelling) is listed twice", at: detent.position,
                        notes: [spec.note("it is first listed here", at: first)])
                } else {
                    firsts[detent.value] = detent.position
                }
            }
        }
    }
}
