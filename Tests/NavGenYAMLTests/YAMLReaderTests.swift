import NavGenYAML
import Testing

/// A node with everything in it, read whole from the reader: the tree these tests look at.
private struct Tree {
    var node: Node
    var children: [Tree]

    var mark: Mark { node.mark }
    var tag: String? { node.tag }
    var scalarText: String? { node.scalarText }
    var kindDescription: String { node.kindDescription }

    var scalar: Scalar? { node.scalar }

    /// The pairs of a mapping node, or none.
    var pairs: [(key: Tree, value: Tree)] {
        guard node.kind == .mapping else { return [] }
        return stride(from: 0, to: children.count - 1, by: 2).map { (children[$0], children[$0 + 1]) }
    }

    /// The items of a sequence node, or none.
    var items: [Tree] {
        node.kind == .sequence ? children : []
    }

    /// The first value of `key` in a mapping node.
    subscript(key: String) -> Tree? {
        pairs.first { $0.key.scalarText == key }?.value
    }

    /// The tree of `node`, which `reader` returned last.
    static func read(_ node: Node, from reader: inout YAMLReader) throws(YAMLError) -> Tree {
        var children: [Tree] = []
        if node.kind != .scalar {
            while let child = try reader.next() { children.append(try read(child, from: &reader)) }
        }
        return Tree(node: node, children: children)
    }
}

/// What a stream holds: its document's root and the duplicate keys found.
private struct Document {
    var root: Tree?
    var duplicateKeys: [DuplicateKey]
}

/// Reads `bytes` whole, as a consumer that keeps everything would.
private func parse(_ bytes: [UInt8], limits: YAMLReader.Limits = YAMLReader.Limits()) throws(YAMLError) -> Document {
    var reader = try YAMLReader(bytes, limits: limits)
    var root: Tree?
    if let node = try reader.next() { root = try Tree.read(node, from: &reader) }
    return Document(root: root, duplicateKeys: try reader.finish())
}

/// Parses `text` (as UTF-8) with the default limits.
private func parse(_ text: String, limits: YAMLReader.Limits = YAMLReader.Limits()) throws(YAMLError) -> Document {
    try parse(Array(text.utf8), limits: limits)
}

