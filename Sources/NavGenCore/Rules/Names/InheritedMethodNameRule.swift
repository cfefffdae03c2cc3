struct InheritedMethodNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "inherited-method-name",
        severity: .error,
        catches: "A way back named like a method its screen's class inherits with the same arguments, which its generated method cannot override.",
        illustration: "`{from: Editor, style: dismiss, name: dismiss}`",
        fix: "Give the transition another `name`, or leave the default (`close`).",
        triggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Editor: {}
            transitions:
              - { from: Home, to: Editor, style: present }
              - { from: Editor, style: dismiss, name: dismiss }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Home: { entry: true }
              Editor: {}
            transitions:
              - { from: Home, to: Editor, style: present }
              - { from: Editor, style: dismiss, name: close }
            """,
        ])
}

extension Rule {
    public static let inheritedMethodName = Rule(InheritedMethodNameRule.self)
}
