/// English the messages of every stage share.
public enum Wording {
    /// `1 screen`, `2 screens`: a number with its noun, plural unless the number is one.
    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The most names a message lists of many: the rest it counts, so that its length does not
    /// grow with the spec.
    public static let listedNames = 3

    /// `'A', 'B', 'C' and 19997 more`: the `first` names of `total`, then how many are left out.
    public static func names(_ first: some Sequence<String>, of total: Int) -> String {
        let listed = Array(first.prefix(listedNames))
        let joined = listed.joined(separator: ", ")
        return total > listed.count ? joined + " and \(total - listed.count) more" : joined
    }
}
