/// The result of reading one YAML stream: its single document's root and the duplicate keys found.
public struct YAMLDocument: Sendable {
    /// The root node, or nil when the stream holds no document (an empty file, or only comments).
    public var root: Node?
    /// Every key that repeats an earlier key of the same mapping, in source order.
    public var duplicateKeys: [DuplicateKey]

    public init(root: Node?, duplicateKeys: [DuplicateKey] = []) {
        self.root = root
        self.duplicateKeys = duplicateKeys
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
