import NavGenYAML

/// Typed reads of YAML nodes that report what is wrong as diagnostics instead of failing.
///
/// Every read returns nil after reporting when the node does not hold what was asked for, so the
/// decoder can go on and collect every problem of the file in one run.
struct NodeReader {
    let file: String
    /// False when the parser found no duplicate key in the whole document, so that no mapping
    /// needs to be searched for one again.
    let hasDuplicateKeys: Bool
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, hasDuplicateKeys: Bool) {
        self.file = file
        self.hasDuplicateKeys = hasDuplicateKeys
    }

    func position(_ node: Node) -> SourcePosition {
        position(node.mark)
    }

    func position(_ mark: Mark) -> SourcePosition {
        SourcePosition(line: mark.line, column: mark.column)
    }

    /// The place of a diagnostic in the spec.
    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    func location(_ mark: Mark) -> SourceLocation {
        location(position(mark))
    }

    mutating func error(_ message: String, at node: Node, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: location(position(node)), notes: notes))
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The keys of a mapping that are allowed where it stands, and those of them that are required.
    struct Keys {
        var allowed: [String]
        var required: [String] = []
    }

    /// The first value of each allowed key of a mapping. A mapping has a dozen keys at most, so
    /// that finding a key's place among them costs less than hashing it.
    struct Fields {
        let keys: Keys
        private var values: [Node?]

        init(keys: Keys) {
            self.keys = keys
            values = Array(repeating: nil, count: keys.allowed.count)
        }

        subscript(key: String) -> Node? {
            keys.allowed.firstIndex(of: key).flatMap { values[$0] }
        }

        /// Keeps `value` for the allowed key at `slot` unless the key already has one.
        mutating func keepFirst(_ value: Node, at slot: Int) {
            if values[slot] == nil { values[slot] = value }
        }
    }

    /// The first value of each key of a mapping, after reporting a node that is not a mapping, keys
    /// that are not plain scalars, unknown keys (with the closest known one) and missing required keys
    /// (at `owner`, the name of the entry the mapping describes, or else at the mapping).
    /// `place` is only worked out for a message.
    mutating func fields(of node: Node, keys: Keys, in place: @autoclosure () -> String, owner: SourcePosition? = nil)
        -> Fields?
    {
        guard checkUntagged(node) else { return nil }
        guard case .mapping(let pairs) = node.content else {
            error("\(place()) must be a mapping, found \(node.kindDescription)", at: node)
            return nil
        }
        var fields = Fields(keys: keys)
        for pair in pairs {
            guard let key = keyText(pair.key) else { continue }
            guard let slot = keys.allowed.firstIndex(of: key) else {
                error("unknown key '\(key)' in \(place())\(Suggestion.hint(for: key, in: keys.allowed))", at: pair.key)
                continue
            }
            fields.keepFirst(pair.value, at: slot)
        }
        for key in keys.required where fields[key] == nil {
            diagnostics.append(.error("\(place()) is missing the required key '\(key)'", at: location(owner ?? position(node))))
        }
        return fields
    }

    /// The pairs of a mapping whose keys are names (screens, cells, parameters), in source order.
    mutating func namedEntries(of node: Node, in place: @autoclosure () -> String) -> [(name: Located<String>, value: Node)] {
        guard checkUntagged(node) else { return [] }
        switch node.content {
        case .scalar(let scalar) where scalar.isNull:
            return []
        case .mapping(let pairs):
            var seen: Set<String> = []
            return pairs.compactMap { pair in
                guard let key = keyText(pair.key), !hasDuplicateKeys || seen.insert(key).inserted else { return nil }
                return (Located(key, at: position(pair.key)), pair.value)
            }
        default:
            error("\(place()) must be a mapping of names, found \(node.kindDescription)", at: node)
            return []
        }
    }

    /// The items of a sequence; nothing (`key:`) reads as an empty list.
    mutating func items(of node: Node, in place: String) -> [Node] {
        guard checkUntagged(node) else { return [] }
        switch node.content {
        case .scalar(let scalar) where scalar.isNull: return []
        case .sequence(let items): return Array(items)
        default:
            error("\(place) must be a list, found \(node.kindDescription)", at: node)
            return []
        }
    }

    mutating func string(_ node: Node?, key: String) -> Located<String>? {
        guard let node, checkUntagged(node) else { return nil }
        guard case .scalar(let scalar) = node.content else {
            error("'\(key)' must be a string, found \(node.kindDescription)", at: node)
            return nil
        }
        if scalar.isNull {
            error("'\(key)' must be a string, found nothing", at: node)
            return nil
        }
        return Located(scalar.text, at: position(node))
    }

    mutating func bool(_ node: Node?, key: String) -> Located<Bool>? {
        guard let node, checkUntagged(node) else { return nil }
        if case .scalar(let scalar) = node.content, scalar.style == .plain, let value = Self.boolean(scalar.text) {
            return Located(value, at: position(node))
        }
        error("'\(key)' must be true or false, found \(describe(node))", at: node)
        return nil
    }

    /// A name, or `false` for none; `expected` says what the key takes, for the message about `true`.
    mutating func nameOrNone(_ node: Node?, key: String, expected: String) -> Located<NameOrNone>? {
        guard let node else { return nil }
        if case .scalar(let scalar) = node.content, scalar.style == .plain, let flag = Self.boolean(scalar.text), node.tag == nil {
            guard !flag else {
                error("'\(key)' must be \(expected)", at: node)
                return nil
            }
            return Located(.none, at: position(node))
        }
        return string(node, key: key).map { Located(.named($0.value), at: $0.position) }
    }

    mutating func integer(_ node: Node?, key: String) -> Located<Int>? {
        guard let node, checkUntagged(node) else { return nil }
        if case .scalar(let scalar) = node.content, scalar.style == .plain, let value = Int(scalar.text) {
            return Located(value, at: position(node))
        }
        error("'\(key)' must be a whole number, found \(describe(node))", at: node)
        return nil
    }

    mutating func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ node: Node?, key: String, as type: Value.Type
    ) -> Located<Value>? where Value.RawValue == String {
        guard let text = string(node, key: key) else { return nil }
        if let value = Value(rawValue: text.value) { return Located(value, at: text.position) }
        let names = Value.allCases.map(\.rawValue)
        diagnostics.append(
            .error(
                "'\(text.value)' is not a valid '\(key)'; expected one of \(names.joined(separator: ", "))"
                    + Suggestion.hint(for: text.value, in: names),
                at: location(text.position)))
        return nil
    }

    static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    private mutating func keyText(_ key: Node) -> String? {
        guard checkUntagged(key) else { return nil }
        guard case .scalar(let scalar) = key.content, !scalar.isNull else {
            error("a key must be a plain name, found \(key.kindDescription)", at: key)
            return nil
        }
        // YAML 1.1's merge key; libyaml leaves it to the application, and a spec spells keys out.
        if scalar.style == .plain, scalar.text == "<<" {
            error("merge keys ('<<') are not supported in a navigation spec; write the keys out", at: key)
            return nil
        }
        return scalar.text
    }

    /// Reports a node with an explicit YAML tag: a spec has no use for them, and a tag such as
    /// `!!binary` would make the text mean something other than it reads.
    private mutating func checkUntagged(_ node: Node) -> Bool {
        guard let tag = node.tag else { return true }
        error("YAML tags ('\(tag)') are not supported in a navigation spec", at: node)
        return false
    }

    /// What a node holds, for "found ..." messages; a quoted scalar says that quotes make it a string.
    private func describe(_ node: Node) -> String {
        guard case .scalar(let scalar) = node.content, !scalar.isNull else { return node.kindDescription }
        return switch scalar.style {
        case .plain: "'\(scalar.text)'"
        case .singleQuoted, .doubleQuoted: "'\(scalar.text)' in quotes, which makes it a string"
        case .literal, .folded: "a block scalar, which is a string"
        }
    }
}
