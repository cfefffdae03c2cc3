import CNavGenYAML

/// Reads YAML text into a document of ``Node``s with libyaml's event parser.
///
/// The parser holds at most one document, refuses documents with more nodes than a limit,
/// resolves aliases under a cap on how much they expand, refuses nesting deeper than a limit,
/// and reports libyaml's own errors with libyaml's mark.
public struct YAMLParser: Sendable {
    /// Bounds that keep hostile input from exhausting the stack or memory.
    public struct Limits: Sendable {
        /// The deepest nesting of sequences and mappings accepted.
        public var maximumDepth: Int
        /// How many nodes all alias uses of a document may add together, counting each node of the
        /// aliased subtree once per use ("billion laughs" needs exponentially many).
        public var maximumAliasExpansion: Int
        /// How many nodes (scalars, sequences and mappings) the document may hold as written, so
        /// that the tree and everything later built from it stay bounded. A spec of 100,000
        /// screens, the largest the benchmark measures (Benchmarks/README.md), holds 2.3 million.
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

    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Parses `bytes` (UTF-8, UTF-16 with a byte order mark, as libyaml reads them).
    public func parse(_ bytes: [UInt8]) throws(YAMLError) -> YAMLDocument {
        if bytes.isEmpty { return YAMLDocument(root: nil) }
        let result: Result<YAMLDocument, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
            var builder = TreeBuilder(limits: limits)
            return Result { () throws(YAMLError) in try builder.run(buffer) }
        }
        return try result.get()
    }
}

/// The state of one parse: libyaml's parser, the records written so far and the containers
/// still open.
private struct TreeBuilder {
    typealias Record = DocumentStorage.Record

    /// A sequence or mapping whose end event has not come yet; its children wait on
    /// ``TreeBuilder/openChildren`` from `firstChild` on.
    struct Frame {
        /// A mapping passing this many pairs gets an index of its keys; smaller ones are searched.
        static let indexThreshold = 8

        let index: Int32
        let isMapping: Bool
        let mark: Mark
        let anchor: String?
        let firstChild: Int
        var nodeCount = 1
        /// The first mark of each scalar key, once the mapping has an index.
        var keyIndex: [String: Mark] = [:]
        var isIndexed = false
    }

    let limits: YAMLParser.Limits
    var records: [Record] = []
    var children: [Int32] = []
    var textBuffer: [UInt8] = []
    var tags: [Int32: String] = [:]
    var frames: [Frame] = []
    /// The children of the open containers, innermost last.
    var openChildren: [Int32] = []
    var anchors: [String: (index: Int32, count: Int)] = [:]
    var aliasExpansion = 0
    var writtenNodeCount = 0
    var root: Int32?
    var documentCount = 0
    var duplicateKeys: [DuplicateKey] = []

    init(limits: YAMLParser.Limits) {
        self.limits = limits
    }

    mutating func run(_ input: UnsafeBufferPointer<UInt8>) throws(YAMLError) -> YAMLDocument {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError("out of memory while starting the YAML parser", at: Mark(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, input.baseAddress, input.count)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw Self.libyamlError(parser, input: input)
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { break }
            try handle(event)
        }
        let storage = DocumentStorage(records: records, children: children, textBuffer: textBuffer, tags: tags)
        return YAMLDocument(root: root.map { Node(storage: storage, index: $0) }, duplicateKeys: duplicateKeys)
    }