/// The error parsing `bytes` throws, or nil when it parses.
private func parseError(_ bytes: [UInt8], limits: YAMLReader.Limits = YAMLReader.Limits()) -> YAMLError? {
    do {
        _ = try parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

private func parseError(_ text: String, limits: YAMLReader.Limits = YAMLReader.Limits()) -> YAMLError? {
    parseError(Array(text.utf8), limits: limits)
}

@Suite struct MarkTests {
    @Test func marksAreOneBasedLineAndColumn() throws {
        let root = try #require(try parse("version: 1\nscreens:\n  Home: {}\n").root)
        #expect(root.mark == Mark(line: 1, column: 1))
        #expect(root.pairs[0].key.mark == Mark(line: 1, column: 1))
        #expect(root.pairs[0].value.mark == Mark(line: 1, column: 10))
        #expect(root.pairs[1].key.mark == Mark(line: 2, column: 1))
        // A block mapping starts at its first key; a flow mapping at its brace.
        let screens = try #require(root["screens"])
        #expect(screens.mark == Mark(line: 3, column: 3))
        #expect(screens.pairs[0].key.mark == Mark(line: 3, column: 3))
        #expect(screens.pairs[0].value.mark == Mark(line: 3, column: 9))
    }

    @Test func sequencesStartAtTheirDashOrBracket() throws {
        let root = try #require(try parse("block:\n  - a\n  - b\nflow: [c, d]\n").root)
        let block = try #require(root["block"])
        #expect(block.mark == Mark(line: 2, column: 3))
        #expect(block.items.map(\.mark) == [Mark(line: 2, column: 5), Mark(line: 3, column: 5)])
        let flow = try #require(root["flow"])
        #expect(flow.mark == Mark(line: 4, column: 7))
        #expect(flow.items.map(\.mark) == [Mark(line: 4, column: 8), Mark(line: 4, column: 11)])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try #require(try parse("画面: Écran\nnom: \"é\" # café\nnext: x\n").root)
        #expect(root.pairs[0].key.scalarText == "画面")
        #expect(root.pairs[0].value.mark == Mark(line: 1, column: 5))
        #expect(root.pairs[0].value.scalarText == "Écran")
        #expect(root.pairs[1].value.mark == Mark(line: 2, column: 6))
        #expect(root.pairs[2].value.mark == Mark(line: 3, column: 7))
    }

    @Test func comparesByLineThenColumn() {
        #expect(Mark(line: 1, column: 9) < Mark(line: 2, column: 1))
        #expect(Mark(line: 2, column: 1) < Mark(line: 2, column: 2))
        #expect(Mark(line: 3, column: 4).description == "3:4")
    }

    @Test(arguments: [("a: 1\r\nb: 2\r\nc: 3\r\n", "CRLF"), ("a: 1\rb: 2\rc: 3\r", "CR"), ("a: 1\nb: 2\nc: 3\n", "LF")])
    func lineEndsGiveLineNumbers(text: String, style: String) throws {
        let root = try #require(try parse(text).root)
        #expect(root.pairs.map(\.key.mark.line) == [1, 2, 3], "\(style)")
        #expect(root.pairs.map { $0.value.scalarText } == ["1", "2", "3"], "\(style)")
    }

    @Test func aByteOrderMarkIsAcceptedAndTakesNoColumn() throws {
        let root = try #require(try parse([0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8)).root)
        #expect(root.pairs[0].key.scalarText == "a")
        #expect(root.pairs[0].key.mark == Mark(line: 1, column: 1))
        #expect(root.pairs[0].value.mark == Mark(line: 1, column: 4))
    }
}

@Suite struct StructureTests {
    @Test func mappingsKeepTheirPairsInSourceOrder() throws {
        let root = try #require(try parse("zeta: 1\nalpha: 2\nmid: 3\n").root)
        #expect(root.pairs.map(\.key.scalarText) == ["zeta", "alpha", "mid"])
    }

    @Test func flowAndBlockStylesGiveTheSameTree() throws {
        let block = try #require(try parse("a:\n  - x\n  - y: 1\n").root)
        let flow = try #require(try parse("{a: [x, {y: 1}]}").root)
        for root in [block, flow] {
            let items = try #require(root["a"]).items
            #expect(items.count == 2)
            #expect(items[0].scalarText == "x")
            #expect(items[1]["y"]?.scalarText == "1")
        }
    }

    @Test func scalarStylesAreKept() throws {
        let root = try #require(
            try parse("p: plain\ns: 'single'\nd: \"dou\\tble\"\nl: |\n  one\n  two\nf: >\n  one\n  two\n").root)
        #expect(root["p"]?.scalar == Scalar("plain", style: .plain))
        #expect(root["s"]?.scalar == Scalar("single", style: .singleQuoted))
        #expect(root["d"]?.scalar == Scalar("dou\tble", style: .doubleQuoted))
        #expect(root["l"]?.scalar == Scalar("one\ntwo\n", style: .literal))
        #expect(root["f"]?.scalar == Scalar("one two\n", style: .folded))
    }

    @Test func nullIsOnlyAPlainEmptyTildeOrNull() {
        #expect(Scalar("").isNull)
        #expect(Scalar("~").isNull)
        #expect(Scalar("null").isNull)
        #expect(Scalar("NULL").isNull)
        #expect(!Scalar("", style: .doubleQuoted).isNull)
        #expect(!Scalar("null", style: .singleQuoted).isNull)
        #expect(!Scalar("nil").isNull)
    }

    @Test func kindDescriptions() throws {
        let root = try #require(try parse("a: x\nb:\nc: []\nd: {}\n").root)
        #expect(root["a"]?.kindDescription == "a scalar")
        #expect(root["b"]?.kindDescription == "nothing")
        #expect(root["c"]?.kindDescription == "a list")
        #expect(root["d"]?.kindDescription == "a mapping")
    }

    @Test func explicitTagsAreKept() throws {
        let root = try #require(try parse("a: !!binary aGk=\nb: !custom x\nc: !!str 1\nd: !seq [1]\ne: plain\n").root)
        #expect(root["a"]?.tag == "!!binary")
        #expect(root["b"]?.tag == "!custom")
        #expect(root["c"]?.tag == "!!str")
        #expect(root["d"]?.tag == "!seq")
        #expect(root["d"]?.items.count == 1)
        #expect(root["e"]?.tag == nil)
        // A tagged node starts at its tag.
        #expect(root["a"]?.mark == Mark(line: 1, column: 4))
    }
}

@Suite struct DuplicateKeyTests {
    @Test func duplicateKeysAreCollectedWithBothMarks() throws {
        let document = try parse("a: 1\nb:\n  x: 1\n  x: 2\na: 3\n")
        #expect(
            document.duplicateKeys == [
                DuplicateKey(key: "x", first: Mark(line: 3, column: 3), duplicate: Mark(line: 4, column: 3)),
                DuplicateKey(key: "a", first: Mark(line: 1, column: 1), duplicate: Mark(line: 5, column: 1)),
            ])
        // Both pairs stay in the tree, so that a later stage sees them.
        let root = try #require(document.root)
        #expect(root.pairs.map(\.key.scalarText) == ["a", "b", "a"])
    }

    @Test func aThirdOccurrenceNamesTheFirst() throws {
        let document = try parse("{k: 1, k: 2, k: 3}")
        #expect(document.duplicateKeys.map(\.first) == [Mark(line: 1, column: 2), Mark(line: 1, column: 2)])
        #expect(document.duplicateKeys.map(\.duplicate) == [Mark(line: 1, column: 8), Mark(line: 1, column: 14)])
    }

    @Test func largeMappingsFindDuplicatesOnBothSidesOfTheirIndex() throws {
        // Small mappings are searched; past a few pairs the keys are indexed, earlier ones included.
        let keys = (0..<20).map { "k\($0)" } + ["k1", "k15", "k15"]
        let document = try parse(keys.enumerated().map { "\($0.element): \($0.offset)" }.joined(separator: "\n"))
        #expect(document.duplicateKeys.map(\.key) == ["k1", "k15", "k15"])
        #expect(document.duplicateKeys.map(\.first.line) == [2, 16, 16])
        #expect(document.duplicateKeys.map(\.duplicate.line) == [21, 22, 23])
    }

    @Test func keysAreComparedAsStrings() throws {
        // "é" written precomposed and decomposed: different bytes, the same string.
        let document = try parse("{\"\u{E9}\": 1, \"e\u{301}\": 2, e: 3}")
        #expect(document.duplicateKeys.map(\.key) == ["e\u{301}"])
        #expect(document.duplicateKeys.map(\.first) == [Mark(line: 1, column: 2)])
    }

    @Test func anAliasedKeyRepeatsItsAnchor() throws {
        let document = try parse("{&k a: 1, b: 2, *k : 3}")
        #expect(document.duplicateKeys == [DuplicateKey(key: "a", first: Mark(line: 1, column: 2), duplicate: Mark(line: 1, column: 17))])
    }

    @Test func sameKeyInDifferentMappingsIsNoDuplicate() throws {
        #expect(try parse("a:\n  k: 1\nb:\n  k: 2\n").duplicateKeys.isEmpty)
    }
}

