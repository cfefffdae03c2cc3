import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// `navgen generate --source-locations`: the lines of generated Swift that name the app's types
/// from the spec are attributed to the spec, so that a type the app lacks is reported there.
@Suite struct SpecTypePlacesTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A spec of `Home`, which shows `Recipe`, whose parameters are `parameters` from line 7 on.
    static func recipe(_ parameters: String...) throws -> NavigationGraph {
        try graph(
            "version: 1\nscreens:\n  Home:\n    entry: true\n  Recipe:\n    parameters:\n"
                + parameters.map { "      \($0)\n" }.joined() + "transitions:\n  - { from: Home, to: Recipe }\n")
    }

    static func graph(_ yaml: String) throws -> NavigationGraph {
        let result = SpecLoader().load(Array(yaml.utf8), file: "navigation.yml")
        return try #require(result.graph, "\(result.diagnostics.map(\.formatted))")
    }

    static func attributed(_ graph: NavigationGraph, _ template: String) throws -> String {
        SpecTypePlaces(graph: graph).attributing(try CodeGenerator().render(graph, with: .builtin(template)), path: { $0 })
    }

    func write(_ text: String, to name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// The directives stand only where Swift allows them: the Swift outputs of every fixture
    /// compile with them as they do without.
    @Test(arguments: GeneratedCodeGoldenTests.cases)
    func everyFixturesOutputsCompileWithTheDirectives(_ name: String) throws {
        let graph = try GeneratedCodeGoldenTests.graph(name)
        let templates = GeneratedCodeGoldenTests.renderings.filter { $0.hasPrefix(name + "/") }.map { String($0.dropFirst(name.count + 1)) }
            .filter { GeneratedCodeGoldenTests.fileExtensions[$0] == "swift" }
        var outputs: [URL] = []
        var directives = 0
        for template in templates {
            let text = try Self.attributed(graph, template)
            directives += text.split(separator: "\n").filter { $0.hasPrefix("#sourceLocation(file:") }.count
            outputs.append(try write(text, to: "\(template).swift"))
        }
        #expect(directives > 0)
        let support = PackagePaths.files(in: GeneratedCodeGoldenTests.folder(name).appendingPathComponent("Support"), endingIn: ".swift")
        if let problems = SwiftCompiler.typeCheckProblems(outputs + support, moduleName: name.filter(\.isLetter)) {
            Issue.record(Comment(rawValue: problems))
        }
    }

    /// The app declares its screens, not `Recipe`, the type of one's parameter: every error about
    /// it, the first of all, is at the spec's line and column of the type.
    @Test(arguments: ["uikit", "swiftui", "swiftui-stack"])
    func aTypeTheAppLacksIsReportedAtTheSpec(_ template: String) throws {
        let graph = try Self.recipe("recipeID: Int", "recipe: Recipe")
        let support =
            template == "uikit"
            ? """
            import UIKit

            final class HomeViewController: UIViewController {}

            final class RecipeViewController: UIViewController {
                init?(coder: NSCoder, recipeID: Int, recipe: Any) { super.init(coder: coder) }
                required init?(coder: NSCoder) { nil }
            }
            """
            : """
            import SwiftUI

            struct RecipeView: View {
                init(recipeID: Int, recipe: Any) {}
                var body: some View { Text("Recipe") }
            }
            """
        let files = [try write(try Self.attributed(graph, template), to: "\(template).swift"), try write(support, to: "Support.swift")]
        let problems = try #require(SwiftCompiler.typeCheckProblems(files, moduleName: "App"))
        let errors = problems.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.first?.hasPrefix("navigation.yml:8:15: error: cannot find type 'Recipe' in scope") == true, "\(problems)")
        #expect(errors.filter { $0.contains("'Recipe'") }.allSatisfy { $0.hasPrefix("navigation.yml:8:15: ") }, "\(problems)")
    }

    /// A class the app lacks is reported at the line of its screen (at the column of the class in
    /// the generated line, which `extension` starts).
    @Test func aClassTheAppLacksIsReportedAtItsScreen() throws {
        let graph = try Self.graph("version: 1\nscreens:\n  Home:\n    entry: true\n    class: HomeController\n")
        let files = [try write(try Self.attributed(graph, "uikit"), to: "uikit.swift")]
        let problems = try #require(SwiftCompiler.typeCheckProblems(files, moduleName: "App"))
        let errors = problems.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.first?.hasPrefix("navigation.yml:3:11: error: cannot find type 'HomeController' in scope") == true, "\(problems)")
        #expect(errors.allSatisfy { $0.hasPrefix("navigation.yml:3:") }, "\(problems)")
    }

    @Test func aDeclarationIsAttributedWholeWithItsAttributesAndEachTypeAtItsPlace() throws {
        let graph = try Self.recipe("recipe: Recipe", "cook: Cook")
        let places = SpecTypePlaces(graph: graph)
        let text = """
            extension Other {
                @discardableResult
                func show(
                    recipe: Recipe, cook: Cook
                ) -> Int {
                    0
                }
            }
            """
        #expect(
            places.attributing(text, path: { "/spec/" + $0 }) == """
                extension Other {
                #sourceLocation(file: "/spec/navigation.yml", line: 4)
                    @discardableResult
                    func show(
                        recipe:
                              Recipe, cook:
                            Cook
                    ) -> Int {
                #sourceLocation()
                        0
                    }
                }
                """)
    }

    /// A case label, the text of a string literal or a comment are left as they are.
    @Test func linesThatNoDirectiveMayStandBeforeKeepTheirPlaces() throws {
        let graph = try Self.graph("version: 1\nscreens:\n  Home:\n    parameters:\n      recipe: Recipe\n")
        let text = """
            switch route {
            case .recipe(let value as Recipe): break
            }
            let message = "no Recipe" // a Recipe
            let text = \"\"\"
                Recipe
                \"\"\"
            """
        #expect(SpecTypePlaces(graph: graph).attributing(text, path: { $0 }) == text)
    }

    /// A statement that goes on over lines (a chained call) is attributed whole.
    @Test func aStatementIsAttributedWithTheLinesItGoesOnOver() throws {
        let graph = try Self.graph("version: 1\nscreens:\n  Home:\n    parameters:\n      recipe: Recipe\n")
        let text = "let value = recipes\n    .first as Recipe?\nprint(value)"
        #expect(
            SpecTypePlaces(graph: graph).attributing(text, path: { $0 })
                == "#sourceLocation(file: \"navigation.yml\", line: 4)\nlet value = recipes\n    .first as Recipe?\n#sourceLocation()\nprint(value)")
    }

    /// Only the spec whose code this is: another module's `navigation.yml` would end like it.
    @Test func aTypeOfAnIncludedSpecKeepsTheGeneratedPlace() throws {
        let specs = [
            "Feed/navigation.yml": "version: 1\nmodule: Feed\nscreens:\n  Post:\n    public: true\n    parameters:\n      post: Post\n",
            "App/navigation.yml": "version: 1\nincludes: [../Feed/navigation.yml]\nscreens:\n  Home: {entry: true}\ntransitions:\n  - { from: Home, to: Feed.Post }\n",
        ]
        let loader = SpecLoader(readIncludedSpec: { path in
            specs[path].map { .success(Array($0.utf8)) } ?? .failure(SpecLoader.ReadFailure(reason: "no such file"))
        })
        let graph = try #require(loader.load(Array((specs["App/navigation.yml"] ?? "").utf8), file: "App/navigation.yml").graph)
        let text = try Self.attributed(graph, "uikit")
        #expect(text.contains("#sourceLocation(file: \"App/navigation.yml\""))
        #expect(!text.contains("Feed/navigation.yml"))
    }
}
