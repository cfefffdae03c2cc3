import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// Every `Fixtures/<case>/navigation.yml` is rendered with the built-in templates and compared
/// with `Fixtures/<case>/expected/<template>.<extension>` (`uikit` for every case, the other
/// templates where that file exists); the expected Swift files are then type-checked together
/// with the case's `Support/*.swift` in Swift 6 mode against the stub SDK.
@Suite struct GeneratedCodeGoldenTests {
    static let cases = PackagePaths.specCases

    /// The extension of each built-in template's expected files.
    static let fileExtensions = [
        "uikit": "swift", "swiftui": "swift", "swiftui-stack": "swift", "deeplinks": "swift", "apple-app-site-association": "json",
        "url-schemes": "plist",
    ]

    /// Each case with each template it is checked with.
    static let renderings: [String] = cases.flatMap { name in
        fileExtensions.keys.sorted().filter { template in
            template == "uikit" || FileManager.default.fileExists(atPath: expected(name, template).path)
        }.map { "\(name)/\($0)" }
    }

    static func folder(_ name: String) -> URL { PackagePaths.fixtures.appendingPathComponent(name) }

    static func expected(_ name: String, _ template: String) -> URL {
        folder(name).appendingPathComponent("expected/\(template).\(fileExtensions[template] ?? "swift")")
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
        // Planned as `navgen generate SPEC --template T --output F` plans it, with the checks of
        // the template and the settings of the spec's output for it.
        let plan = GenerationPlan(
            graph: try Self.graph(name), selection: .file(path: "-", template: .builtin(template)),
            template: { value throws(GenerationPlan.UnusableTemplate) in .builtin(value) }, path: { $0 })
        #expect(!plan.diagnostics.containsErrors, "\(plan.diagnostics.map(\.formatted))")
        let file = try #require(plan.files.first)
        let text = try CodeGenerator().render(file.graph, with: file.template)
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
        let sdk = SwiftCompiler.sdk.forCode(targeting: try Self.graph(name).deploymentTarget?.value.major)
        if let problems = SwiftCompiler.typeCheckProblems(outputs + support, moduleName: name.filter(\.isLetter), against: sdk) {
            Issue.record(Comment(rawValue: problems))
        }
    }

    /// The platform files are read as Apple's servers and build tools read them: JSON with
    /// `applinks.details[].components[]`, each with its path; a property list of URL types.
    @Test func theExpectedPlatformFilesAreWellFormed() throws {
        let associations = Self.cases.map { Self.expected($0, "apple-app-site-association") }.filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
        let urlTypes = Self.cases.map { Self.expected($0, "url-schemes") }.filter { FileManager.default.fileExists(atPath: $0.path) }
        #expect(!associations.isEmpty && !urlTypes.isEmpty)
        for file in associations {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            let details = (json?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
            let components = details?.first?["components"] as? [[String: Any]] ?? []
            let paths = components.compactMap { $0["/"] as? String }
            #expect(!paths.isEmpty && paths.count == components.count && paths.allSatisfy { $0.hasPrefix("/") }, "\(file.path)")
            #expect(details?.first?["appIDs"] is [String], "\(file.path)")
        }
        for file in urlTypes {
            let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
            let types = plist?["CFBundleURLTypes"] as? [[String: Any]]
            #expect(types?.allSatisfy { $0["CFBundleURLSchemes"] is [String] } == true, "\(file.path)")
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
