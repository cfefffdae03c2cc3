/// What a rule says of itself: its name and severity, what it catches and how to fix it (the row
/// of the docs' table of rules), and examples of specs that must and must not make it report,
/// which `RuleExampleTests` runs.
struct RuleDescription: Sendable {
    /// The command that judges a spec by the rule.
    enum Command: String, Sendable {
        /// `navgen lint` (and every command that reads a spec): docs/Spec.md documents the rule.
        case lint
        /// `navgen verify`, which reads the storyboards and xibs too: docs/Storyboards.md does.
        case verify
    }

    let identifier: String
    let severity: Diagnostic.Severity
    var command = Command.lint
    /// What the rule catches, in a paragraph.
    let catches: String
    /// A short fragment that it catches, for the docs' table; verify's table has none.
    var illustration: String? = nil
    /// How to fix what it reports.
    let fix: String
    /// Specs (with their files) that the rule reports a problem of.
    let triggeringExamples: [RuleExample]
    /// Specs, each close to a triggering one, that the rule does not report.
    let nonTriggeringExamples: [RuleExample]
}

/// A spec that shows what a rule catches or lets pass, with the files it needs beside it (included
/// specs, storyboards, templates), each by its path relative to the spec's folder.
struct RuleExample: Sendable, ExpressibleByStringInterpolation {
    /// The text of `navigation.yml`.
    let spec: String
    let files: [String: String]

    init(_ spec: String, files: [String: String] = [:]) {
        self.spec = spec
        self.files = files
    }

    init(stringLiteral spec: String) {
        self.init(spec)
    }
}

/// A rule's type: each file below `Sources/NavGenCore/Rules` declares one, and
/// ``RuleRegistry/rules`` lists them.
protocol DescribedRule: SendableMetatype {
    static var description: RuleDescription { get }
}
