import Foundation
import NavGenCore
import NavGenDiagrams
import NavGenGenerator
import NavGenTestSupport
import Testing

/// The modular cases: `Fixtures/<case>/<Module>/navigation.yml`, one spec per module, those that
/// depend on others including them. Fixtures/Modular is an app target and two feature modules,
/// the app's including both and Checkout including Profile: the specs and view controllers of
/// Examples/Modular, which CI builds with the plugin, and SwiftUI views of the fixture's own;
/// ModuleStoryboards, two features that each have a `Main.storyboard` in their own bundle;
/// ModuleSections, an app whose own file has none of the sections its feature's has;
/// ModularStack, a tab-bar app without transitions of its own whose tabs' roots are two features'
/// screens, with the stack router (`swiftui-stack`) across modules. Each
/// module's spec is rendered on its own, as the build plugin renders it for its target, and
/// compared with its `expected/` files; then the modules are compiled one by one in the order of
/// their dependencies, each against the interfaces of those before it, so that a declaration
/// another module needs and that is not `public` fails to compile.
@Suite struct ModularGoldenTests {
    /// The templates whose output module `module` of case `name` expects: those its `expected/`
    /// folder holds a file of (ModularStack, the stack router across modules, `swiftui-stack`).
    static func templates(of module: String, in name: String) -> [String] {
        PackagePaths.files(in: folder(name).appendingPathComponent("\(module)/expected"), endingIn: ".swift")
            .map { $0.deletingPathExtension().lastPathComponent }.sorted()
    }

