import Foundation
import NavGenMustache
import Testing

private func render(
    _ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:], options: RenderOptions = RenderOptions()
) throws -> String {
    try Template(source: source, path: "t.mustache").render(context, partials: DictionaryPartialLoader(partials), options: options)
}

@Suite struct InterpolationTests {
    @Test func namesAreReplacedAndMissingNamesPrintNothing() throws {
        #expect(try render("Hello, {{name}}!{{missing}}", ["name": "Ada"]) == "Hello, Ada!")
    }

    @Test func htmlEscapingIsOffUnlessAsked() throws {
        let context: MustacheValue = ["code": "a < b && \"c\""]
        #expect(try render("{{code}}", context) == "a < b && \"c\"")
        #expect(try render("{{code}}|{{{code}}}", context, options: RenderOptions(escaping: .html)) == "a &lt; b &amp;&amp; &quot;c&quot;|a < b && \"c\"")
    }

    @Test func numbersPrintWithoutANeedlessFraction() throws {
        #expect(try render("{{a}} {{b}}", ["a": .number(85), "b": .number(1.21)]) == "85 1.21")
    }

    /// Whitespace beyond ASCII around a tag's name, or between its sigil and name, is trimmed too.
    @Test func namesAreTrimmedOfAnyWhitespace() throws {
        let context: MustacheValue = ["name": "Ada", "items": [1]]
        #expect(try render("{{\u{3000}name\u{A0}}}|{{#\u{2003}items }}{{.}}{{/items\t}}|{{ \r\n& name }}", context) == "Ada|1|Ada")
    }

    @Test func dottedNamesResolveInsideTheFirstMatch() throws {
        let context: MustacheValue = ["a": ["b": ["c": "deep"]], "c": "top"]
        #expect(try render("{{a.b.c}} {{a.c}}", context) == "deep ")
    }
}

@Suite struct SectionTests {
    @Test func listsRepeatAndFalseSkips() throws {
        let context: MustacheValue = ["items": ["a", "b"], "no": false, "yes": true]
        #expect(try render("{{#items}}({{.}}){{/items}}{{#no}}x{{/no}}{{^no}}!{{/no}}{{#yes}}y{{/yes}}", context) == "(a)(b)!y")
    }

    @Test func objectsBecomeTheContextAndOuterNamesStayVisible() throws {
        let context: MustacheValue = ["user": ["name": "Ada"], "greeting": "Hi"]
        #expect(try render("{{#user}}{{greeting}} {{name}}{{/user}}", context) == "Hi Ada")
    }

    @Test func standaloneSectionLinesDisappear() throws {
        let source = "begin\n  {{#items}}\n  - {{.}}\n  {{/items}}\nend\n"
        #expect(try render(source, ["items": ["a", "b"]]) == "begin\n  - a\n  - b\nend\n")
    }

    @Test func commentsAndDelimiterChangesPrintNothing() throws {
        #expect(try render("{{! a comment }}{{=<% %>=}}<% name %>{{name}}", ["name": "x"]) == "x{{name}}")
    }
}

@Suite struct PartialAndInheritanceTests {
    @Test func aStandalonePartialIsIndented() throws {
        let output = try render("list:\n  {{> item}}\n", ["x": "1"], partials: ["item": "a {{x}}\nb\n"])
        #expect(output == "list:\n  a 1\n  b\n")
    }

    @Test func aChildReplacesOneBlockOfItsParent() throws {
        let parent = "<{{$title}}Default{{/title}}|{{$body}}Body{{/body}}>"
        #expect(try render("{{<page}}{{$title}}Mine{{/title}}{{/page}}", partials: ["page": parent]) == "<Mine|Body>")
    }

    @Test func includedNamesListPartialsAndParentsOnceInOrderAtAnyDepth() throws {
        let source = "{{> head}}{{#items}}{{> item}}{{/items}}{{<page}}{{$body}}{{> item}}{{> foot}}{{/body}}{{/page}}{{> head}}"
        #expect(try Template(source: source, path: "t.mustache").includedNames == ["head", "item", "page", "foot"])
    }

