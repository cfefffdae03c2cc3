struct AmbiguousLinksRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "ambiguous-links",
        severity: .error,
        catches: "Two patterns with the same path shape (the same literal segments, and placeholders in the same places).",
        illustration: "`/u/{id}` and `/u/{name}`",
        fix: "Change a literal segment of one.",
        triggeringExamples: [userAndTeam(teamLink: "/u/{name}")],
        nonTriggeringExamples: [userAndTeam(teamLink: "/t/{name}")])

    /// Home pushes User, linked by `/u/{id}`, and Team, linked by `teamLink`.
    private static func userAndTeam(teamLink: String) -> RuleExample {
        .linking(
            #"User: { parameters: { id: Int }, links: ["/u/{id}"] }"#, #"Team: { parameters: { name: String }, links: ["\#(teamLink)"] }"#,
            transitions: "{ from: Home, to: User }", "{ from: Home, to: Team }")
    }
}

extension Rule {
    public static let ambiguousLinks = Rule(AmbiguousLinksRule.self)
}