    /// The cases whose folders hold one folder per module.
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtures.path)) ?? []
        return names.filter { !modules(of: $0).isEmpty }.sorted()
    }()

    static func folder(_ name: String) -> URL { PackagePaths.fixtures.appendingPathComponent(name) }

    /// The modules of case `name`, each after those it includes (a spec loads more files than
    /// each spec it includes); none when its folders' specs include no other.
    static func modules(of name: String) -> [String] {
        guard !FileManager.default.fileExists(atPath: folder(name).appendingPathComponent("navigation.yml").path) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(name).path)) ?? []
        let modules = names.filter {
            FileManager.default.fileExists(atPath: folder(name).appendingPathComponent("\($0)/navigation.yml").path)
        }
        let fileCounts = Dictionary(uniqueKeysWithValues: modules.map { ($0, load($0, of: name).files.files.count) })
        guard fileCounts.values.contains(where: { $0 > 1 }) else { return [] }
        return modules.sorted { (fileCounts[$0] ?? 0, $0) < (fileCounts[$1] ?? 0, $1) }
    }

    static func load(_ module: String, of name: String) -> SpecLoader.Result {
        let spec = folder(name).appendingPathComponent("\(module)/navigation.yml")
        return fileLoader.load([UInt8]((try? Data(contentsOf: spec)) ?? Data()), file: spec.path)
    }

    /// A loader that reads the specs a spec includes from their files.
    static let fileLoader = SpecLoader(readIncludedSpec: { path in
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.init(reason: "no such file")) }
        return .success([UInt8](data))
    })

    static func graph(of module: String, in name: String = "Modular") throws -> NavigationGraph {
        let result = load(module, of: name)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.graph)
    }

    @Test func theModularCasesAreFound() {
        #expect(Self.cases == ["Modular", "ModularStack", "ModuleSections", "ModuleStoryboards"])
        #expect(Self.modules(of: "Modular") == ["Profile", "Checkout", "App"])
        #expect(Self.modules(of: "ModularStack") == ["Account", "Catalog", "App"])
        #expect(Self.cases.filter(Self.needsSwiftUIAlone) == ["ModularStack"])
        #expect(Self.templates(of: "App", in: "Modular") == ["swiftui", "uikit"])
    }

    @Test(arguments: cases.flatMap { name in modules(of: name).flatMap { module in templates(of: module, in: name).map { "\(name)/\(module)/\($0)" } } })
    func eachModulesCodeMatchesTheExpectedFile(_ rendering: String) throws {
        let parts = rendering.split(separator: "/").map(String.init)
        let text = try CodeGenerator().render(try Self.graph(of: parts[1], in: parts[0]), with: .builtin(parts[2]))
        let expected = Self.folder(parts[0]).appendingPathComponent("\(parts[1])/expected/\(parts[2]).swift")
        if let diff = GoldenFile.mismatch(text, expectedIn: expected) {
            Issue.record(Comment(rawValue: diff))
        }
    }

    /// The Swift files of a case's module: its expected outputs and its support files.
    static func swiftFiles(of module: String, in name: String) -> [URL] {
        ["expected", "Support"].flatMap {
            PackagePaths.files(in: folder(name).appendingPathComponent("\(module)/\($0)"), endingIn: ".swift")
        }
    }

    /// Whether a module of case `name` is SwiftUI alone, every file of it needing SwiftUI: an SDK
    /// without SwiftUI has nothing of it to compile, and nothing for the modules that import it.
    static func needsSwiftUIAlone(_ name: String) -> Bool {
        modules(of: name).contains { swiftFiles(of: $0, in: name).allSatisfy(CompilationSDK.needsSwiftUI) }
    }

    @Test(arguments: cases.filter { !needsSwiftUIAlone($0) })
    func eachModuleCompilesAgainstTheModulesItIncludes(_ name: String) throws {
        try Self.compileModules(of: name)
    }

    @Test(.enabled(if: SwiftCompiler.sdk.compilesSwiftUI, StubFidelityTests.swiftUILeftOut), arguments: cases.filter(needsSwiftUIAlone))
    func eachSwiftUIModuleCompilesAgainstTheModulesItIncludes(_ name: String) throws {
        try Self.compileModules(of: name)
    }

    /// Compiles the modules of case `name` one by one, each against those before it.
    static func compileModules(of name: String) throws {
        let built = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-modular-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: built) }
        for module in modules(of: name) {
            let files = swiftFiles(of: module, in: name)
            if let problems = SwiftCompiler.moduleProblems(files, moduleName: module, in: built) {
                Issue.record(Comment(rawValue: "\(name)/\(module):\n\(problems)"))
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

    /// A feature's screens' links, without `links:` of the feature's own, are the app's: the
    /// stack router opens them through the feature's transitions, which the uikit template's
    /// links cannot call.
    @Test func aLinkThroughAFeaturesTransitionIsTheStackRoutersOnly() throws {
        let app = try Self.graph(of: "App", in: "ModularStack")
        #expect(app.deepLinks?.destinations.map { app.screens[$0.screen].name } == ["Product", "Order"])
        #expect(CodeGenerator.problems(of: app, renderedWith: .builtin("swiftui-stack")).isEmpty)
        let refused = CodeGenerator.problems(of: app, renderedWith: .builtin("uikit")).filter { $0.severity == .error }
        #expect(refused.map(\.rule) == [.linkUnreachable, .linkUnreachable])
        #expect(try Self.graph(of: "Catalog", in: "ModularStack").deepLinks == nil, "a feature without links: has no DeepLink")
    }

    /// A route of the app's own named as a module it includes, whose stack router it wraps, would
    /// be a second case of that name: refused at the screen.
    @Test func anAppsRouteNamedAsAModuleIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-module-case-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = """
            version: 1
            module: Catalog
            screens:
              Home: { source: code, public: true }
            outputs:
              - { template: swiftui-stack, output: Catalog.swift }
            """
        let app = """
            version: 1
            includes: [Catalog.yml]
            screens:
              Main: { source: code, entry: true, inNavigation: true }
              Catalog: { source: code }
            transitions:
              - { from: Main, to: Catalog }
              - { from: Main, to: Catalog.Home }
            """
        try module.write(to: folder.appendingPathComponent("Catalog.yml"), atomically: true, encoding: .utf8)
        let graph = try #require(Self.fileLoader.load(Array(app.utf8), file: folder.appendingPathComponent("App.yml").path).graph)
        let problems = CodeGenerator.problems(of: graph, renderedWith: .builtin("swiftui-stack")).filter { $0.rule == .reservedName }
        #expect(problems.map(\.message) == [
            "screen 'Catalog' is a route whose case, 'catalog', is the case that wraps the routes of module 'Catalog' in the swiftui-stack router; rename the screen"
        ])
        #expect(problems.first?.location?.line == 5)
    }

    /// The app wraps the routes of the modules that declare a stack router (a `swiftui-stack`
    /// output), and needs their routes' values to be `Hashable` and `Codable` as its own.
    @Test func theAppWrapsTheModulesWithStackRoutersAndChecksTheirRoutes() throws {
        #expect(try Self.graph(of: "App", in: "ModularStack").includedStackModules.map(\.name) == ["Catalog", "Account"])
        #expect(try Self.graph(of: "App").includedStackModules.isEmpty, "Fixtures/Modular's features have uikit outputs only")
        var app = try Self.graph(of: "App", in: "ModularStack")
        let product = try #require(app.screens.firstIndex { $0.name == "Product" })
        app.screens[product].parameters[0].type = "() -> Void"
        #expect(app.unroutableParameters.map(\.rule) == [.stackParameterType])
    }
}