    @Test func anOverrideIsReindentedToTheBlocksPlace() throws {
        let parent = "struct A {\n    {{$members}}\n    {{/members}}\n}\n"
        let child = "{{<parent}}\n{{$members}}\nlet x = 1\n\nlet y = 2\n{{/members}}\n{{/parent}}\n"
        #expect(try render(child, partials: ["parent": parent]) == "struct A {\n    let x = 1\n\n    let y = 2\n}\n")
    }
}

/// Output goes to a sink in chunks, and standalone blocks re-indent it line by line as it comes.
@Suite struct StreamingTests {
    /// Records each chunk it is given.
    struct ChunkRecorder: TextSink {
        var chunks: [[UInt8]] = []
        mutating func write(_ bytes: UnsafeRawBufferPointer) {
            if !bytes.isEmpty { chunks.append(Array(bytes)) }
        }
    }

    @Test func aLargeOutputReachesTheSinkInChunksOfAMebibyte() throws {
        let template = try Template(source: "{{#lines}}{{.}}\n{{/lines}}", path: "t.mustache")
        let line = String(repeating: "x", count: 1_023)
        let context: MustacheValue = ["lines": .array(Array(repeating: .string(line), count: 3_000))]
        var recorder = ChunkRecorder()
        try template.render(context, partials: DictionaryPartialLoader([:]), into: &recorder)
        #expect(recorder.chunks.map(\.count) == [1 << 20, 1 << 20, 3_072_000 - 2 << 20])
        #expect(recorder.chunks.joined().elementsEqual(try template.render(context, partials: DictionaryPartialLoader([:])).utf8))
    }

    /// So that standard output shows nothing of a small output that fails.
    @Test func aFailedRenderHandsOverOnlyTheChunksItFilled() throws {
        let template = try Template(source: "{{#lines}}{{.}}{{/lines}}{{> missing}}", path: "t.mustache")
        let strict = RenderOptions(strict: true)
        for (count, written) in [(1, 0), (1 << 20 + 1, 1 << 20)] {
            var recorder = ChunkRecorder()
            let context: MustacheValue = ["lines": .array(Array(repeating: "x", count: count))]
            #expect(throws: TemplateError.self) {
                try template.render(context, partials: DictionaryPartialLoader([:]), options: strict, into: &recorder)
            }
            #expect(recorder.chunks.joined().count == written)
        }
    }

    /// A line break and the indentation a dedented override removes can each come in parts.
    @Test func aBlockReindentsWhatArrivesInPieces() throws {
        let parent = "struct A {\n  {{$members}}\n  {{/members}}\n}\n"
        let child = "{{<parent}}\n{{$members}}\n{{a}}{{b}}let x{{cr}}{{lf}}{{a}}{{b}}{{a}}let y\n{{a}}\n{{/members}}\n{{/parent}}\n"
        let context: MustacheValue = ["a": " ", "b": "\t", "cr": "\r", "lf": "\n"]
        #expect(try render(child, context, partials: ["parent": parent]) == "struct A {\n  let x\n   let y\n\n}\n")
    }

    /// A block re-indents its content in batches of many appends; a CR LF split between two
    /// appends is one line break wherever a batch ends.
    @Test func aLargeBlockIsReindentedInBatches() throws {
        let context: MustacheValue = ["lines": .array(Array(repeating: ["x\r", "\n"], count: 40_000).flatMap { $0 })]
        let output = try render("  {{$b}}\n{{#lines}}{{.}}{{/lines}}\n  {{/b}}\n", context)
        #expect(output == String(repeating: "  x\n", count: 40_000) + "\n")
    }

    /// An indentation that is not all spaces and tabs is read as characters: U+3000 is whitespace.
    @Test func aLineOfUnicodeWhitespaceIsBlank() throws {
        let parent = "  {{$body}}\n  {{/body}}\n"
        let child = "{{<parent}}\n{{$body}}\n \u{3000}\n é\n{{/body}}\n{{/parent}}\n"
        #expect(try render(child, partials: ["parent": parent]) == "\n  é\n")
    }

    /// Every line break of `Character.isNewline` ends a line, and comes out as LF.
    @Test func everyKindOfLineBreakEndsALineOfABlock() throws {
        let source = "  {{$b}}\n{{{text}}}\n  {{/b}}\n"
        let context: MustacheValue = ["text": "a\u{0B}b\u{0C}c\r\nd\u{85}e\u{2028}f\u{2029}g\rh"]
        #expect(try render(source, context) == ["a", "b", "c", "d", "e", "f", "g", "h"].map { "  \($0)\n" }.joined())
    }

    /// Text passes a block eight bytes at a time; a byte other than printable ASCII stops the run
    /// wherever it stands in those eight, a line break as any other.
    @Test func everyByteThatIsNotPrintableASCIIIsReadWhereverItStands() throws {
        for indent in ["", "  "] {
            for special in ["\t", "\u{7F}", "é", "\u{0B}", "\u{85}", "\u{2028}"] {
                for offset in 0..<9 {
                    let before = String(repeating: "x", count: offset)
                    let after = String(repeating: "y", count: 12)
                    let lines = Character(special).isNewline ? [before, after] : [before + special + after]
                    let expected = lines.map { $0.isEmpty ? "\n" : indent + $0 + "\n" }.joined()
                    let source = indent + "{{$b}}\n{{{text}}}\n" + indent + "{{/b}}\n"
                    #expect(try render(source, ["text": .string(before + special + after)]) == expected)
                }
            }
        }
    }
}

