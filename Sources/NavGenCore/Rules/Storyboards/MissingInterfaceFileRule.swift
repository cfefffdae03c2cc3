struct MissingInterfaceFileRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-interface-file",
        severity: .error,
        command: .verify,
        catches: "A storyboard or nib that a screen, cell or view names and that is not in the folders (with the closest name), or that could not be read.",
        fix: "Fix the name, or give `verify` the folder.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let missingInterfaceFile = Rule(MissingInterfaceFileRule.self)
}
