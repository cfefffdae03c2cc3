/// One node of a YAML document: a scalar, a sequence or a mapping, with where it starts.
///
/// Aliases are already resolved: an alias node is a copy of the node its anchor names, keeping the
/// anchor's mark. Mappings keep their pairs in source order, duplicates included, so that a later
/// stage can report them.
public struct Node: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    public var content: Content
    /// Where the node starts in the source.
    public var mark: Mark
    /// The node's explicit tag as written (`!!str`, `!custom`; YAML's standard tags in their `!!`
    /// form), or nil when it has none.
    public var tag: String?

    public init(_ content: Content, mark: Mark, tag: String? = nil) {
        self.content = content
        self.mark = mark
        self.tag = tag
    }

    /// The scalar's text, or nil when the node is not a scalar.
    public var scalarText: String? {
        if case .scalar(let scalar) = content { return scalar.text }
        return nil
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
    public enum Style: Sendable, Equatable {
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

    public init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }
}
