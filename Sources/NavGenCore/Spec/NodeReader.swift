import NavGenYAML

/// Typed reads of a spec's nodes as a ``YAMLReader`` returns them, which report what is wrong as
/// diagnostics instead of failing.
///
/// Each read takes the node the reader returned last and reads it to its end, so that the next read
/// starts at the next node. A read returns nil after reporting when the node does not hold what was
/// asked for, so the decoder can go on and collect every problem of the file in one run; only a
/// problem of the YAML itself, a thrown ``YAMLError``, ends the reading.
struct NodeReader: ~Copyable {
    let file: String
    /// What the positions this reader gives add to the file's line numbers: see ``SpecFiles``.
    let lineOffset: Int
    private var events: YAMLReader
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, lineOffset: Int = 0, events: consuming YAMLReader) {
        self.file = file
        self.lineOffset = lineOffset
        self.events = events
    }

    /// The document's root node, or nil when the stream holds no document.
    mutating func root() throws(YAMLError) -> Node? {
        try events.next()
    }

    /// Reads the rest of the stream and returns every diagnostic: the duplicate keys, then the rest.
    consuming func finish() throws(YAMLError) -> [Diagnostic] {
        let file = file
        let diagnostics = diagnostics
        let duplicates = try events.finish().map { duplicate in
            Diagnostic(
                .duplicateKey, "duplicate key '\(duplicate.key)'", at: SourceLocation(file: file, mark: duplicate.duplicate),
                notes: [.init("'\(duplicate.key)' is first defined here", at: SourceLocation(file: file, mark: duplicate.first))])
        }
        return duplicates + diagnostics
    }

    func position(_ node: Node) -> SourcePosition {
        SourcePosition(line: node.mark.line + lineOffset, column: node.mark.column)
    }

    /// The place of a diagnostic in the spec.
    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line - lineOffset, column: position.column)
    }

    mutating func report(_ rule: Rule, _ message: String, at node: Node) {
        diagnostics.append(Diagnostic(rule, message, at: location(position(node))))
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Drops the diagnostics of the values of every key of `fields` but the first: a mapping that
    /// is nothing without its first key's value (a spec's version, a parameter's type) reports
    /// only that value's problems when it cannot be read, wherever the file puts the other keys.
    mutating func discardDiagnostics(ofValuesAfterTheFirstOf fields: FieldsRead) {
        diagnostics.removeSubrange(fields.laterValuesStart...)
    }

    /// Reads the rest of `node` without looking at it.
    mutating func skip(_ node: Node) throws(YAMLError) {
        try events.skip(node)
    }

    /// Reads the rest of `value`, the value of `key`, which the format lists and the decoder does
    /// not read: an error, so that no key of ``SpecFormat`` is ever ignored without a word
    /// (`SpecFormatTests` decodes every key of the format, and fails while one gets here).
    mutating func skip(_ value: Node, ofKeyNotRead key: String) throws(YAMLError) {
        report(
            .unknownKey, "navgen lists the key '\(key)' here but does not read it yet, so it would have no effect; remove it, and report this",
            at: value)
        try events.skip(value)
    }

    /// The keys of a mapping that are allowed where it stands, and those of them that are required.
    struct Keys {
        let allowed: [String]
        let required: [String]
        /// The allowed keys' lengths in UTF-8, which tell most keys apart without comparing them.
        private let lengths: [Int]
        private let requiredSlots: [Int]

        init(allowed: [String], required: [String] = []) {
            // Each mapping's keys found so far are a bit each of a 64-bit set.
            precondition(allowed.count <= 64, "a mapping of the spec format has at most 64 keys")
            self.allowed = allowed
            self.required = required
            lengths = allowed.map(\.utf8.count)
            requiredSlots = required.compactMap { allowed.firstIndex(of: $0) }
        }

        /// The place of `key` among the allowed keys. Text outside ASCII may equal an allowed key
        /// as a string (the Kelvin sign is "K") at another length, and is compared as it is.
        func slot(of key: String) -> Int? {
            let length = key.utf8.count
            if let slot = allowed.indices.first(where: { lengths[$0] == length && allowed[$0] == key }) {
                return slot
            }
            return key.utf8.contains { $0 >= 0x80 } ? allowed.firstIndex(of: key) : nil
        }

        func missing(from found: UInt64) -> [String] {
            requiredSlots.filter { found & 1 << $0 == 0 }.map { allowed[$0] }
        }
    }

    /// What ``fields(of:_:in:owner:_:)`` read of a mapping.
    struct FieldsRead {
        /// Where the diagnostics of the values of every key but the first begin.
        fileprivate let laterValuesStart: Int
        /// The keys found, a bit each at their places among the allowed keys.
        let keysFound: UInt64
    }

    /// Reads a mapping of known keys and hands the first value of each to `read`, with the key,
    /// in the order of the file, after reporting a node that is not a mapping (nil), keys that are
    /// not plain scalars, unknown keys (with the closest known one) and missing required keys (at
    /// `owner`, the name of the entry the mapping describes, or else at the mapping). `place` is
    /// only worked out for a message.
    ///
    /// The diagnostics come out as they did when the decoder read each key's value in turn from a
    /// document: the keys' problems, the missing keys, then the values' in the order of `keys`.
    /// Only the order of problems at one place depends on it, and an alias that repeats a node
    /// under two keys makes such problems.
    @discardableResult
    mutating func fields(
        of node: Node, _ keys: Keys, in place: @autoclosure () -> String, owner: SourcePosition? = nil,
        _ read: (_ key: String, _ value: Node, _ reader: inout NodeReader) throws(YAMLError) -> Void
    ) throws(YAMLError) -> FieldsRead? {
        guard try isUntagged(node) else { return nil }
        guard node.kind == .mapping else {
            try refuse(node, "\(place()) must be a mapping, found \(node.kindDescription)")
            return nil
        }
        var order = DiagnosticOrder(start: diagnostics.count)
        var found: UInt64 = 0
        while let key = try events.next() {
            let keyStart = diagnostics.count
            let text = try keyText(key)
            let slot = text.flatMap(keys.slot(of:))
            if let text, slot == nil {
                report(.unknownKey, "unknown key '\(text)' in \(place())\(Suggestion.hint(for: text, in: keys.allowed))", at: key)
            }
            order.note(DiagnosticOrder.keys, from: keyStart, to: diagnostics.count)
            guard let value = try events.next() else { break }
            guard let slot, found & 1 << slot == 0 else {
                try events.skip(value)
                continue
            }
            found |= 1 << slot
            let valueStart = diagnostics.count
            try read(keys.allowed[slot], value, &self)
            order.note(slot, from: valueStart, to: diagnostics.count)
        }
        let missingStart = diagnostics.count
        for key in keys.missing(from: found) {
            diagnostics.append(Diagnostic(.missingKey, "\(place()) is missing the required key '\(key)'", at: location(owner ?? position(node))))
        }
        order.note(DiagnosticOrder.missingKeys, from: missingStart, to: diagnostics.count)
        return FieldsRead(laterValuesStart: order.apply(to: &diagnostics, keepingRanksUpTo: 0), keysFound: found)
    }

    /// Reads a mapping whose keys are names (screens, cells, parameters) and hands each name, with
    /// its first entry, to `read` in source order; nothing (`key:`) reads as no entries. Returns
    /// whether the node holds no entries: an empty mapping, or nothing.
    @discardableResult
    mutating func namedEntries(
        of node: Node, in place: @autoclosure () -> String,
        _ read: (_ name: Located<String>, _ value: Node, _ reader: inout NodeReader) throws(YAMLError) -> Void
    ) throws(YAMLError) -> Bool {
        if let tag = node.tag {
            report(.unsupportedYAML, Self.tagMessage(tag), at: node)
            return try events.skip(node) == 0 && node.kind == .mapping
        }
        switch node.kind {
        case .scalar where node.isNull:
            return true
        case .mapping:
            // The problems of a name and those of the entries never share a place, so that they
            // need no order but the file's.
            var kept = KeptNames()
            var isEmpty = true
            while let key = try events.next() {
                isEmpty = false
                let name = try keyText(key)
                guard let value = try events.next() else { break }
                guard let name, kept.keep(name, isRepeated: key.isRepeatedKey) else {
                    try events.skip(value)
                    continue
                }
                try read(Located(name, at: position(key)), value, &self)
            }
            return isEmpty
        default:
            try refuse(node, "\(place()) must be a mapping of names, found \(node.kindDescription)")
            return false
        }
    }

    /// Reads a sequence and hands each item to `read`; nothing (`key:`) reads as an empty list.
    mutating func items(
        of node: Node, in place: @autoclosure () -> String,
        _ read: (_ item: Node, _ reader: inout NodeReader) throws(YAMLError) -> Void
    ) throws(YAMLError) {
        guard try isUntagged(node) else { return }
        switch node.kind {
        case .scalar where node.isNull:
            return
        case .sequence:
            while let item = try events.next() { try read(item, &self) }
        default:
            try refuse(node, "\(place()) must be a list, found \(node.kindDescription)")
        }
    }

    mutating func string(_ node: Node, key: String) throws(YAMLError) -> Located<String>? {
        guard try isUntagged(node) else { return nil }
        guard let scalar = node.scalar else {
            try refuse(node, "'\(key)' must be a string, found \(node.kindDescription)")
            return nil
        }
        if scalar.isNull {
            report(.wrongType, "'\(key)' must be a string, found nothing", at: node)
            return nil
        }
        return Located(scalar.text, at: position(node))
    }

    mutating func bool(_ node: Node, key: String) throws(YAMLError) -> Located<Bool>? {
        guard try isUntagged(node) else { return nil }
        if let scalar = node.scalar, scalar.style == .plain, let value = Self.boolean(scalar.text) {
            return Located(value, at: position(node))
        }
        try refuse(node, "'\(key)' must be true or false, found \(describe(node))")
        return nil
    }

    /// A name, or `false` for none; `expected` says what the key takes, for the message about `true`.
    mutating func nameOrNone(_ node: Node, key: String, expected: String) throws(YAMLError) -> Located<NameOrNone>? {
        if let scalar = node.scalar, scalar.style == .plain, let flag = Self.boolean(scalar.text), node.tag == nil {
            guard !flag else {
                report(.wrongType, "'\(key)' must be \(expected)", at: node)
                return nil
            }
            return Located(.none, at: position(node))
        }
        return try string(node, key: key).map { Located(.named($0.value), at: $0.position) }
    }

    mutating func integer(_ node: Node, key: String) throws(YAMLError) -> Located<Int>? {
        guard try isUntagged(node) else { return nil }
        if let scalar = node.scalar, scalar.style == .plain, let value = Int(scalar.text) {
            return Located(value, at: position(node))
        }
        try refuse(node, "'\(key)' must be a whole number, found \(describe(node))")
        return nil
    }

    mutating func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ node: Node, key: String, as type: Value.Type
    ) throws(YAMLError) -> Located<Value>? where Value.RawValue == String {
        guard let text = try string(node, key: key) else { return nil }
        if let value = Value(rawValue: text.value) { return Located(value, at: text.position) }
        let names = Value.allCases.map(\.rawValue)
        diagnostics.append(
            Diagnostic(
                .wrongType, "'\(text.value)' is not a valid '\(key)'; expected one of \(names.joined(separator: ", "))"
                    + Suggestion.hint(for: text.value, in: names),
                at: location(text.position)))
        return nil
    }

    /// A sheet detent: `medium`, `large`, or a positive number, a height in points.
    mutating func detent(_ node: Node, key: String) throws(YAMLError) -> Located<SheetDetent>? {
        guard try isUntagged(node) else { return nil }
        if let scalar = node.scalar, scalar.style == .plain {
            switch scalar.text {
            case "medium": return Located(.medium, at: position(node))
            case "large": return Located(.large, at: position(node))
            default:
                if let height = Double(scalar.text), height.isFinite {
                    guard height > 0 else {
                        report(.wrongType, "a custom detent is a height in points and must be more than 0, found '\(scalar.text)'", at: node)
                        return nil
                    }
                    return Located(.custom(height), at: position(node))
                }
            }
        }
        let hint = node.scalar.map { Suggestion.hint(for: $0.text, in: SheetDetent.words) } ?? ""
        try refuse(node, "each of '\(key)' must be medium, large or a height in points, found \(describe(node))" + hint)
        return nil
    }

    /// A deployment target: an iOS version as text or a number (`"17.0"`, `17`), no older than
    /// ``IOSVersion/oldestSupported``.
    mutating func deploymentTarget(_ node: Node, key: String) throws(YAMLError) -> Located<IOSVersion>? {
        guard let text = try string(node, key: key) else { return nil }
        guard let version = IOSVersion(text.value) else {
            diagnostics.append(
                Diagnostic(
                    .deploymentTarget, "'\(text.value)' is not an iOS version; write one such as \"17.0\" or 18",
                    at: location(text.position)))
            return nil
        }
        guard version >= IOSVersion.oldestSupported else {
            diagnostics.append(
                Diagnostic(
                    .deploymentTarget,
                    "navgen generates code for iOS \(IOSVersion.oldestSupported) or later, not for iOS \(version); the SwiftUI outputs need SwiftUI and Combine, which iOS \(IOSVersion.oldestSupported.major) brought",
                    at: location(text.position)))
            return nil
        }
        return Located(version, at: text.position)
    }

    /// YAML 1.2's booleans; no other text equals one as a string, so that the length in bytes
    /// passes over most scalars without comparing.
    static func boolean(_ text: String) -> Bool? {
        switch text.utf8.count {
        case 4: text == "true" || text == "True" || text == "TRUE" ? true : nil
        case 5: text == "false" || text == "False" || text == "FALSE" ? false : nil
        default: nil
        }
    }

    private mutating func keyText(_ key: Node) throws(YAMLError) -> String? {
        guard try isUntagged(key) else { return nil }
        guard let scalar = key.scalar, !scalar.isNull else {
            try refuse(key, "a key must be a plain name, found \(key.kindDescription)")
            return nil
        }
        // YAML 1.1's merge key; libyaml leaves it to the application, and a spec spells keys out.
        if scalar.style == .plain, scalar.text == "<<" {
            report(.unsupportedYAML, "merge keys ('<<') are not supported in a navigation spec; write the keys out", at: key)
            return nil
        }
        return scalar.text
    }

    /// Reports a node with an explicit YAML tag, and reads the rest of it: a spec has no use for
    /// tags, and a tag such as `!!binary` would make the text mean something other than it reads.
    private mutating func isUntagged(_ node: Node) throws(YAMLError) -> Bool {
        guard let tag = node.tag else { return true }
        try refuse(node, Self.tagMessage(tag), rule: .unsupportedYAML)
        return false
    }

    private static func tagMessage(_ tag: String) -> String {
        "YAML tags ('\(tag)') are not supported in a navigation spec"
    }

    /// Reports `message` at `node` and reads the rest of it.
    private mutating func refuse(_ node: Node, _ message: String, rule: Rule = .wrongType) throws(YAMLError) {
        report(rule, message, at: node)
        try events.skip(node)
    }

    /// What a node holds, for "found ..." messages; a quoted scalar says that quotes make it a string.
    private func describe(_ node: Node) -> String {
        guard let scalar = node.scalar, !scalar.isNull else { return node.kindDescription }
        return switch scalar.style {
        case .plain: "'\(scalar.text)'"
        case .singleQuoted, .doubleQuoted: "'\(scalar.text)' in quotes, which makes it a string"
        case .literal, .folded: "a block scalar, which is a string"
        }
    }
}

