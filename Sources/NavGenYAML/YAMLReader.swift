import CNavGenYAML

/// Reads a YAML stream with libyaml's event parser one node at a time, for a consumer that builds
/// what it needs as the nodes come: nothing stands between libyaml's events and the consumer.
///
/// ``next()`` returns the next node: a scalar whole, or a sequence or mapping by its start, after
/// which the next nodes are its items (a mapping's keys and values in turn) up to a `nil` that ends
/// it; the root node is followed by a `nil` too, at the end of the document. A consumer reads each
/// node to its end or passes over it with ``skip(_:)``, and ends with ``finish()``, which reads the
/// rest of the stream.
///
/// The reader holds at most one document, refuses more nodes than a limit, more entries in one list
/// or mapping than a limit and nesting deeper than a limit, repeats an anchor's nodes for each
/// alias under a cap on how much aliases expand, finds duplicate keys, and reports libyaml's own
/// errors with libyaml's mark.
public struct YAMLReader: ~Copyable {
    /// Bounds that keep hostile input from exhausting the stack or memory.
    public struct Limits: Sendable {
        /// The deepest nesting of sequences and mappings accepted.
        public var maximumDepth: Int
        /// How many nodes all alias uses of a document may add together, counting each node of the
        /// aliased subtree once per use ("billion laughs" needs exponentially many).
        public var maximumAliasExpansion: Int
        /// How many nodes (scalars, sequences and mappings) the document may hold as written, so
        /// that everything built from it stays bounded. A spec of 100,000 screens, the largest the
        /// benchmark measures (Benchmarks/README.md), holds 2.3 million.
        public var maximumNodeCount: Int
        /// How many items one list, or pairs one mapping, may hold. A spec of 100,000 screens has
        /// 100,000 in `screens`; the cap keeps a mapping of a million entries from being read to
        /// its end before it is refused.
        public var maximumEntryCount: Int

        public init(
            maximumDepth: Int = 256, maximumAliasExpansion: Int = 100_000, maximumNodeCount: Int = 3_000_000,
            maximumEntryCount: Int = 200_000
        ) {
            self.maximumDepth = maximumDepth
            self.maximumAliasExpansion = maximumAliasExpansion
            self.maximumNodeCount = maximumNodeCount
            self.maximumEntryCount = maximumEntryCount
        }
    }

    /// A sequence or mapping whose end has not come yet.
    private struct Frame {
        let isMapping: Bool
        let mark: Mark
        /// Where the mapping's keys start in ``YAMLReader/openKeys``.
        let firstKey: Int
        /// The nodes written and repeated by aliases in the container, itself included.
        var nodeCount = 1
        var childCount = 0
    }

    /// An anchored container whose end has not come yet: its anchor's name, its start, where that
    /// start is recorded, and its place in ``YAMLReader/frames``.
    private struct OpenAnchor {
        let name: String
        let node: Node
        let entry: Int
        let depth: Int
    }

    /// A scalar key of an open mapping.
    private struct Key {
        let text: String
        let mark: Mark
    }

    /// The first mark of each key of a mapping with many keys, which are not searched one by one.
    private struct KeyIndex {
        /// A mapping passing this many keys gets an index of them.
        static let threshold = 8

        let depth: Int
        var firstMarks: [String: Mark]
    }

    /// What an alias repeats: the anchored node, the recorded entries that follow it (a
    /// container's contents and end), and how many nodes it counts.
    private struct Anchored {
        let node: Node
        let rest: Range<Int>
        let nodeCount: Int
    }

    /// The bytes that libyaml reads through ``readInput``, and how many it has read.
    fileprivate struct Input {
        let bytes: [UInt8]
        var offset = 0
    }

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutablePointer<Input>
    private let limits: Limits
    /// The containers open in the source, innermost last; those an alias repeats are not here.
    private var frames: [Frame] = []
    /// The scalar keys of the open mappings that have no index, innermost last.
    private var openKeys: [Key] = []
    /// The indexes of the open mappings that have one, innermost last.
    private var keyIndexes: [KeyIndex] = []
    private var anchors: [String: Anchored] = [:]
    private var recording = NodeRecording()
    /// The anchored containers open, innermost last: while any is, what the reader returns is
    /// recorded.
    private var openAnchors: [OpenAnchor] = []
    /// The recorded entries an alias still has to return.
    private var replaying: Range<Int> = 0..<0
    private var aliasExpansion = 0
    private var writtenNodeCount = 0
    private var documentCount = 0
    private var hasEnded = false
    private var duplicateKeys: [DuplicateKey] = []