@Suite struct AliasTests {
    @Test func aliasesAreResolvedAndTakeTheAliasMark() throws {
        let root = try #require(try parse("base: &b {kind: table}\ncopy: *b\n").root)
        let copy = try #require(root["copy"])
        #expect(copy["kind"]?.scalarText == "table")
        #expect(copy.mark == Mark(line: 2, column: 7))
        // The copied subtree keeps the marks of the anchored one.
        #expect(copy.pairs[0].key.mark == Mark(line: 1, column: 11))
    }

    @Test func anUnknownAliasThrowsAtTheAlias() {
        let error = parseError("a: 1\nb: *nowhere\n")
        #expect(error == YAMLError("the alias '*nowhere' names no anchor defined before it", at: Mark(line: 2, column: 4)))
    }

    @Test func aBillionLaughsDocumentThrowsALocatedError() throws {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(level - 1)))
            let name = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(level)))
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let error = try #require(parseError(text))
        #expect(error.message == "aliases expand to more than 100000 nodes; a spec this large is refused")
        // Uses of *a add 10 nodes each, *b 91, *c 820, *d 7381: 74,718 in all; the first *e (line 6)
        // adds 66,430 and passes the cap.
        #expect(error.mark == Mark(line: 6, column: 8))
    }

    @Test func expansionUpToTheCapIsAccepted() throws {
        let limits = YAMLReader.Limits(maximumAliasExpansion: 6)
        // Each use of `*a` adds the three nodes of the anchored list.
        #expect(parseError("a: &a [1, 2]\nb: [*a, *a]\n", limits: limits) == nil)
        #expect(parseError("a: &a [1, 2]\nb: [*a, *a, *a]\n", limits: limits)?.mark == Mark(line: 2, column: 13))
    }
}

