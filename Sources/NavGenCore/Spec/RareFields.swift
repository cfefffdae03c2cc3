/// The fields of a declaration that few entries of a spec write: a screen's `nib` or `links`, a
/// transition's `detents`.
///
/// A declaration holds them as ``Rare``, one pointer wide, instead of inline: the declarations of a
/// spec of 100,000 screens and 150,000 transitions then take about 50 MB less while it is read and
/// checked, since each entry holds room only for the keys most entries write
/// (Benchmarks/README.md, "Sixth round").
protocol RareFields: Sendable {
    /// The fields as an entry that writes none of them has them.
    init()
}

/// Fields that few values write: kept on the heap once one of them is written, absent until then,
/// and shared between copies until a copy changes one.
struct Rare<Fields: RareFields>: Sendable {
    private enum Storage: Sendable {
        case unwritten
        indirect case written(Fields)
    }

    private var storage = Storage.unwritten

    /// What `field` reads of the fields, nil while none is written: one field is read without
    /// making the others, as a check does for every entry of a spec.
    func read<Value>(_ field: (Fields) -> Value?) -> Value? {
        guard case .written(let fields) = storage else { return nil }
        return field(fields)
    }

    /// Changes the fields, starting from ``RareFields/init()`` when none is written yet.
    mutating func write(_ change: (inout Fields) -> Void) {
        var fields: Fields
        if case .written(let written) = storage { fields = written } else { fields = Fields() }
        change(&fields)
        storage = .written(fields)
    }
}