    /// A reader of `bytes` (UTF-8, or UTF-16 with a byte order mark, as libyaml reads them), which
    /// it keeps until it is done.
    public init(_ bytes: [UInt8], limits: Limits = Limits()) throws(YAMLError) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            throw YAMLError("out of memory while starting the YAML parser", at: Mark(line: 1, column: 1))
        }
        // libyaml keeps a pointer to its input between calls, which a Swift array does not promise
        // to keep still; a read handler copies from the array only while libyaml asks.
        let input = UnsafeMutablePointer<Input>.allocate(capacity: 1)
        input.initialize(to: Input(bytes: bytes))
        yaml_parser_set_input(parser, readInput, input)
        self.parser = parser
        self.input = input
        self.limits = limits
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deinitialize(count: 1)
        input.deallocate()
    }

    /// The next node, or nil at the end of the container being read (and of the document, after
    /// its root).
    public mutating func next() throws(YAMLError) -> Node? {
        if let entry = replaying.first {
            let node = recording.node(at: entry)
            replaying = replaying.dropFirst()
            if !openAnchors.isEmpty { recording.append(node) }
            return node
        }
        while !hasEnded {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else { throw libyamlError() }
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                documentCount += 1
                if documentCount > 1 {
                    throw YAMLError(
                        "a navigation spec holds one YAML document, but a second one starts here",
                        at: Self.mark(event.start_mark))
                }
            case YAML_DOCUMENT_END_EVENT:
                return nil
            case YAML_STREAM_END_EVENT:
                hasEnded = true
            case YAML_SCALAR_EVENT:
                return try scalar(event)
            case YAML_ALIAS_EVENT:
                return try alias(event)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                return try open(event)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                try close()
                return nil
            default:
                break
            }
        }
        return nil
    }

    /// Reads the rest of `node`, the node ``next()`` returned last: nothing for a scalar, the
    /// contents and end of a sequence or mapping. Returns how many nodes it holds directly.
    @discardableResult
    public mutating func skip(_ node: Node) throws(YAMLError) -> Int {
        if node.kind == .scalar { return 0 }
        var depth = 1
        var count = 0
        while depth > 0 {
            guard let inner = try next() else {
                depth -= 1
                continue
            }
            if depth == 1 { count += 1 }
            if inner.kind == .scalar { continue }
            depth += 1
        }
        return count
    }

    /// Reads the rest of the stream, so that a second document or a problem after the first is
    /// reported, and returns every key that repeats an earlier key of its mapping, in source order.
    public consuming func finish() throws(YAMLError) -> [DuplicateKey] {
        while !hasEnded { _ = try next() }
        return duplicateKeys
    }

    private mutating func scalar(_ event: yaml_event_t) throws(YAMLError) -> Node {
        let mark = Self.mark(event.start_mark)
        try countWrittenNode(at: mark)
        let data = event.data.scalar
        let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
        let isRepeatedKey = try complete(at: mark, nodeCount: 1, keyText: text)
        let node = Node(
            kind: .scalar, scalar: Scalar(text, style: Self.style(data.style)), at: mark, tag: Self.tag(data.tag),
            isRepeatedKey: isRepeatedKey)
        if !openAnchors.isEmpty { recording.append(node) }
        if let anchor = Self.string(data.anchor) {
            anchors[anchor] = Anchored(node: node, rest: 0..<0, nodeCount: 1)
        }
        return node
    }

    /// The anchored node again, the first of its nodes at the alias's mark.
    private mutating func alias(_ event: yaml_event_t) throws(YAMLError) -> Node {
        let mark = Self.mark(event.start_mark)
        let name = Self.string(event.data.alias.anchor) ?? ""
        guard let anchored = anchors[name] else {
            throw YAMLError("the alias '*\(name)' names no anchor defined before it", at: mark)
        }
        aliasExpansion += anchored.nodeCount
        if aliasExpansion > limits.maximumAliasExpansion {
            throw YAMLError.limit(
                "aliases expand to more than \(limits.maximumAliasExpansion) nodes; a spec this large is refused", at: mark)
        }
        let anchoredNode = anchored.node
        // The alias is one node of its container, whose other nodes the aliased ones do not touch.
        let isRepeatedKey = try complete(at: mark, nodeCount: anchored.nodeCount, keyText: anchoredNode.scalarText)
        let node = Node(
            kind: anchoredNode.kind, scalar: anchoredNode.scalar, at: mark, tag: anchoredNode.tag,
            isRepeatedKey: isRepeatedKey)
        replaying = anchored.rest
        if !openAnchors.isEmpty { recording.append(node) }
        return node
    }

    private mutating func open(_ event: yaml_event_t) throws(YAMLError) -> Node {
        let mark = Self.mark(event.start_mark)
        try countWrittenNode(at: mark)
        if frames.count >= limits.maximumDepth {
            throw YAMLError.limit("nesting deeper than \(limits.maximumDepth) levels is refused", at: mark)
        }
        let isMapping = event.type == YAML_MAPPING_START_EVENT
        let (tag, anchor) =
            isMapping
            ? (event.data.mapping_start.tag, event.data.mapping_start.anchor)
            : (event.data.sequence_start.tag, event.data.sequence_start.anchor)
        let node = Node(kind: isMapping ? .mapping : .sequence, scalar: nil, at: mark, tag: Self.tag(tag), isRepeatedKey: false)
        if let name = Self.string(anchor) {
            openAnchors.append(OpenAnchor(name: name, node: node, entry: recording.count, depth: frames.count))
        }
        frames.append(Frame(isMapping: isMapping, mark: mark, firstKey: openKeys.count))
        if !openAnchors.isEmpty { recording.append(node) }
        return node
    }

    private mutating func close() throws(YAMLError) {
        guard let frame = frames.popLast() else { return }
        openKeys.removeSubrange(frame.firstKey...)
        if keyIndexes.last?.depth == frames.count { keyIndexes.removeLast() }
        if !openAnchors.isEmpty { recording.append(nil) }
        if let anchor = openAnchors.last, anchor.depth == frames.count {
            anchors[anchor.name] = Anchored(
                node: anchor.node, rest: anchor.entry + 1..<recording.count, nodeCount: frame.nodeCount)
            openAnchors.removeLast()
        }
        _ = try complete(at: frame.mark, nodeCount: frame.nodeCount, keyText: nil)
    }

    /// Adds a finished node of `nodeCount` nodes at `mark` to the innermost open container, and
    /// returns whether it is a key whose text (`keyText`, for a scalar) repeats an earlier key.
    private mutating func complete(at mark: Mark, nodeCount: Int, keyText: String?) throws(YAMLError) -> Bool {
        guard !frames.isEmpty else { return false }
        let innermost = frames.count - 1
        frames[innermost].nodeCount += nodeCount
        let written = frames[innermost].childCount
        frames[innermost].childCount += 1
        guard frames[innermost].isMapping else {
            try checkEntryCount(written, at: mark)
            return false
        }
        // A key is an even child; its value follows it.
        guard written % 2 == 0 else { return false }
        try checkEntryCount(written / 2, at: mark)
        guard let keyText else { return false }
        return isRepeated(key: keyText, at: mark, in: innermost)
    }

    /// Remembers a scalar key of the innermost mapping, `frames[depth]`, or reports it as a
    /// duplicate of an earlier key with the same text (compared as strings are: "é" precomposed
    /// equals "é" decomposed).
    private mutating func isRepeated(key text: String, at mark: Mark, in depth: Int) -> Bool {
        let first: Mark?
        // Only the depth is read: a copy of the index would make every insertion copy it whole.
        if keyIndexes.last?.depth == depth {
            let innermost = keyIndexes.count - 1
            // One look-up that inserts the key, and puts back the first mark of a duplicate.
            first = keyIndexes[innermost].firstMarks.updateValue(mark, forKey: text)
            if let first { keyIndexes[innermost].firstMarks[text] = first }
        } else {
            let firstKey = frames[depth].firstKey
            first = openKeys[firstKey...].first { $0.text == text }?.mark
            if first == nil { openKeys.append(Key(text: text, mark: mark)) }
            if openKeys.count - firstKey > KeyIndex.threshold {
                var firstMarks: [String: Mark] = [:]
                for key in openKeys[firstKey...] { firstMarks[key.text] = key.mark }
                keyIndexes.append(KeyIndex(depth: depth, firstMarks: firstMarks))
                openKeys.removeSubrange(firstKey...)
            }
        }
        guard let first else { return false }
        duplicateKeys.append(DuplicateKey(key: text, first: first, duplicate: mark))
        return true
    }

    private mutating func countWrittenNode(at mark: Mark) throws(YAMLError) {
        writtenNodeCount += 1
        if writtenNodeCount > limits.maximumNodeCount {
            throw YAMLError.limit(
                "the spec has more than \(limits.maximumNodeCount) keys, values and list items; a spec this large is refused",
                at: mark)
        }
    }

    /// Refuses one more entry in a list or mapping that already holds `count`.
    private func checkEntryCount(_ count: Int, at mark: Mark) throws(YAMLError) {
        if count >= limits.maximumEntryCount {
            throw YAMLError.limit("a list or mapping with more than \(limits.maximumEntryCount) entries is refused", at: mark)
        }
    }

    private func libyamlError() -> YAMLError {
        input.pointee.bytes.withUnsafeBufferPointer { Self.libyamlError(parser.pointee, input: $0) }
    }

    private static func mark(_ mark: yaml_mark_t) -> Mark {
        Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// The tag as a user writes it: libyaml expands `!!binary` to `tag:yaml.org,2002:binary`.
    private static func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let tag = string(pointer) else { return nil }
        let standardPrefix = "tag:yaml.org,2002:"
        return tag.hasPrefix(standardPrefix) ? "!!" + tag.dropFirst(standardPrefix.count) : tag
    }

    private static func style(_ style: yaml_scalar_style_t) -> Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// libyaml's error as a located ``YAMLError``, with the construct libyaml was reading as its
    /// context when that begins before the problem. Reader errors (bad encoding, control
    /// characters) carry a byte offset instead of a mark, so their mark is computed here.
    private static func libyamlError(_ parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "the YAML parser failed"
        let context = parser.context.map { String(cString: $0) }
        var message = context.map { "\(problem) \($0)" } ?? problem
        if parser.error == YAML_READER_ERROR {
            let offset = Int(parser.problem_offset)
            if parser.problem_value >= 0 {
                message += " (\(describe(parser.problem_value, at: offset, in: input)))"
            }
            return YAMLError(message, at: markOfOffset(offset, in: input))
        }
        if parser.error == YAML_MEMORY_ERROR {
            return YAMLError("out of memory while parsing YAML", at: Mark(line: 1, column: 1))
        }
        // At the end of the stream libyaml counts one more line than the input has; an error found
        // there is at the input's real end.
        var problemMark = mark(parser.problem_mark)
        if parser.encoding == YAML_UTF8_ENCODING {
            problemMark = min(problemMark, markOfOffset(input.count, in: input))
        }
        // The scanner stops at a character that cannot start a token; a tab there is indentation.
        if parser.error == YAML_SCANNER_ERROR, parser.buffer.pointer?.pointee == UInt8(ascii: "\t") {
            return YAMLError("a tab cannot indent YAML; indent with spaces", at: problemMark)
        }
        // A construct that begins before the problem (an unclosed quote or bracket) is where the
        // user has to look; one that begins at the problem, such as the scanner's search for the
        // next token, has no other place to show and stays in the message. A mark before the
        // problem's is inside the input, so it needs none of the clamping above.
        let contextMark = mark(parser.context_mark)
        guard let context, contextMark < problemMark else { return YAMLError(message, at: problemMark) }
        return YAMLError(problem, at: problemMark, context: YAMLError.Context(context, at: contextMark))
    }

    /// A reader error's value: the offending byte when the input holds it at the offset (a bad
    /// UTF-8 octet, an ASCII control character), else the code point libyaml decoded (U+009F).
    private static func describe(_ value: Int32, at offset: Int, in input: UnsafeBufferPointer<UInt8>) -> String {
        if offset < input.count, Int32(input[offset]) == value {
            return "byte 0x" + hex(Int(value), digits: 2)
        }
        return "U+" + hex(Int(value), digits: 4)
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The mark of a byte offset, counted as libyaml counts its own marks: a UTF-8 byte order mark
    /// takes no column, and CR LF, CR, LF, NEL, LS and PS each end a line.
    private static func markOfOffset(_ offset: Int, in input: UnsafeBufferPointer<UInt8>) -> Mark {
        let bytes = input.prefix(offset)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var column = 1
        while index < bytes.count {
            let byte = bytes[index]
            let breakLength: Int? =
                switch byte {
                case UInt8(ascii: "\r"): index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                case UInt8(ascii: "\n"): 1
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: 2
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] & 0xFE) == 0xA8: 3
                default: nil
                }
            if let breakLength {
                line += 1
                column = 1
                index += breakLength
            } else {
                if byte & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        return Mark(line: line, column: column)
    }
}

/// libyaml's read handler: copies the next bytes of the ``YAMLReader/Input`` at `data` into libyaml's
/// buffer.
private func readInput(
    data: UnsafeMutableRawPointer?, buffer: UnsafeMutablePointer<UInt8>?, size: Int, sizeRead: UnsafeMutablePointer<Int>?
) -> Int32 {
    guard let data, let buffer, let sizeRead else { return 0 }
    let input = data.assumingMemoryBound(to: YAMLReader.Input.self)
    let count = min(size, input.pointee.bytes.count - input.pointee.offset)
    input.pointee.bytes.withUnsafeBufferPointer { bytes in
        if let start = bytes.baseAddress, count > 0 {
            buffer.update(from: start + input.pointee.offset, count: count)
        }
    }
    input.pointee.offset += count
    sizeRead.pointee = count
    return 1
}
