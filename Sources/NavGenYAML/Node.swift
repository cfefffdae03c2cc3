/// One node of a YAML document as ``YAMLReader`` meets it: a scalar whole, a sequence or a mapping
/// by its start. The items of a sequence, and the keys and values of a mapping (key, value, key,
/// value, in source order, duplicates included), are the reader's next nodes, up to the `nil` that
/// ends the container.
///
/// Aliases are already resolved: an alias reads as the nodes of the node its anchor names, the
/// first of them with the alias's own mark.
public struct Node: Sendable {
    public enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
    }

    public let kind: Kind
    /// A scalar's text and how it was written; nil for a sequence or a mapping.
    public let scalar: Scalar?
    /// Where the node starts in the source: at its tag or anchor when it has one.
    public let mark: Mark
    /// The node's explicit tag as written (`!!str`, `!custom`; YAML's standard tags in their `!!`
    /// form), or nil when it has none.
    public let tag: String?
    /// True for a scalar key whose text repeats an earlier key of the same mapping: a duplicate,
    /// which ``YAMLReader/finish()`` lists.
    public let isRepeatedKey: Bool

    init(kind: Kind, scalar: Scalar?, at mark: Mark, tag: String?, isRepeatedKey: Bool) {
        self.kind = kind
        self.scalar = scalar
        self.mark = mark
        self.tag = tag
        self.isRepeatedKey = isRepeatedKey
    }

    /// The scalar's text, or nil when the node is not a scalar.
    public var scalarText: String? {
        scalar?.text
    }

    /// True for YAML's null (see ``Scalar/isNull``).
    public var isNull: Bool {
        scalar?.isNull ?? false
    }

    /// A word for the node's kind, for messages: "a scalar", "nothing", "a list", "a mapping".
    public var kindDescription: String {
        switch kind {
        case .scalar: isNull ? "nothing" : "a scalar"
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

    /// True for YAML's null: an empty plain scalar, `~` or `null`. No other text equals these as a
    /// string (none of their characters has a canonical equivalent outside ASCII), so that the
    /// length in bytes tells most scalars apart without comparing.
    public var isNull: Bool {
        guard style == .plain else { return false }
        switch text.utf8.count {
        case 0: return true
        case 1: return text == "~"
        case 4: return text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
    }
}

/// A mapping key that appears a second time; libyaml accepts these, a YAML 1.2 reader must not.
public struct DuplicateKey: Equatable, Sendable {
    public var key: String
    public var first: Mark
    public var duplicate: Mark

    public init(key: String, first: Mark, duplicate: Mark) {
        self.key = key
        self.first = first
        self.duplicate = duplicate
    }
}
