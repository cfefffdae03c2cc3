/// A seeded pseudo-random number generator (Vigna's SplitMix64): the same seed gives the same
/// numbers on every run, platform and toolchain, so that a synthesized spec is named by its seed.
///
/// The draws below are written here rather than taken from the standard library's
/// `random(in:using:)`, whose algorithm is not promised to stay the same across Swift versions.
public struct SplitMix64: Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The generator of spec `index` of the campaign of `seed`: each spec can be drawn again alone.
    public init(seed: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed ^ 0x6A09_E667_F3BC_C909)
        for _ in 0...(index % 4) { _ = mixer.next() }
        self.init(seed: mixer.next() &+ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; 0 when `bound` is not positive.
    public mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One of `choices`; nil when there is none.
    public mutating func pick<Element>(_ choices: [Element]) -> Element? {
        choices.isEmpty ? nil : choices[below(choices.count)]
    }

    /// One of `choices`, each as likely as its weight.
    public mutating func weighted<Element>(_ choices: [(Element, weight: Int)]) -> Element {
        var roll = below(choices.reduce(0) { $0 + $1.weight })
        for (choice, weight) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        return choices[choices.count - 1].0
    }

    /// `elements` in an order of the generator's.
    public mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        for index in result.indices.reversed() where index > 0 {
            result.swapAt(index, below(index + 1))
        }
        return result
    }
}
