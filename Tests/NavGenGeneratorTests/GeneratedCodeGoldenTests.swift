import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// Every `Fixtures/<case>/navigation.yml` is rendered with the built-in templates and compared
/// with `Fixtures/<case>/expected/<template>.swift` (`uikit` for every case, `swiftui` and
/// `swiftui-stack` where that file exists); the expected files are then type-checked together with
/// the case's `Support/*.swift` in Swift 6 mode against the stub SDK, and against the modules in
/// the case's `Modules/<name>/` that its spec imports.
@Suite struct GeneratedCodeGoldenTests {
    static let cases = PackagePaths.specCases

    /// Each case with each template it is checked with.
    static let renderings: [String] = cases.flatMap { name in
        ["uikit", "swiftui", "swiftui-stack"].filter { template in
            template == "uikit" || FileManager.default.fileExists(atPath: expected(name, template).path)
        }.map { "\(name)/\($0)" }
    }

    static func folder(_ name: String) -> URL { PackagePaths.fixtures.appendingPathComponent(name) }

    static func expected(_ name: String, _ template: String) -> URL {
        folder(name).appendingPathComponent("expected/\(template).swift")
    }

    static func graph(_ name: String) throws -> NavigationGraph {
        let spec = folder(name).appendingPathComponent("navigation.yml")
        let result = SpecLoader().load([UInt8](try Data(contentsOf: spec)), file: "navigation.yml")
        #expect(!result.diagnostics.containsErrors)
        return try #require(result.graph, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func everyKindOfOutputHasACase() {
        #expect(Self.cases.count >= 14)
        #expect(Self.renderings.filter { $0.hasSuffix("/swiftui") }.count >= 3)
        #expect(Self.renderings.filter { $0.hasSuffix("/swiftui-stack") }.count >= 2)
    }

    @Test(arguments: renderings)
    func generatedCodeMatchesTheExpectedFile(_ rendering: String) throws {
        let (name, template) = (String(rendering.split(separator: "/")[0]), String(rendering.split(separator: "/")[1]))
        let text = try CodeGenerator().render(try Self.graph(name), with: .builtin(template))
        if let diff = GoldenFile.mismatch(text, expectedIn: Self.expected(name, template)) {
            Issue.record(Comment(rawValue: diff))
        }
    }

    @Test(arguments: cases)
    func expectedCodeCompilesWithTheSupportFiles(_ name: String) throws {
        let folder = Self.folder(name)
        let support = PackagePaths.files(in: folder.appendingPathComponent("Support"), endingIn: ".swift")
        #expect(!support.isEmpty, "every case has Support/*.swift that uses the generated API")
        let outputs = PackagePaths.files(in: folder.appendingPathComponent("expected"), endingIn: ".swift")
        let modules = PackagePaths.folders(in: folder.appendingPathComponent("Modules"))
        if let problems = SwiftCompiler.typeCheckProblems(outputs + support, moduleName: name.filter(\.isLetter), importing: modules) {
            Issue.record(Comment(rawValue: problems))
        }
    }

    @Test func theContextListsTheKeysItHasAValueForAndNoOther() throws {
        guard case .object(let context) = TemplateContext(graph: try Self.graph("Home")).value else {
            Issue.record("the context is not an object")
            return
        }
        #expect(["access", "screens", "navigators", "routers"].allSatisfy(context.allKeys.contains))
        #expect(context.value(forKey: "nothing") == nil)
        guard case .list(let screens) = context.value(forKey: "screens"), screens.count > 1,
            case .object(let first) = screens.item(at: 0), case .object(let second) = screens.item(at: 1)
        else {
            Issue.record("the context has no list of screens")
            return
        }
        #expect(first.value(forKey: "isFirst") == true && second.value(forKey: "isFirst") == false)
        #expect(first.allKeys.contains("isFirst") && first.value(forKey: "access") == nil)
        // Home's first transition is a push, which sets no presentation style; its second a sheet.
        guard case .list(let navigators) = context.value(forKey: "navigators"), case .object(let home) = navigators.item(at: 0),
            case .list(let transitions) = home.value(forKey: "transitions"), transitions.count > 1,
            case .object(let push) = transitions.item(at: 0), case .object(let sheet) = transitions.item(at: 1)
        else {
            Issue.record("Home has no list of transitions")
            return
        }
        #expect(push.value(forKey: "modalPresentationStyle") == nil && !push.allKeys.contains("modalPresentationStyle"))
        #expect(sheet.value(forKey: "modalPresentationStyle") == ".pageSheet" && sheet.allKeys.contains("modalPresentationStyle"))
    }

    @Test func outputIsTheSameOnEveryRun() throws {
        let graph = try Self.graph("Home")
        for template in ["uikit", "swiftui", "swiftui-stack"] {
            let first = try CodeGenerator().render(graph, with: .builtin(template))
            for _ in 0..<5 {
                #expect(try CodeGenerator().render(graph, with: .builtin(template)) == first)
            }
        }
    }
}