    private mutating func handle(_ event: yaml_event_t) throws(YAMLError) {
        let mark = Self.mark(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                throw YAMLError("a navigation spec holds one YAML document, but a second one starts here", at: mark)
            }
        case YAML_SCALAR_EVENT:
            try countWrittenNode(at: mark)
            let data = event.data.scalar
            let start = UInt32(textBuffer.count)
            textBuffer.append(contentsOf: UnsafeBufferPointer(start: data.value, count: data.length))
            let index = append(
                Record(
                    kind: .scalar, style: Self.style(data.style), hasTag: false, line: 0, column: 0, start: start,
                    count: UInt32(data.length)),
                at: event.start_mark, tag: Self.tag(data.tag))
            try complete(index, count: 1, anchor: Self.string(data.anchor))
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                throw YAMLError("the alias '*\(name)' names no anchor defined before it", at: mark)
            }
            aliasExpansion += anchored.count
            if aliasExpansion > limits.maximumAliasExpansion {
                throw YAMLError(
                    "aliases expand to more than \(limits.maximumAliasExpansion) nodes; a spec this large is refused",
                    at: mark)
            }
            let index = append(
                Record(
                    kind: .alias, style: .plain, hasTag: false, line: 0, column: 0, start: UInt32(anchored.index),
                    count: 0),
                at: event.start_mark, tag: nil)
            try complete(index, count: anchored.count, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            try countWrittenNode(at: mark)
            let data = event.data.sequence_start
            try open(isMapping: false, at: event.start_mark, tag: Self.tag(data.tag), anchor: Self.string(data.anchor))
        case YAML_MAPPING_START_EVENT:
            try countWrittenNode(at: mark)
            let data = event.data.mapping_start
            try open(isMapping: true, at: event.start_mark, tag: Self.tag(data.tag), anchor: Self.string(data.anchor))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = frames.popLast() else { return }
            records[Int(frame.index)].start = UInt32(children.count)
            records[Int(frame.index)].count = UInt32(openChildren.count - frame.firstChild)
            children.append(contentsOf: openChildren[frame.firstChild...])
            openChildren.removeSubrange(frame.firstChild...)
            try complete(frame.index, count: frame.nodeCount, anchor: frame.anchor)
        default:
            break
        }
    }

    /// Adds `record` at `mark` with its tag and returns its index.
    private mutating func append(_ record: Record, at mark: yaml_mark_t, tag: String?) -> Int32 {
        let index = Int32(records.count)
        var record = record
        record.line = UInt32(clamping: mark.line + 1)
        record.column = UInt32(clamping: mark.column + 1)
        if let tag {
            record.hasTag = true
            tags[index] = tag
        }
        records.append(record)
        return index
    }

    private mutating func countWrittenNode(at mark: Mark) throws(YAMLError) {
        writtenNodeCount += 1
        if writtenNodeCount > limits.maximumNodeCount {
            throw YAMLError(
                "the spec has more than \(limits.maximumNodeCount) keys, values and list items; a spec this large is refused",
                at: mark)
        }
    }

    /// Refuses one more entry in a list or mapping that already holds `count`.
    private func checkEntryCount(_ count: Int, at mark: Mark) throws(YAMLError) {
        if count >= limits.maximumEntryCount {
            throw YAMLError(
                "a list or mapping with more than \(limits.maximumEntryCount) entries is refused", at: mark)
        }
    }

    private mutating func open(isMapping: Bool, at mark: yaml_mark_t, tag: String?, anchor: String?) throws(YAMLError) {
        if frames.count >= limits.maximumDepth {
            throw YAMLError("nesting deeper than \(limits.maximumDepth) levels is refused", at: Self.mark(mark))
        }
        let kind: Record.Kind = isMapping ? .mapping : .sequence
        let index = append(
            Record(kind: kind, style: .plain, hasTag: false, line: 0, column: 0, start: 0, count: 0), at: mark, tag: tag)
        frames.append(
            Frame(
                index: index, isMapping: isMapping, mark: Self.mark(mark), anchor: anchor, firstChild: openChildren.count))
    }

    /// Adds a finished node to the innermost open container, or makes it the root.
    private mutating func complete(_ index: Int32, count: Int, anchor: String?) throws(YAMLError) {
        if let anchor { anchors[anchor] = (index, count) }
        guard !frames.isEmpty else {
            root = index
            return
        }
        let innermost = frames.count - 1
        frames[innermost].nodeCount += count
        let written = openChildren.count - frames[innermost].firstChild
        let mark = records[Int(index)].mark
        guard frames[innermost].isMapping else {
            try checkEntryCount(written, at: mark)
            openChildren.append(index)
            return
        }
        // A key waits for its value as an odd child.
        guard written % 2 == 1 else {
            try checkEntryCount(written / 2, at: mark)
            openChildren.append(index)
            return
        }
        let key = openChildren[openChildren.count - 1]
        openChildren.append(index)
        if let first = firstMark(ofKey: key, in: innermost), let text = scalarText(key) {
            duplicateKeys.append(DuplicateKey(key: text, first: first, duplicate: records[Int(key)].mark))
        }
    }

    /// The mark of an earlier key of the innermost mapping with the same text as `key`, whose
    /// pair has just been added.
    private mutating func firstMark(ofKey key: Int32, in frameIndex: Int) -> Mark? {
        guard let keyRecord = scalarRecord(key) else { return nil }
        // The keys of the pairs before this one.
        let firstChild = frames[frameIndex].firstChild
        let keys = openChildren
        let earlierKeys = stride(from: firstChild, to: keys.count - 2, by: 2).lazy.map { keys[$0] }
        guard (openChildren.count - 2 - firstChild) / 2 >= Frame.indexThreshold else {
            let first = earlierKeys.first { earlier in
                scalarRecord(earlier).map { haveEqualText($0, keyRecord) } ?? false
            }
            return first.map { records[Int($0)].mark }
        }
        if !frames[frameIndex].isIndexed {
            for earlier in earlierKeys {
                if let text = scalarText(earlier), frames[frameIndex].keyIndex[text] == nil {
                    frames[frameIndex].keyIndex[text] = records[Int(earlier)].mark
                }
            }
            frames[frameIndex].isIndexed = true
        }
        let text = keyRecord.text(in: textBuffer)
        if let first = frames[frameIndex].keyIndex[text] { return first }
        frames[frameIndex].keyIndex[text] = records[Int(key)].mark
        return nil
    }

    /// The record of the scalar that `index` is or aliases, or nil when it is no scalar.
    private func scalarRecord(_ index: Int32) -> Record? {
        let record = records[Int(Record.resolvedIndex(index, in: records))]
        return record.kind == .scalar ? record : nil
    }

    private func scalarText(_ index: Int32) -> String? {
        scalarRecord(index)?.text(in: textBuffer)
    }

    /// True when two scalars' texts are equal as strings are: the same bytes are, different ASCII
    /// bytes are not, and any other text is compared as characters (canonical equivalence).
    private func haveEqualText(_ lhs: Record, _ rhs: Record) -> Bool {
        let left = textBuffer[Int(lhs.start)..<Int(lhs.start + lhs.count)]
        let right = textBuffer[Int(rhs.start)..<Int(rhs.start + rhs.count)]
        if left.elementsEqual(right) { return true }
        if left.allSatisfy({ $0 < 0x80 }) && right.allSatisfy({ $0 < 0x80 }) { return false }
        return lhs.text(in: textBuffer) == rhs.text(in: textBuffer)
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

    /// libyaml's error as a located ``YAMLError``. Reader errors (bad encoding, control
    /// characters) carry a byte offset instead of a mark, so their mark is computed here.
    private static func libyamlError(_ parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) -> YAMLError {
        var message = parser.problem.map { String(cString: $0) } ?? "the YAML parser failed"
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " \(context)"
        }
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
        // The scanner stops at a character that cannot start a token; a tab there is indentation.
        if parser.error == YAML_SCANNER_ERROR, parser.buffer.pointer?.pointee == UInt8(ascii: "\t") {
            message = "a tab cannot indent YAML; indent with spaces"
        }
        // At the end of the stream libyaml counts one more line than the input has; an error found
        // there is at the input's real end.
        let problemMark = mark(parser.problem_mark)
        if parser.encoding == YAML_UTF8_ENCODING {
            let end = markOfOffset(input.count, in: input)
            if problemMark > end { return YAMLError(message, at: end) }
        }
        return YAMLError(message, at: problemMark)
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