@Suite struct LimitTests {
    @Test func nestingOf256LevelsIsAccepted() throws {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        var node = try #require(try parse(text).root)
        var depth = 1
        while let inner = node.items.first {
            node = inner
            depth += 1
        }
        #expect(depth == 256)
    }

    @Test func nestingOf257LevelsThrowsAtTheOpeningTooMany() {
        let text = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        #expect(
            parseError(text)
                == YAMLError.limit("nesting deeper than 256 levels is refused", at: Mark(line: 1, column: 257)))
    }

    @Test func nodesUpToTheCapAreAccepted() {
        let limits = YAMLReader.Limits(maximumNodeCount: 5)
        // The mapping, two keys and two values.
        #expect(parseError("a: 1\nb: 2\n", limits: limits) == nil)
        #expect(
            parseError("a: 1\nb: [2]\n", limits: limits)
                == YAMLError.limit(
                    "the spec has more than 5 keys, values and list items; a spec this large is refused",
                    at: Mark(line: 2, column: 5)))
    }

    @Test func entriesOfOneListOrMappingUpToTheCapAreAccepted() {
        let limits = YAMLReader.Limits(maximumEntryCount: 2)
        #expect(parseError("a: [1, 2]\nb: {c: 1, d: 2}\n", limits: limits) == nil)
        #expect(
            parseError("a: [1, 2, 3]\n", limits: limits)
                == YAMLError.limit("a list or mapping with more than 2 entries is refused", at: Mark(line: 1, column: 11)))
        #expect(
            parseError("a: 1\nb: 2\nc: 3\n", limits: limits)
                == YAMLError.limit("a list or mapping with more than 2 entries is refused", at: Mark(line: 3, column: 1)))
    }

    @Test func aliasUsesDoNotCountAsWrittenNodes() {
        // Aliases have their own cap; the nodes they repeat were counted where they were written.
        #expect(parseError("a: &a [1]\nb: *a\n", limits: YAMLReader.Limits(maximumNodeCount: 5)) == nil)
    }

    @Test func mappingsCountTowardsTheDepth() {
        let limits = YAMLReader.Limits(maximumDepth: 2)
        #expect(parseError("a:\n  b: 1\n", limits: limits) == nil)
        #expect(parseError("a:\n  b:\n    c: 1\n", limits: limits)?.mark == Mark(line: 3, column: 5))
    }
}

@Suite struct DocumentTests {
    @Test(arguments: ["", "# only a comment\n", "# one\n\n# two", "\n\n"])
    func noDocumentGivesANilRoot(text: String) throws {
        let document = try parse(text)
        #expect(document.root == nil)
        #expect(document.duplicateKeys.isEmpty)
    }

    @Test func anExplicitDocumentMarkerIsFine() throws {
        #expect(try parse("---\na: 1\n...\n").root?["a"]?.scalarText == "1")
    }

    @Test func aSecondDocumentThrowsAtItsStart() {
        #expect(
            parseError("a: 1\n---\nb: 2\n")
                == YAMLError(
                    "a navigation spec holds one YAML document, but a second one starts here",
                    at: Mark(line: 2, column: 1)))
    }
}

