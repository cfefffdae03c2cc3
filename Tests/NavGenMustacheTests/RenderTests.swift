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
    @Test func contextNamesAreTheFirstPartsOfEveryLookUpButNotPartialNames() throws {
        let template = try Template(
            source: "{{a}}{{#b}}{{c.d}}{{/b}}{{^e}}{{{f}}}{{/e}}{{> p}}{{<q}}{{$k}}{{g}}{{/k}}{{/q}}{{.}}", path: "t.mustache")
        #expect(template.contextNames == ["a", "b", "c", "e", "f", "g"])
        #expect(template.includedNames == ["p", "q"])
    }

    @Test func aPreparedTemplateKnowsTheNamesOfItsPartialsAndLeavesProblemsToTheRender() throws {
        let partials = DictionaryPartialLoader(["p": "{{x}}{{> q}}", "q": "{{#y}}{{> p}}{{/y}}", "broken": "{{#z}}"])
        let options = RenderOptions(strict: true)
        let template = try Template(source: "{{a}}{{> p}}{{#never}}{{> missing}}{{> broken}}{{/never}}", path: "t.mustache")
        let prepared = template.prepared(partials: partials, options: options)
        #expect(prepared.contextNames == ["a", "x", "y", "never"])
        #expect(try prepared.render(["a": "1", "x": "2"]) == "12")
        #expect(throws: TemplateError.self) { try prepared.render(["never": true]) }
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
