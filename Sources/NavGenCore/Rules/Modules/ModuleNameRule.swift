struct ModuleNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "module-name",
        severity: .error,
        catches: "An included spec without `module`, a module that is not an identifier, two specs with one module.",
        illustration: "an included spec without `module:`",
        fix: "Name each module once.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let moduleName = Rule(ModuleNameRule.self)
}
