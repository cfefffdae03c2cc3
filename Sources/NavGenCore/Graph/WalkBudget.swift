/// The steps that the walks of one validation may take in all, for the checks that walk the graph
/// from many screens (from each `popTo`'s source, from each unwind's destination). Each walk is
/// linear, but one per screen is quadratic in a spec of long chains of transitions; past the
/// budget, the checks left are not judged, rather than lint taking minutes.
struct WalkBudget {
    /// Far more than any app's checks take: a spec of 100,000 screens walks each once ten times.
    static let totalSteps = 1_000_000

    private(set) var remaining = Self.totalSteps

    /// Spends `steps`; false, spending nothing, when fewer are left.
    mutating func spend(_ steps: Int) -> Bool {
        guard steps <= remaining else { return false }
        remaining -= steps
        return true
    }
}