@Suite struct TemplateErrorTests {
    private func error(_ source: String, partials: [String: String] = [:], strict: Bool = false) -> TemplateError? {
        do {
            _ = try Template(source: source, path: "t.mustache")
                .render([:], partials: DictionaryPartialLoader(partials), options: RenderOptions(strict: strict))
            return nil
        } catch {
            return error
        }
    }

    @Test func anUnclosedSectionPointsAtItsOpeningTag() {
        #expect(error("a\n  {{#items}}x") == TemplateError(path: "t.mustache", line: 2, column: 3, message: "'items' is never closed"))
    }

    @Test func aMismatchedCloseSaysWhatIsOpen() {
        #expect(
            error("{{#a}}\n{{/b}}")
                == TemplateError(path: "t.mustache", line: 2, column: 1, message: "'{{/b}}' does not close the open 'a'"))
    }

    @Test func anUnclosedTagAndAnEmptyTagAreErrors() {
        #expect(error("x {{name")?.message == "unclosed tag: '{{' without '}}'")
        #expect(error("x {{ }}")?.message == "empty tag")
        #expect(error("{{=<%=}}")?.column == 1)
        #expect(error("{{ \u{3000} }}")?.message == "empty tag")
    }

    @Test func positionsCountCharactersAndEveryKindOfLineBreak() {
        // A family emoji is one character of 18 bytes; CR LF is one line break, NEL and LS are others.
        #expect(error("👨‍👩‍👧 {{/a}}") == TemplateError(path: "t.mustache", line: 1, column: 3, message: "'{{/a}}' closes nothing"))
        #expect(
            error("a\r\nb\u{85}c\u{2028}{{! one\r\ntwo }} é {{/a}}")
                == TemplateError(path: "t.mustache", line: 5, column: 10, message: "'{{/a}}' closes nothing"))
    }

    @Test func aDelimiterInsideACharacterIsText() throws {
        // `{` with a combining accent is one character, not an opening brace.
        #expect(try render("{{\u{301}a}} {{a}}", ["a": "x"]) == "{{\u{301}a}} x")
        #expect(try render("{{{\u{301}a}}", ["{\u{301}a": "y"]) == "y")
    }

    @Test func strictRenderingRefusesMissingPartialsAndUnknownBlocks() {
        #expect(error("{{> nope}}") == nil)
        #expect(error("a{{> nope}}", strict: true) == TemplateError(path: "t.mustache", line: 1, column: 2, message: "no partial named 'nope'"))
        let unknown = error("{{<p}}\n{{$tilte}}x{{/tilte}}{{/p}}", partials: ["p": "{{$title}}{{/title}}"], strict: true)
        #expect(unknown == TemplateError(path: "t.mustache", line: 2, column: 1, message: "'p' has no block named 'tilte'"))
    }

    @Test func aPartialThatIncludesItselfForeverIsStopped() {
        #expect(error("{{> loop}}", partials: ["loop": "{{> loop}}"])?.message.contains("nest more than") == true)
    }
}

