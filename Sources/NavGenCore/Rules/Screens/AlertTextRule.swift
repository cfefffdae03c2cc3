struct AlertTextRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "alert-text",
        severity: .error,
        catches: "A placeholder that names no parameter of the alert (with the closest), a lone `{` or `}`.",
        illustration: "`message: \"Hello {nam}\"`",
        fix: "Name a parameter; write `{{` and `}}` for braces.",
        triggeringExamples: [
            greeting(message: "Hello {nam}"),
            """
            version: 1
            screens:
              Home:
                alerts:
                  Failed:
                    title: Error
                    message: "Use a set like a} b"
            """,
        ],
        nonTriggeringExamples: [greeting(message: "Hello {name}, use a set like {{a}} b")])

    /// A spec of one screen, Home, whose alert Greeting, which takes `name`, says `message`.
    private static func greeting(message: String) -> RuleExample {
        """
        version: 1
        screens:
          Home:
            alerts:
              Greeting:
                parameters: { name: String }
                title: Welcome
                message: "\(message)"
        """
    }
}

extension Rule {
    public static let alertText = Rule(AlertTextRule.self)
}
