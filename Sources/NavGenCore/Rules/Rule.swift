/// A check navgen makes of a spec, or of a spec against the app's storyboards and xibs (`navgen
/// verify`), as diagnostics, settings and the docs name it. Its identifier ends each diagnostic it
/// reports, names its row in docs/Spec.md's table of rules (docs/Storyboards.md's for verify's),
/// and is what a spec's `lint` settings and `--disable`/`--error` name.
///
/// Each rule is a type of its own file below `Sources/NavGenCore/Rules`, which says what the rule
/// catches and shows it with examples (``RuleDescription``), and gives code elsewhere the rule's
/// name: `extension Rule { public static let isolatedScreen = Rule(IsolatedScreenRule.self) }`.
public struct Rule: Hashable, Sendable, CustomStringConvertible {
    /// How messages, the docs and settings spell the rule: `isolated-screen`.
    public let identifier: String
    /// How the rule reports a problem unless a spec or the command line says otherwise.
    public let severity: Diagnostic.Severity
    /// What the rule says of itself.
    let ruleDescription: RuleDescription

    init(_ type: any DescribedRule.Type) {
        ruleDescription = type.description
        identifier = ruleDescription.identifier
        severity = ruleDescription.severity
    }

    /// The rule named `identifier`, if any.
    public init?(identifier: String) {
        guard let rule = Self.byIdentifier[identifier] else { return nil }
        self = rule
    }

    /// Every rule, in the order of ``RuleRegistry/rules`` and of the docs' tables.
    public static let allCases = RuleRegistry.rules.map(Rule.init)

    private static let byIdentifier = Dictionary(allCases.map { ($0.identifier, $0) }) { first, _ in first }

    public var description: String { identifier }

    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