@Suite struct TemplateNameTests {
    @Test func includedNamesAreThePartialsAndParentsInOrder() throws {
        let template = try Template(
            source: "{{a}}{{#b}}{{> r}}{{/b}}{{> p}}{{<q}}{{$k}}{{> r}}{{/k}}{{/q}}{{> p}}", path: "t.mustache")
        #expect(template.includedNames == ["r", "p", "q"])
    }
}

/// An object that makes its values when asked, and counts how often it is.
private final class CountingObject: MustacheObject, @unchecked Sendable {
    var lookups: [String] = []

    func value(forKey key: String) -> MustacheValue? {
        lookups.append(key)
        return switch key {
        case "name": "Ada"
        case "inner": .object(self)
        default: nil
        }
    }

    var allKeys: [String] { ["name", "inner"] }
}

/// A list that makes its items when the render reaches them.
private struct SquaresList: MustacheList {
    let count: Int
    func item(at index: Int) -> MustacheValue { ["square": .number(Double(index * index)), "isFirst": .bool(index == 0)] }
}

@Suite struct ObjectTests {
    @Test func anObjectIsAskedForEachNameAsTheTemplateLooksItUp() throws {
        let object = CountingObject()
        let context: MustacheValue = ["top": "T", "object": .object(object)]
        #expect(try render("{{#object}}{{name}} {{inner.name}} {{top}}{{/object}}", context) == "Ada Ada T")
        #expect(object.lookups == ["name", "inner", "name", "top"])
    }

    @Test func aListRendersEachItemItMakes() throws {
        let context: MustacheValue = ["squares": .list(SquaresList(count: 4)), "none": .list(SquaresList(count: 0))]
        #expect(try render("{{#squares}}{{^isFirst}},{{/isFirst}}{{square}}{{/squares}}", context) == "0,1,4,9")
        #expect(try render("{{#none}}x{{/none}}{{^none}}empty{{/none}}", context) == "empty")
    }

    @Test func listsEqualArraysAndObjectsEqualDictionariesWithTheSameContent() {
        let squares = MustacheValue.list(SquaresList(count: 2))
        #expect(squares == [["square": 0, "isFirst": true], ["square": 1, "isFirst": false]])
        #expect(squares != [["square": 0, "isFirst": true]])
        #expect(MustacheValue.object(CountingObject()) != ["name": "Ada"])
    }

    @Test func objectsAndListsEncodeAsJSONObjectsAndArrays() throws {
        let value: MustacheValue = ["squares": .list(SquaresList(count: 2))]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        #expect(json == #"{"squares":[{"isFirst":true,"square":0},{"isFirst":false,"square":1}]}"#)
    }
}

/// Text made of pieces, as the generator's signatures are: it writes itself where it is printed.
private struct Greeting: MustacheText {
    let name: String

    func write(to output: inout TextOutput) {
        output.write("Hello, ")
        output.write(name)
        output.write(" & co")
    }
}

@Suite struct TextTests {
    @Test func textWritesItselfWhereATagPrintsItAndCountsAsAString() throws {
        let context: MustacheValue = ["greeting": .text(Greeting(name: "Ada")), "items": [1, 2]]
        #expect(try render("{{#items}}{{greeting}}!{{/items}}", context) == "Hello, Ada & co!Hello, Ada & co!")
        #expect(try render("{{#greeting}}[{{.}}]{{/greeting}}", context) == "[Hello, Ada & co]")
        #expect(MustacheValue.text(Greeting(name: "Ada")) == "Hello, Ada & co")
        #expect(MustacheValue.text(Greeting(name: "Ada")) != .text(Greeting(name: "Bob")))
    }

