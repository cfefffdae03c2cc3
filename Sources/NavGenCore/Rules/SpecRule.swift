/// A rule that judges a spec once it is resolved: one type, in the file of its rule, that reads
/// the read-only ``ResolvedSpec`` and reports what it finds to the ``RuleReport`` it is handed.
/// ``ValidationRun`` runs every such rule of ``RuleRegistry/rules``, in their order, each on the
/// same resolved spec, so that no rule sees what another found.
///
/// The rules that are not ``SpecRule``s are reported where a part of the spec stops resolving
/// (a YAML error, an unknown key, a screen no spec declares), or by `verify` and the templates.
///
/// A rule of the graph as a whole (reachability, the ways back) reads the resolved spec's
/// ``ResolvedSpec/index``, which is there only when every part resolved: a part that did not
/// would make the screens it leads to look unreachable.
protocol SpecRule: DescribedRule {
    /// Reports each problem of the rule that `spec` has.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport)
}

/// Where a ``SpecRule`` reports its problems: each with the severity that the spec's and the
/// command line's settings give its rule there (see ``RuleTuning``).
struct RuleReport {
    let rule: Rule
    private let tuning: RuleTuning
    private let files: SpecFiles
    /// What the rule reported, in order.
    private(set) var diagnostics: [Diagnostic] = []

    init(_ rule: Rule, tuning: RuleTuning, files: SpecFiles) {
        self.rule = rule
        self.tuning = tuning
        self.files = files
    }

    /// Reports a problem at `position`, about `subject`, whose `lint` settings apply.
    mutating func callAsFunction(
        _ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = [], about subject: RuleTuning.Subject? = nil
    ) {
        self(message, at: files.location(of: position), notes: notes, about: subject)
    }

    /// Reports a problem at `location`, nil for one of no place.
    mutating func callAsFunction(
        _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [], about subject: RuleTuning.Subject? = nil
    ) {
        if let diagnostic = tuning.diagnostic(rule, message, at: location, notes: notes, about: subject) {
            diagnostics.append(diagnostic)
        }
    }

    /// Says that the rule's walks of the graph stopped at their ``WalkBudget``, when they left any of
    /// `answers` (``GraphIndex/answers(to:following:)``) unanswered, and so that many of the
    /// rule's subjects (`popTo transition`) unjudged: a warning whatever the rule's severity, since
    /// what it left need not be wrong.
    mutating func budgetSpent(leavingUnanswered answers: [Bool?], of subject: String) {
        let unanswered = answers.count { $0 == nil }
        guard unanswered > 0 else { return }
        let message =
            "the graph is too large for rule '\(rule.identifier)' to judge it all: its walks stopped after \(WalkBudget.totalSteps) steps, and \(Wording.count(unanswered, subject)) were left unjudged"
        var diagnostic = Diagnostic(rule, message, at: nil)
        diagnostic.severity = .warning
        if let tuned = tuning.tuned(diagnostic) { diagnostics.append(tuned) }
    }
}
