/// Finds the candidate closest to a misspelt word, for "did you mean" hints.
public enum Suggestion {
    /// The closest candidate within an edit distance that still looks like a typo, or nil.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        // Comparing takes the product of the two lengths; no one mistypes a name this long.
        guard word.count <= longestWord else { return nil }
        let limit = max(1, word.count / 3)
        let lowercased = word.lowercased()
        var best: (candidate: String, distance: Int)?
        // The word itself is no hint: a name written right may fail for another reason (two specs
        // that declare one module), and "did you mean" it would only confuse.
        for candidate in candidates where candidate != word {
            let other = candidate.lowercased()
            // The distance is at least the difference in length.
            guard abs(other.count - lowercased.count) <= limit else { continue }
            let distance = editDistance(lowercased, other)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The longest word that gets a hint, in characters.
    static let longestWord = 100

    /// The message suffix `; did you mean 'X'?`, or an empty string.
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance over characters: insertions, deletions, substitutions, and swaps of two
    /// adjacent characters (`stlye` → `style`), each counting one (optimal string alignment).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