    @Test func textIsEscapedForHTMLAndEncodedAsAJSONString() throws {
        let context: MustacheValue = ["greeting": .text(Greeting(name: "<b>"))]
        #expect(
            try render("{{greeting}}|{{{greeting}}}", context, options: RenderOptions(escaping: .html))
                == "Hello, &lt;b&gt; &amp; co|Hello, <b> & co")
        let json = String(decoding: try JSONEncoder().encode(context), as: UTF8.self)
        #expect(json == #"{"greeting":"Hello, <b> & co"}"#)
    }

    /// As a string: one step for the tag, one for its name's character, one for the context,
    /// fifteen for the characters written.
    @Test func everyCharacterTextWritesIsWork() throws {
        let context: MustacheValue = ["a": .text(Greeting(name: "Ada"))]
        #expect(try render("{{a}}", context, options: RenderOptions(workLimit: 18)) == "Hello, Ada & co")
        #expect(throws: TemplateError.self) { try render("{{a}}", context, options: RenderOptions(workLimit: 17)) }
    }
}

@Suite struct ValueTests {
    @Test func jsonRoundTripKeepsBooleansAndNumbersApart() throws {
        let json = #"{"flag":true,"count":1,"name":"x","list":[null,2.5],"nested":{"a":false}}"#
        let value = try JSONDecoder().decode(MustacheValue.self, from: Data(json.utf8))
        #expect(value == ["flag": true, "count": 1, "name": "x", "list": [nil, .number(2.5)], "nested": ["a": false]])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let again = try JSONDecoder().decode(MustacheValue.self, from: try encoder.encode(value))
        #expect(again == value)
    }
}

/// Bounds that keep a hostile template from exhausting the stack or taking exponential time
/// (found with the Mustache fuzz target; Fuzz/README.md).
@Suite struct BoundsTests {
    private func nested(_ levels: Int, around inner: String = "x") -> String {
        String(repeating: "{{#b}}", count: levels) + inner + String(repeating: "{{/b}}", count: levels)
    }

