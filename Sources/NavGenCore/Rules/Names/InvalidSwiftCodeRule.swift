struct InvalidSwiftCodeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "invalid-swift-code",
        severity: .error,
        catches: "A parameter's type or default that is not one Swift type or expression, or that could break out of the generated code.",
        illustration: "`type: \"User) -> Void\"`",
        fix: "Write one well-formed type or expression.",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home:
                parameters:
                  onSelect: "User) -> Void"
            """,
            """
            version: 1
            screens:
              Home:
                parameters:
                  count: { type: Int, default: "0; exit(0)" }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home:
                parameters:
                  onSelect: "(User) -> Void"
                  count: { type: Int, default: "0" }
            """,
        ])
}

extension Rule {
    public static let invalidSwiftCode = Rule(InvalidSwiftCodeRule.self)
}