@Suite struct SyntaxErrorTests {
    @Test func libyamlErrorsCarryItsProblemAndMark() {
        #expect(
            parseError("a: b: c\n") == YAMLError("mapping values are not allowed in this context", at: Mark(line: 1, column: 5)))
    }

    @Test(arguments: [
        (
            "a: [1, 2\nb: 3\n",
            YAMLError(
                "did not find expected ',' or ']'", at: Mark(line: 2, column: 2),
                context: YAMLError.Context("while parsing a flow sequence", at: Mark(line: 1, column: 4)))
        ),
        (
            "a: 1\nb:\n  c: 'text\n    more\n",
            YAMLError(
                "found unexpected end of stream", at: Mark(line: 5, column: 1),
                context: YAMLError.Context("while scanning a quoted scalar", at: Mark(line: 3, column: 6)))
        ),
        // libyaml puts the problem on a line 3 that the input does not have.
        (
            "a: 1\nscreens",
            YAMLError(
                "could not find expected ':'", at: Mark(line: 2, column: 8),
                context: YAMLError.Context("while scanning a simple key", at: Mark(line: 2, column: 1)))
        ),
    ])
    func theContextKeepsTheMarkWhereItBegins(text: String, expected: YAMLError) {
        #expect(parseError(text) == expected)
    }

    @Test func aContextThatBeginsAtTheProblemStaysInTheMessage() {
        #expect(
            parseError("a: @b\n")
                == YAMLError(
                    "found character that cannot start any token while scanning for the next token",
                    at: Mark(line: 1, column: 4)))
        // libyaml puts both marks of this one on a line 2 that the input does not have.
        #expect(
            parseError("a: [1,")
                == YAMLError("did not find expected node content while parsing a flow node", at: Mark(line: 1, column: 7)))
    }

    @Test func aTabThatIndentsIsNamed() {
        #expect(parseError("a:\n\tb: 1\n") == YAMLError("a tab cannot indent YAML; indent with spaces", at: Mark(line: 2, column: 1)))
        #expect(parseError("a:\tb\n") == nil, "a tab that separates is fine")
    }

    @Test func anErrorAtTheEndOfInputWithoutALineEndIsOnItsLastLine() {
        // libyaml itself puts it on a line 3 that the input does not have.
        #expect(parseError("a: 1\nscreens")?.mark == Mark(line: 2, column: 8))
        #expect(parseError("a: 1\nscreens\n")?.mark == Mark(line: 3, column: 1))
        #expect(parseError("画面: 1\n画面")?.mark == Mark(line: 2, column: 3), "columns count characters")
    }

    @Test func syntaxErrorsAfterCRLineEndsAreOnTheRightLine() {
        #expect(parseError("a: 1\rb: 2\rc: d: e\r")?.mark == Mark(line: 3, column: 5))
        #expect(parseError("a: 1\r\nb: 2\r\nc: d: e\r\n")?.mark == Mark(line: 3, column: 5))
    }

    @Test func errorsDescribeThemselvesWithTheirMark() {
        #expect(YAMLError("boom", at: Mark(line: 2, column: 3)).description == "2:3: boom")
        let context = YAMLError.Context("while counting", at: Mark(line: 1, column: 2))
        #expect(YAMLError("boom", at: Mark(line: 2, column: 3), context: context).description == "2:3: boom (1:2: while counting)")
    }
}

@Suite struct ReaderErrorTests {
    @Test func invalidUTF8IsLocatedFromTheByteOffset() {
        // "é" takes one column although it is two bytes: 0xFF is the 5th character of line 2.
        let bytes = Array("a: 1\nb: é".utf8) + [0xFF] + Array("\n".utf8)
        #expect(parseError(bytes) == YAMLError("invalid leading UTF-8 octet (byte 0xFF)", at: Mark(line: 2, column: 5)))
    }

    @Test func aLatin1ByteAtTheEndIsAnIncompleteSequence() {
        let bytes = Array("a: caf".utf8) + [0xE9]
        #expect(parseError(bytes) == YAMLError("incomplete UTF-8 octet sequence", at: Mark(line: 1, column: 7)))
    }

    @Test func aBadTrailingOctetIsReportedAtThatByte() {
        let bytes = Array("a: ".utf8) + [0xC3, 0x28]
        #expect(parseError(bytes) == YAMLError("invalid trailing UTF-8 octet (byte 0x28)", at: Mark(line: 1, column: 5)))
    }

    @Test func aNulByteIsLocated() {
        let bytes = Array("a: 1\nb: x".utf8) + [0] + Array("y\n".utf8)
        #expect(parseError(bytes) == YAMLError("control characters are not allowed (byte 0x00)", at: Mark(line: 2, column: 5)))
    }

    @Test func aControlCharacterBeyondASCIIIsNamedByItsCodePoint() {
        let bytes = Array("a: x\u{9F}\n".utf8)
        #expect(parseError(bytes) == YAMLError("control characters are not allowed (U+009F)", at: Mark(line: 1, column: 5)))
    }

    @Test(arguments: [("\r", "CR"), ("\r\n", "CRLF"), ("\n", "LF"), ("\u{2028}", "LS"), ("\u{85}", "NEL")])
    func readerErrorLinesFollowLibyamlsLineEnds(lineEnd: String, style: String) {
        let bytes = Array("a: 1\(lineEnd)b: \"2\(lineEnd)x".utf8) + [0x01] + Array("\"\(lineEnd)".utf8)
        #expect(parseError(bytes)?.mark == Mark(line: 3, column: 2), "\(style)")
    }

