import Foundation
import NavGenCore
import NavGenSpecSynthesis
import Testing

/// The oracle fails where it should: output that does not compile or warns, a program check that
/// fails, a diagnostic without its place, generated text that repeats an import; and a failure
/// is of the kind of its first problem, which its shrinking keeps.
@Suite struct OracleTests {
    static let oracle = GenerativeOracle(workFolder: FileManager.default.temporaryDirectory.appendingPathComponent("navgen-oracle-tests-\(UUID().uuidString)"))

    /// An app of one screen, `Home`, made in code, with `parameters` and, when `linked`, a link.
    static func oneScreenApp(parameters: [ParameterKind] = [], linked: Bool = false) -> AppModel {
        var module = Module(name: "App")
        var home = Screen(name: "Home", source: .code)
        home.isEntry = true
        home.parameters = parameters.map { Parameter($0) }
        if linked {
            home.links = [LinkPattern(segments: [.literal("home")], query: [])]
            module.links = LinkHosts(schemes: nil, hosts: ["example.com"], appIDs: [])
        }
        module.screens = [home]
        return AppModel(modules: [module])
    }

    @Test func aSpecThatLintsAndCompilesPasses() {
        let verdict = Self.oracle.judge(Self.oneScreenApp(), running: false)
        #expect(verdict.failure == nil && verdict.compiled, "\(verdict.failure?.details ?? "")")
    }

    /// A type navgen cannot judge: lint accepts it, the compiler does not.
    @Test func outputThatDoesNotCompileFails() throws {
        let verdict = Self.oracle.judge(Self.oneScreenApp(parameters: [ParameterCatalog.kind("thing", "NoSuchType", sample: "0")]), running: false)
        let failure = try #require(verdict.failure)
        #expect(verdict.isLintClean && !verdict.compiled)
        #expect(failure.stage == .compile && failure.signature == "cannot find type _ in scope", "\(failure.details)")
    }

    /// Written to compile, but with a warning: warnings are errors.
    @Test func outputThatWarnsFails() throws {
        var rendered = RenderedApp()
        rendered.texts["App"] = ["uikit.swift": "import UIKit\n\nextension HomeViewController {\n    static func instantiate() -> HomeViewController {\n        var unused = HomeViewController()\n        return HomeViewController()\n    }\n}\n"]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-oracle-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = try #require(AppCompiler(model: Self.oneScreenApp(), rendered: rendered, folder: folder).compileModules())
        #expect(failure.stage == Failure.Stage.compile && failure.file == "uikit.swift", "\(failure.details)")
        #expect(failure.details.contains("'unused' was never used"), "\(failure.details)")
    }

    /// A `DeepLink` whose URL does not read back: the program's check fails.
    @Test func aFailedCheckOfTheProgramFails() throws {
        let model = Self.oneScreenApp(linked: true)
        var rendered = RenderedApp()
        rendered.texts["App"] = [
            "uikit.swift": """
                import UIKit

                extension HomeViewController {
                    static func instantiate() -> HomeViewController { HomeViewController() }
                }

                extension DeepLink {
                    @MainActor
                    func open(in navigationController: UINavigationController, animated: Bool = true) {
                        navigationController.setViewControllers([HomeViewController.instantiate()], animated: animated)
                    }
                }

                """,
            "deeplinks.swift": """
                import Foundation

                enum DeepLink: Hashable, Sendable {
                    case home

                    init?(url: URL) { nil }

                    var url: URL { URL(fileURLWithPath: "/") }
                }

                """,
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-oracle-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = AppCompiler(model: model, rendered: rendered, folder: folder)
        #expect(compiler.compileModules() == nil)
        let run = compiler.run(BehaviourProgramWriter(model: model))
        #expect(run.didRun)
        let failure = try #require(run.failure)
        #expect(failure.stage == .run && failure.signature.hasPrefix("FAILED Home reads back from its URL"), "\(failure.details)")
        #expect(failure.details.contains("ok Home opens on top of what is shown"))
    }

    @Test func aDiagnosticOutsideItsFileFails() {
        let places = DiagnosticPlaces(specs: ["App/navigation.yml": "version: 1\nscreens:\n  Home: {}\n"])
        let at = { (file: String, line: Int, column: Int) in
            [Diagnostic.error("a problem", at: SourceLocation(file: file, line: line, column: column))]
        }
        #expect(places.firstMisplaced(in: at("App/navigation.yml", 3, 3)) == nil)
        #expect(places.firstMisplaced(in: at("App/navigation.yml", 3, 11)) == nil, "just after the line's end")
        #expect(places.firstMisplaced(in: at("App/navigation.yml", 3, 12)) != nil)
        #expect(places.firstMisplaced(in: at("App/navigation.yml", 9, 1)) != nil)
        #expect(places.firstMisplaced(in: at("Other/navigation.yml", 1, 1)) != nil)
        #expect(places.firstMisplaced(in: [.error("nowhere", at: nil)]) != nil)
        let note = Diagnostic.Note("the first one", at: SourceLocation(file: "App/navigation.yml", line: 0, column: 1))
        #expect(places.firstMisplaced(in: [.error("twice", at: SourceLocation(file: "App/navigation.yml", line: 1, column: 1), notes: [note])]) != nil)
    }

    @Test func generatedTextIsCheckedBeyondCompiling() {
        #expect(OutputHygiene.problem(in: "import Foundation\nimport Models\nimport Foundation\n", file: "swiftui.swift")?.signature == "a module is imported twice")
        #expect(OutputHygiene.problem(in: "private extension UIStoryboard {\n}\n", file: "uikit.swift")?.signature == "an extension declares nothing")
        #expect(OutputHygiene.problem(in: "extension Router: Identifiable {}\n@MainActor\nenum AboutScreen {}\n", file: "uikit.swift") == nil)
        #expect(OutputHygiene.problem(in: "{ \"applinks\": {} }", file: "apple-app-site-association.json")?.stage == .platformFile)
        #expect(OutputHygiene.problem(in: "<plist>", file: "url-schemes.plist")?.stage == .platformFile)
    }

    @Test func aFailureIsOfTheKindOfItsFirstProblem() {
        let details = "/tmp/x/App/uikit.swift:5:10: error: type 'HomeViewController' has no member 'instantiate'\n/tmp/x/App/uikit.swift:9:1: error: something else"
        let failure = Failure(stage: .compile, file: "uikit.swift", signature: "", details: details)
        #expect(failure.firstProblemKind == Failure.Kind(stage: .compile, file: "uikit.swift", signature: "type _ has no member _"))
        let run = Failure(stage: .run, file: "main.swift", signature: "", details: "ok a\nFAILED Home opens on top of what is shown")
        #expect(run.firstProblemKind.signature == "FAILED Home opens on top of what is shown")
    }

    @Test func aSignatureLeavesTheNamesOut() {
        #expect(Failure.signature(of: "type 'HomeViewController' has no member 'instantiate' at 12") == "type _ has no member _ at _")
    }
}
