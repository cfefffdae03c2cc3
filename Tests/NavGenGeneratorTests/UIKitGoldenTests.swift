import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// Every `Fixtures/<case>/navigation.yml` is rendered with each built-in template and compared
/// with `Fixtures/<case>/expected/<template>.swift`; the expected files are then type-checked in
/// Swift 6 mode with the case's `Support/*.swift` against the stub SDK.
@Suite struct UIKitGoldenTests {
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtures.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: PackagePaths.fixtures.appendingPathComponent("\($0)/navigation.yml").path)
        }.sorted()
    }()

    static func folder(_ name: String) -> URL { PackagePaths.fixtures.appendingPathComponent(name) }

    @Test func everyKindOfOutputHasACase() {
        #expect(Self.cases.count >= 12)
    }

    @Test(arguments: cases)
    func generatedCodeMatchesTheExpectedFile(_ name: String) throws {
        let spec = Self.folder(name).appendingPathComponent("navigation.yml")
        let result = SpecLoader().load([UInt8](try Data(contentsOf: spec)), file: "navigation.yml")
        let graph = try #require(result.graph, "\(result.diagnostics.map(\.formatted))")
        #expect(!result.diagnostics.containsErrors)
        let text = try CodeGenerator().render(graph, with: .builtin("uikit"))
        if let diff = GoldenFile.mismatch(text, expectedIn: Self.folder(name).appendingPathComponent("expected/uikit.swift")) {
            Issue.record(Comment(rawValue: diff))
        }
    }

    @Test(arguments: cases)
    func expectedCodeCompilesWithTheSupportFiles(_ name: String) throws {
        let folder = Self.folder(name)
        let support = PackagePaths.files(in: folder.appendingPathComponent("Support"), endingIn: ".swift")
        #expect(!support.isEmpty, "every case has Support/*.swift that uses the generated API")
        let files = [folder.appendingPathComponent("expected/uikit.swift")] + support
        if let problems = SwiftCompiler.typeCheckProblems(files, moduleName: name.filter(\.isLetter)) {
            Issue.record(Comment(rawValue: problems))
        }
    }

    @Test func outputIsTheSameOnEveryRun() throws {
        let spec = Self.folder("TaskApp").appendingPathComponent("navigation.yml")
        let graph = try #require(SpecLoader().load([UInt8](try Data(contentsOf: spec)), file: "navigation.yml").graph)
        let first = try CodeGenerator().render(graph, with: .builtin("uikit"))
        for _ in 0..<5 {
            #expect(try CodeGenerator().render(graph, with: .builtin("uikit")) == first)
        }
    }
}
