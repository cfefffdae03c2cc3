struct InvalidSwiftCodeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "invalid-swift-code",
        severity: .error,
        catches: "A parameter's type or default that is not one Swift type or expression, or that could break out of the generated code.",
        illustration: "`type: \"User) -> Void\"`",
        fix: "Write one well-formed type or expression.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let invalidSwiftCode = Rule(InvalidSwiftCodeRule.self)
}
