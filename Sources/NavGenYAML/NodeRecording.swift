/// The nodes ``YAMLReader`` returned from within anchored nodes, in order, with the ends of their
/// containers: what an alias returns again.
///
/// Only what lies inside an anchor is kept, so that a spec without anchors keeps nothing. An entry
/// is a few bytes and the scalar's `String`, whose storage every repetition shares: an alias of a
/// large scalar copies none of its text.
struct NodeRecording {
    private enum Kind: UInt8 {
        case scalar, sequence, mapping, end
    }

    private struct Entry {
        var kind: Kind
        var style: Scalar.Style
        var isRepeatedKey: Bool
        var line: UInt32
        var column: UInt32
        var text: String
    }

    private var entries: [Entry] = []
    /// The tags of the few tagged entries, by index.
    private var tags: [Int: String] = [:]

    var count: Int { entries.count }

    /// Adds `node`, or the end of a container for nil.
    mutating func append(_ node: Node?) {
        guard let node else {
            entries.append(Entry(kind: .end, style: .plain, isRepeatedKey: false, line: 0, column: 0, text: ""))
            return
        }
        if let tag = node.tag { tags[entries.count] = tag }
        let kind: Kind =
            switch node.kind {
            case .scalar: .scalar
            case .sequence: .sequence
            case .mapping: .mapping
            }
        // A spec is at most 32 MiB, far from four billion lines or columns.
        entries.append(
            Entry(
                kind: kind, style: node.scalar?.style ?? .plain, isRepeatedKey: node.isRepeatedKey,
                line: UInt32(clamping: node.mark.line), column: UInt32(clamping: node.mark.column),
                text: node.scalar?.text ?? ""))
    }

    /// The node at `index` as it was returned, or nil for the end of a container.
    func node(at index: Int) -> Node? {
        let entry = entries[index]
        let kind: Node.Kind
        switch entry.kind {
        case .scalar: kind = .scalar
        case .sequence: kind = .sequence
        case .mapping: kind = .mapping
        case .end: return nil
        }
        return Node(
            kind: kind, scalar: kind == .scalar ? Scalar(entry.text, style: entry.style) : nil,
            at: Mark(line: Int(entry.line), column: Int(entry.column)), tag: tags[index], isRepeatedKey: entry.isRepeatedKey)
    }

    /// The text of the entry at `index` when it is a scalar.
    func scalarText(at index: Int) -> String? {
        entries[index].kind == .scalar ? entries[index].text : nil
    }
}