/// The diagnostics of one mapping, noted in parts as it is read in the order of the file, then put
/// in the order of their ranks: a value's rank is its key's place among the allowed keys, and the
/// keys' own problems and the missing keys come before every value's.
private struct DiagnosticOrder {
    static let keys = -2
    static let missingKeys = -1

    private let start: Int
    /// Made only for a mapping with problems.
    private var parts: [(rank: Int, range: Range<Int>)] = []

    init(start: Int) {
        self.start = start
    }

    mutating func note(_ rank: Int, from partStart: Int, to end: Int) {
        if partStart < end { parts.append((rank, partStart..<end)) }
    }

    /// Puts the mapping's diagnostics in the order of their ranks, each rank's in the order of the
    /// file, and returns where those of ranks above `rank` begin.
    func apply(to diagnostics: inout [Diagnostic], keepingRanksUpTo rank: Int) -> Int {
        if parts.isEmpty { return start }
        let ordered = parts.sorted { ($0.rank, $0.range.lowerBound) < ($1.rank, $1.range.lowerBound) }
        if !ordered.elementsEqual(parts, by: { $0.range == $1.range }) {
            let reordered = ordered.flatMap { diagnostics[$0.range] }
            diagnostics.replaceSubrange(start..., with: reordered)
        }
        return start + ordered.filter { $0.rank <= rank }.reduce(0) { $0 + $1.range.count }
    }
}

/// The names kept so far in a mapping of names: a name is kept the first time a key has it.
private struct KeptNames {
    private var names: [String] = []
    private var index: Set<String> = []
    private var isIndexed = false

    /// Whether to keep `name`. The reader says whether an earlier key had its text (`isRepeated`);
    /// only then is it asked whether that key was kept, so that the names are only hashed in a
    /// mapping with duplicates.
    mutating func keep(_ name: String, isRepeated: Bool) -> Bool {
        if isRepeated && !isIndexed {
            index = Set(names)
            names = []
            isIndexed = true
        }
        guard isIndexed else {
            names.append(name)
            return true
        }
        return index.insert(name).inserted
    }
}