    @Test func aByteOrderMarkTakesNoColumnInReaderErrors() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0x01]
        #expect(parseError(bytes)?.mark == Mark(line: 1, column: 3))
    }

    @Test func theParserAgreesWithReaderErrorMarks() throws {
        // The same text with a syntax error instead of a control character at the same place.
        let syntax = try #require(parseError("a: 1\u{2028}b: 2\u{2028}c: d: e\n"))
        #expect(syntax.mark == Mark(line: 3, column: 5))
        let reader = try #require(parseError(Array("a: 1\u{2028}b: 2\u{2028}c: d".utf8) + [0x01]))
        #expect(reader.mark == Mark(line: 3, column: 5))
    }
}

@Suite struct ReaderTests {
    /// What `reader.next()` returns until the document ends: scalars' texts, "[" and "{" for the
    /// starts of sequences and mappings, "end" for nil.
    private func events(_ text: String) throws -> [String] {
        var reader = try YAMLReader(Array(text.utf8))
        var events: [String] = []
        var depth = 0
        while true {
            guard let node = try reader.next() else {
                events.append("end")
                if depth == 0 { break }
                depth -= 1
                continue
            }
            switch node.kind {
            case .scalar: events.append(node.scalarText ?? "")
            case .sequence:
                events.append("[")
                depth += 1
            case .mapping:
                events.append("{")
                depth += 1
            }
        }
        _ = try reader.finish()
        return events
    }

    @Test func containersEndWithNilAndSoDoesTheDocument() throws {
        #expect(try events("a: [1, {b: c}]\nd: e\n") == ["{", "a", "[", "1", "{", "b", "c", "end", "end", "d", "e", "end", "end"])
        #expect(try events("") == ["end"])
    }

    @Test func skipReadsTheRestOfANodeAndCountsWhatItHoldsDirectly() throws {
        var reader = try YAMLReader(Array("a: [1, [2, 3], {b: c}]\nd: e\n".utf8))
        _ = try reader.next()
        _ = try reader.next()
        let list = try #require(try reader.next())
        #expect(try reader.skip(list) == 3)
        #expect(try reader.next()?.scalarText == "d")
        let scalar = try #require(try reader.next())
        #expect(try reader.skip(scalar) == 0)
        #expect(try reader.next() == nil)
    }

    @Test func repeatedKeysAreMarkedWhereTheyAreRead() throws {
        var reader = try YAMLReader(Array("{a: 1, b: 2, a: 3}".utf8))
        _ = try reader.next()
        var keys: [Bool] = []
        while let key = try reader.next() {
            keys.append(key.isRepeatedKey)
            _ = try reader.next()
        }
        #expect(keys == [false, false, true])
        #expect(try reader.finish().map(\.key) == ["a"])
    }

    @Test func anAliasRepeatsTheMarksOfDuplicatesButReportsThemOnce() throws {
        let document = try parse("a: &m {k: 1, k: 2}\nb: *m\n")
        #expect(document.duplicateKeys.map(\.duplicate) == [Mark(line: 1, column: 14)])
        let copy = try #require(document.root?["b"])
        #expect(copy.pairs.map(\.key.node.isRepeatedKey) == [false, true])
        #expect(copy.pairs.map(\.key.mark) == [Mark(line: 1, column: 8), Mark(line: 1, column: 14)])
    }

    @Test func anAliasInsideAnAnchorIsRepeatedWithIt() throws {
        let root = try #require(try parse("a: &x {k: v}\nb: &y [*x, 2]\nc: *y\n").root)
        let items = try #require(root["c"]).items
        #expect(items.count == 2)
        // The inner alias keeps its own mark, and what it repeats keeps the anchor's.
        #expect(items[0].mark == Mark(line: 2, column: 8))
        #expect(items[0]["k"]?.scalarText == "v")
        #expect(items[0].pairs[0].key.mark == Mark(line: 1, column: 8))
        #expect(items[1].scalarText == "2")
    }

    @Test func anAnchorDefinedAgainNamesItsLatestNode() throws {
        let root = try #require(try parse("a: &x 1\nb: *x\nc: &x [2]\nd: *x\n").root)
        #expect(root["b"]?.scalarText == "1")
        #expect(root["d"]?.items.map(\.scalarText) == ["2"])
    }

    @Test func aTaggedAnchorRepeatsItsTag() throws {
        let root = try #require(try parse("a: &x !custom [1]\nb: *x\n").root)
        #expect(root["b"]?.tag == "!custom")
        #expect(root["b"]?.items.map(\.scalarText) == ["1"])
    }
}