    @Test func sectionsNestAHundredLevelsDeepButNoDeeper() throws {
        #expect(try render(nested(100), ["b": true]) == "x")
        #expect(throws: TemplateError(
            path: "t.mustache", line: 1, column: 601, message: "sections, parents and blocks nest more than 100 levels deep")
        ) {
            try render(nested(101), ["b": true])
        }
    }

    @Test func renderingStopsWhenItRunsOutOfWork() throws {
        let source = "{{#e}}\n{{#e}}{{.}}{{/e}}{{/e}}"
        let context: MustacheValue = ["e": [1, 2, 3]]
        #expect(try render(source, context) == "123123123")
        #expect(throws: TemplateError(
            path: "t.mustache", line: 2, column: 1,
            message: "rendering takes more than 20 steps; the template's sections, partials or blocks multiply the work (nested over the same lists, included again and again)")
        ) {
            try render(source, context, options: RenderOptions(workLimit: 20))
        }
    }

    /// One step for the tag, one for its name's character, one for the context, ten for the
    /// characters printed.
    @Test func everyCharacterPrintedAndLookedUpIsWork() throws {
        #expect(try render("{{a}}", ["a": "0123456789"], options: RenderOptions(workLimit: 13)) == "0123456789")
        #expect(throws: TemplateError.self) { try render("{{a}}", ["a": "0123456789"], options: RenderOptions(workLimit: 12)) }
    }

    /// Missing names looked up 98 sections deep took 1.5 s in the fuzz build.
    @Test func everyContextANameMayBeLookedUpInIsWork() throws {
        let source = String(repeating: "{{#o}}", count: 50) + "{{z}}" + String(repeating: "{{/o}}", count: 50)
        let context: MustacheValue = ["o": ["p": 1]]
        #expect(try render(source, context, options: RenderOptions(workLimit: 2_000)) == "")
        #expect(throws: TemplateError.self) { try render(source, context, options: RenderOptions(workLimit: 1_000)) }
    }

    /// A parent tag with 2,500 overrides in a loop of 3,000 took 6.6 s in the fuzz build.
    @Test func theOverridesOfAParentTagAreWork() throws {
        let overrides = (0..<1_000).map { "{{$b\($0)}}{{/b\($0)}}" }.joined()
        let context: MustacheValue = ["e": .array(Array(repeating: 1, count: 1_000))]
        #expect(throws: TemplateError.self) {
            try render("{{#e}}{{<p}}\(overrides){{/p}}{{/e}}", context, partials: ["p": ""], options: RenderOptions(workLimit: 100_000))
        }
    }

    /// 73 KB of content re-indented by 99 nested blocks took 4.1 s in the fuzz build.
    @Test func reindentingABlocksContentIsWork() throws {
        let source = "{{$a}}\n  {{$b}}\n    0123456789\n  {{/b}}\n{{/a}}\n"
        #expect(try render(source, options: RenderOptions(workLimit: 100)) == (try render(source)))
        // Some 25 steps to print it, 15 more for each of the two blocks that re-indent it.
        #expect(throws: TemplateError.self) { try render(source, options: RenderOptions(workLimit: 40)) }
    }

    /// An outer parent's 2,500 overrides, copied by an inner parent tag in a loop of 15,000,
    /// took 9.1 s in the fuzz build.
    @Test func theOverridesInForceAreWorkForAnInnerParentTag() throws {
        let overrides = (0..<1_000).map { "{{$b\($0)}}{{/b\($0)}}" }.joined()
        let partials = ["p": "{{#e}}{{<q}}{{$z}}{{/z}}{{/q}}{{/e}}", "q": ""]
        let context: MustacheValue = ["e": .array(Array(repeating: 1, count: 1_000))]
        #expect(throws: TemplateError.self) {
            try render("{{<p}}\(overrides){{/p}}", context, partials: partials, options: RenderOptions(workLimit: 100_000))
        }
    }

    /// A long dotted name looked up in a loop took 20 s in the fuzz build.
    @Test func aLongNameLookedUpInALoopRunsOutOfWork() throws {
        let name = Array(repeating: "e", count: 1_000).joined(separator: ".")
        let context: MustacheValue = ["e": .array(Array(repeating: 1, count: 1_000))]
        #expect(throws: TemplateError.self) {
            try render("{{#e}}{{\(name)}}{{/e}}", context, options: RenderOptions(workLimit: 100_000))
        }
    }

    @Test func aPartialNestingSectionsInsideItselfIsStoppedBeforeTheStackRunsOut() {
        #expect {
            try render("{{> a}}", ["b": true], partials: ["a": nested(99, around: "{{> a}}")])
        } throws: { error in
            (error as? TemplateError)?.message.hasPrefix("sections and partials nest more than 100 levels deep") == true
        }
    }
}

extension BoundsTests {
    @Test func aDelimiterIsAtMostSixteenCharacters() throws {
        let sixteen = String(repeating: "<", count: 16)
        #expect(try render("{{=\(sixteen) >=}}\(sixteen)a>", ["a": "x"]) == "x")
        #expect(throws: TemplateError(
            path: "t.mustache", line: 1, column: 1, message: "a delimiter is at most 16 characters long")
        ) {
            try render("{{=<\(sixteen) >=}}", ["a": "x"])
        }
    }

    /// 10,000 inclusions of a partial indented by 30,000 spaces took 0.7 s in the fuzz build.
    @Test func theIndentationOfAnIncludedPartialIsWork() throws {
        let source = "{{#e}}\n" + String(repeating: " ", count: 1_000) + "{{> p}}\n{{/e}}\n"
        let context: MustacheValue = ["e": .array(Array(repeating: 1, count: 1_000))]
        #expect(throws: TemplateError.self) {
            try render(source, context, partials: ["p": ""], options: RenderOptions(workLimit: 100_000))
        }
    }

    @Test func readingAPartialIsWorkOncePerIndentation() throws {
        let partials = ["p": "{{! nothing }}\n{{! nothing }}\n"]
        let options = RenderOptions(workLimit: 100)
        #expect(try render(" {{> p}}\n {{> p}}\n", partials: partials, options: options) == "")
        #expect(throws: TemplateError.self) {
            try render(" {{> p}}\n  {{> p}}\n   {{> p}}\n", partials: partials, options: options)
        }
    }
}
