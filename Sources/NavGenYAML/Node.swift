/// One node of a YAML document: a scalar, a sequence or a mapping, with where it starts.
///
/// A node is a view into its document's compact storage (one record per node, the scalars' text
/// in one buffer), so that a large document is a few flat arrays rather than a tree of values.
/// Aliases are already resolved: an alias node reads as the node its anchor names, with the
/// alias's own mark. Mappings keep their pairs in source order, duplicates included, so that a
/// later stage can report them.
public struct Node: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence(Items)
        case mapping(Pairs)
    }

    /// The items of a sequence, in source order.
    public struct Items: RandomAccessCollection, Sendable {
        let storage: DocumentStorage
        let start: Int
        public let count: Int

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> Node {
            Node(storage: storage, index: storage.children[start + position])
        }
    }

    /// The pairs of a mapping, in source order: its children as key, value, key, value.
    public struct Pairs: RandomAccessCollection, Sendable {
        let children: Items

        public var startIndex: Int { 0 }
        public var endIndex: Int { children.count / 2 }

        public subscript(position: Int) -> Pair {
            Pair(key: children[2 * position], value: children[2 * position + 1])
        }
    }

    let storage: DocumentStorage
    /// The node's record; for an alias, the alias's own record, which holds its mark.
    let index: Int32

    init(storage: DocumentStorage, index: Int32) {
        self.storage = storage
        self.index = index
    }

    public var content: Content {
        let record = storage.resolvedRecord(index)
        let start = Int(record.start)
        let count = Int(record.count)
        switch record.kind {
        case .sequence: return .sequence(Items(storage: storage, start: start, count: count))
        case .mapping: return .mapping(Pairs(children: Items(storage: storage, start: start, count: count)))
        case .scalar, .alias: return .scalar(Scalar(storage.text(of: record), style: record.style))
        }
    }

    /// Where the node starts in the source.
    public var mark: Mark {
        storage.records[Int(index)].mark
    }

    /// The node's explicit tag as written (`!!str`, `!custom`; YAML's standard tags in their `!!`
    /// form), or nil when it has none.
    public var tag: String? {
        let resolved = storage.resolvedIndex(index)
        return storage.records[Int(resolved)].hasTag ? storage.tags[resolved] : nil
    }

    /// The scalar's text, or nil when the node is not a scalar.
    public var scalarText: String? {
        let record = storage.resolvedRecord(index)
        return record.kind == .scalar ? storage.text(of: record) : nil
    }

    /// A word for the node's kind, for messages: "a string", "a list", "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): scalar.isNull ? "nothing" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// A scalar's text and how it was written.
public struct Scalar: Sendable, Equatable {
    public enum Style: UInt8, Sendable, Equatable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// True for YAML's null: an empty plain scalar, `~` or `null`.
    public var isNull: Bool {
        style == .plain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
    }
}

/// A key and its value in a mapping.
public struct Pair: Sendable {
    public var key: Node
    public var value: Node
}

/// What a parse leaves of a document: a record for each node in the order the parser met them,
/// the direct children of every container (a mapping's as key, value, key, value), the text of
/// every scalar in one buffer, and the few tags.
final class DocumentStorage: Sendable {
    struct Record {
        enum Kind: UInt8 {
            case scalar, sequence, mapping, alias
        }

        var kind: Kind
        var style: Scalar.Style
        var hasTag: Bool
        var line: UInt32
        var column: UInt32
        /// A scalar's first byte in ``DocumentStorage/textBuffer``, a container's first child in
        /// ``DocumentStorage/children``, an alias's anchored node.
        var start: UInt32
        /// A scalar's length in bytes, a container's number of children.
        var count: UInt32

        var mark: Mark { Mark(line: Int(line), column: Int(column)) }

        /// The index of the node itself: an alias's anchored node (never an alias), else `index`.
        static func resolvedIndex(_ index: Int32, in records: [Record]) -> Int32 {
            let record = records[Int(index)]
            return record.kind == .alias ? Int32(record.start) : index
        }

        /// A scalar's text, read from the buffer of every scalar's text.
        func text(in textBuffer: [UInt8]) -> String {
            let start = Int(self.start)
            return String(decoding: textBuffer[start..<start + Int(count)], as: UTF8.self)
        }
    }

    let records: [Record]
    let children: [Int32]
    let textBuffer: [UInt8]
    let tags: [Int32: String]

    init(records: [Record], children: [Int32], textBuffer: [UInt8], tags: [Int32: String]) {
        self.records = records
        self.children = children
        self.textBuffer = textBuffer
        self.tags = tags
    }

    func resolvedIndex(_ index: Int32) -> Int32 {
        Record.resolvedIndex(index, in: records)
    }

    func resolvedRecord(_ index: Int32) -> Record {
        records[Int(resolvedIndex(index))]
    }

    func text(of record: Record) -> String {
        record.text(in: textBuffer)
    }
}
