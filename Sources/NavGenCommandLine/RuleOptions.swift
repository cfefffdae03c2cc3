import NavGenCore

/// `--disable RULE...` and `--error RULE...`: the command line's tuning of the rules, which a
/// spec's own `lint` settings override where they name the same rule.
enum RuleOptions {
    static let disable = Option(
        name: "--disable", valueName: "RULE", help: "Do not report the warnings of these rules (docs/Spec.md, Rules).",
        takesList: true)
    static let error = Option(
        name: "--error", valueName: "RULE", help: "Report the warnings of these rules as errors.", takesList: true)
    static let options = [disable, error]

    /// The settings the invocation's options make; an identifier that cannot be one (see
    /// ``RuleSettings/init(disable:errors:listNames:refuse:)``) is a usage error.
    static func settings(_ invocation: Invocation) throws(UsageError) -> RuleSettings {
        var problems: [String] = []
        let settings = RuleSettings(
            disable: invocation.list(disable.name), errors: invocation.list(error.name), listNames: (disable.name, error.name)
        ) { _, problem in problems.append(problem) }
        if let first = problems.first { throw UsageError(message: first) }
        return settings
    }
}
