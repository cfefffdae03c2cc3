struct NoInterfaceFilesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "no-interface-files",
        severity: .warning,
        command: .verify,
        catches: "Folders that hold no `.storyboard` or `.xib`.",
        fix: "Name the folders that hold them with `--resources`.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let noInterfaceFiles = Rule(NoInterfaceFilesRule.self)
}
