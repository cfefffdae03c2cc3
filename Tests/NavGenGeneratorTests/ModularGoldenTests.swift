import Foundation
import NavGenCore
import NavGenDiagrams
import NavGenGenerator
import NavGenTestSupport
import Testing

/// Fixtures/Modular: an app target and two feature modules, each with its spec, the app's
/// including both and Checkout including Profile: the specs and view controllers of
/// Examples/Modular, which CI builds with the plugin, and SwiftUI views of the fixture's own. Each module's spec is rendered on its own, as
/// the build plugin renders it for its target, and compared with its `expected/` files; then the
/// modules are compiled one by one in the order of their dependencies, each against the
/// interfaces of those before it, so that a declaration another module needs and that is not
/// `public` fails to compile.
@Suite struct ModularGoldenTests {
    /// The modules, each after those it includes.
    static let modules = ["Profile", "Checkout", "App"]
    static let templates = ["uikit", "swiftui"]
    static let folder = PackagePaths.fixtures.appendingPathComponent("Modular")

    static func graph(of module: String) throws -> NavigationGraph {
        let spec = folder.appendingPathComponent("\(module)/navigation.yml")
        let loader = SpecLoader(readIncludedSpec: { path in
            guard let data = FileManager.default.contents(atPath: path) else { return .failure(.init(reason: "no such file")) }
            return .success([UInt8](data))
        })
        let result = loader.load([UInt8](try Data(contentsOf: spec)), file: spec.path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.graph)
    }

    @Test(arguments: modules.flatMap { module in templates.map { "\(module)/\($0)" } })
    func eachModulesCodeMatchesTheExpectedFile(_ rendering: String) throws {
        let (module, template) = (String(rendering.split(separator: "/")[0]), String(rendering.split(separator: "/")[1]))
        let text = try CodeGenerator().render(try Self.graph(of: module), with: .builtin(template))
        if let diff = GoldenFile.mismatch(text, expectedIn: Self.folder.appendingPathComponent("\(module)/expected/\(template).swift")) {
            Issue.record(Comment(rawValue: diff))
        }
    }

    @Test func eachModuleCompilesAgainstTheModulesItIncludes() throws {
        let built = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-modular-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: built) }
        for module in Self.modules {
            let files = ["expected", "Support"].flatMap {
                PackagePaths.files(in: Self.folder.appendingPathComponent("\(module)/\($0)"), endingIn: ".swift")
            }
            if let problems = SwiftCompiler.moduleProblems(files, moduleName: module, in: built) {
                Issue.record(Comment(rawValue: "\(module):\n\(problems)"))
                return
            }
        }
    }

    @Test func theAppsOwnCodeHoldsOnlyItsScreensAndImportsTheFeatures() throws {
        let app = try CodeGenerator().render(try Self.graph(of: "App"), with: .builtin("uikit"))
        #expect(app.contains("import Checkout\nimport Profile\n"))
        #expect(!app.contains("extension CartViewController {\n    static func instantiate"))
        #expect(app.contains("extension UserInfoViewController {\n    @discardableResult\n    func pushSettings("))
        let profile = try CodeGenerator().render(try Self.graph(of: "Profile"), with: .builtin("uikit"))
        #expect(profile.contains("    public static func instantiate(userID: String) -> UserInfoViewController {"))
        #expect(profile.contains("    static func instantiate() -> EditProfileViewController {"))
    }

    @Test func theAppsGraphDrawsEveryModulesScreensByTheirQualifiedNames() throws {
        let text = GraphDiagram(graph: try Self.graph(of: "App")).text(in: .mermaid)
        #expect(text.contains(#"s0(["Feed"])"#))
        #expect(text.contains(#"s2["Profile.UserInfo"]"#) && text.contains(#"s5["Checkout.Payment"]"#))
        #expect(text.contains(#"s5 -- "push(userID: String)" --> s2"#))
    }
}
