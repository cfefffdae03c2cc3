import Foundation
import NavGenCore
import NavGenGenerator
import Testing

/// A user's template gets the checks of the built-in templates it renders through its parents
/// and partials, found as the render finds them: beside it first, then among the built-ins.
@Suite struct TemplateLineageTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-lineage-\(UUID().uuidString)")

    /// A routed screen whose parameter is a closure: an error of the swiftui-stack template.
    static let spec = """
        version: 1
        screens:
          Catalog: { source: code, entry: true }
          Product: { source: code, parameters: { onBuy: "() -> Void" } }
        transitions:
          - { from: Catalog, to: Product }
        """

    /// A template that overrides one block of swiftui-stack.
    static let header = """
        {{< swiftui-stack}}
        {{$header}}
        // Generated for Example Inc.
        import Foundation
        import Observation
        {{/header}}
        {{/swiftui-stack}}
        """

    /// The template `name` with `text`, written into the test's folder, as `generate` reads it.
    func template(_ name: String, _ text: String) throws -> CodeGenerator.TemplateSource {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(name).mustache")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return .file(path: url.path, source: text)
    }

    static func problems(renderedWith template: CodeGenerator.TemplateSource) throws -> [String] {
        let graph = try #require(SpecLoader().load(Array(spec.utf8), file: "navigation.yml").graph)
        return CodeGenerator.problems(of: graph, renderedWith: template).map { "\($0.severity.rawValue) [\($0.rule?.identifier ?? "")]" }
    }

    /// The kinds of template the spec's checks know are the built-in templates `generate` lists.
    @Test func theTemplateKindsAreTheBuiltInTemplates() {
        #expect(TemplateKind.allCases.map(\.rawValue) == CodeGenerator.builtinTemplateNames)
    }

    @Test func aTemplateThatOverridesABlockOfABuiltInOneGetsItsChecks() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = try template("Mine", Self.header)
        #expect(mine.builtinLineage == ["swiftui-stack"])
        #expect(try Self.problems(renderedWith: mine) == ["error [stack-parameter-type]"])
        #expect(try Self.problems(renderedWith: mine) == Self.problems(renderedWith: .builtin("swiftui-stack")))
    }

    @Test func theChecksFollowTheUsersTemplatesToTheBuiltInOne() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try template("Company", Self.header)
        let mine = try template("Mine", "{{< Company}}{{$views}}{{/views}}{{/Company}}\n")
        #expect(mine.builtinLineage == ["swiftui-stack"])
        #expect(try Self.problems(renderedWith: mine) == ["error [stack-parameter-type]"])
    }

    @Test func aPartialThatIsABuiltInTemplateBringsItsChecksToo() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = try template("Mine", "// Both\n{{> uikit}}\n{{> swiftui-stack}}\n")
        #expect(mine.builtinLineage == ["uikit", "swiftui-stack"])
        #expect(try Self.problems(renderedWith: mine) == ["error [stack-parameter-type]"])
    }

    /// A file beside the template stands for the built-in template of its name, as it does when
    /// the template is rendered: what it renders is the user's.
    @Test func aFileBesideTheTemplateHidesTheBuiltInOne() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try template("swiftui-stack", "// My own stack\n")
        let mine = try template("Mine", Self.header)
        #expect(mine.builtinLineage == [])
        #expect(try Self.problems(renderedWith: mine) == [])
    }

    @Test func aTemplateOfItsOwnGetsNoChecks() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = try template("Mine", "{{#screens}}// {{name}}\n{{/screens}}{{> Mine}}")
        #expect(mine.builtinLineage == [])
        #expect(try Self.problems(renderedWith: mine) == [])
    }

    @Test func aTemplateThatDoesNotParseGetsNoChecks() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try template("Mine", "{{< swiftui-stack}}{{#unclosed}}").builtinLineage == [])
    }
}
