/// The steps that the walks of one rule may take in all (``GraphIndex/answers(to:following:)``),
/// for the rules that walk the graph from many screens (from each `popTo`'s source, from each
/// unwind's destination). Each walk is linear, but one per screen is quadratic in a spec of long
/// chains of transitions; past the budget, what is left is not judged, and the rule says so
/// (``RuleReport/budgetSpent(leavingUnanswered:of:)``), rather than lint taking minutes.
struct WalkBudget {
    /// Far more than any app's rules take: a spec of 100,000 screens walks each once ten times.
    static let totalSteps = 1_000_000

    private(set) var remaining = Self.totalSteps

    /// Spends `steps`; false, spending nothing, when fewer are left.
    mutating func spend(_ steps: Int) -> Bool {
        guard steps <= remaining else { return false }
        remaining -= steps
        return true
    }
}
