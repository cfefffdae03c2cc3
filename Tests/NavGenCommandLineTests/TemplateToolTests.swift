import Foundation
import NavGenCore
import NavGenTestSupport
import Testing

@testable import NavGenCommandLine

/// `navgen template list`, `cat` and `context`: what a template author starts from.
@Suite struct TemplateToolTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-templates-\(UUID().uuidString)")

    static func spec(_ name: String) -> String {
        PackagePaths.fixtures.appendingPathComponent("\(name)/navigation.yml").path
    }

    @Test func listNamesEveryBuiltInTemplateWithALineAboutIt() {
        let (status, output) = NavGenTool.run(["template", "list"])
        #expect(status == .success)
        // A name too long for its column has its line to itself, the summary on the next line.
        let rows = output.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("    ") }
        let names = rows.map { $0.split(separator: " ").first.map(String.init) }
        #expect(names == ["uikit", "swiftui", "swiftui-stack", "deeplinks", "apple-app-site-association", "url-schemes"])
        #expect(output.standardOutput.contains("  swiftui                   SwiftUI: a router"))
        #expect(output.standardOutput.contains("  swiftui-stack             SwiftUI: routes as values"))
    }

    @Test func catPrintsTheTemplateThenEachPartialItIncludesUnderAHeader() {
        let (status, output) = NavGenTool.run(["template", "cat", "uikit"])
        #expect(status == .success)
        let headers = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("==> ") }
        #expect(
            headers == [
                "==> uikit.mustache <==", "==> uikit_storyboards.mustache <==", "==> uikit_screens.mustache <==",
                "==> uikit_cells.mustache <==", "==> uikit_views.mustache <==", "==> uikit_transitions.mustache <==",
                "==> uikit_segues.mustache <==", "==> uikit_alerts.mustache <==", "==> uikit_links.mustache <==",
            ])
    }

    @Test func catOfAPartialWithoutPartialsPrintsItAsItIs() throws {
        let source = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Templates/uikit/uikit_cells.mustache"), encoding: .utf8)
        #expect(NavGenTool.run(["template", "cat", "uikit_cells"]).output.standardOutput == source)
    }

    @Test func aCopiedTemplateRendersWhatTheBuiltInOneDoes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = NavGenTool.run(["template", "cat", "swiftui", "--output", folder.path])
        #expect(copy.status == .success)
        #expect(copy.output.standardOutput.split(separator: "\n").count == 3)
        let custom = folder.appendingPathComponent("swiftui.mustache").path
        let fromCopy = NavGenTool.run(["generate", Self.spec("Home"), "--template", custom, "--output", "-"])
        let expected = try String(
            contentsOf: PackagePaths.fixtures.appendingPathComponent("Home/expected/swiftui.swift"), encoding: .utf8)
        #expect(fromCopy.status == .success)
        #expect(fromCopy.output.standardOutput == expected)
    }

    @Test func catOfAnUnknownNameSuggestsOne() {
        let (status, output) = NavGenTool.run(["template", "cat", "swiftiu"])
        #expect(status == .usage)
        #expect(output.standardError == "navgen template cat: error: no built-in template named 'swiftiu'; did you mean 'swiftui'?\n")
    }

    @Test(arguments: ["TaskApp", "Home", "Segues", "GoingBack", "SegueData"])
    func contextMatchesTheExpectedFile(_ name: String) {
        let (status, output) = NavGenTool.run(["template", "context", Self.spec(name)])
        #expect(status == .success)
        let expected = PackagePaths.fixtures.appendingPathComponent("\(name)/expected/context.json")
        if let diff = GoldenFile.mismatch(output.standardOutput, expectedIn: expected) {
            Issue.record(Comment(rawValue: diff))
        }
    }

    @Test func everyKeyOfTheContextIsDocumented() throws {
        let documentation = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("docs/Templates.md"), encoding: .utf8)
        var keys = Set<String>()
        for name in PackagePaths.specCases {
            let json = NavGenTool.run(["template", "context", Self.spec(name)]).output.standardOutput
            collectKeys(of: try JSONSerialization.jsonObject(with: Data(json.utf8)), into: &keys)
        }
        // A key is documented by a table row whose first cell names it: `| `key` |` or `| `a`, `key` |`.
        let documented = Set(
            documentation.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row in
                row.split(separator: "|")[0].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            })
        let undocumented = keys.subtracting(documented).sorted()
        #expect(undocumented == [], "docs/Templates.md has no row for these context keys")
    }

    /// Each section of docs/Templates.md's "The context" has one file in
    /// `Sources/NavGenGenerator/Context`, named after it and saying so on its first line, which
    /// holds its keys and how each is built.
    @Test func everySectionOfTheContextHasItsFile() throws {
        let documentation = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("docs/Templates.md"), encoding: .utf8)
        let lines = documentation.split(separator: "\n")
        let sections = lines.drop { $0 != "## The context" }.dropFirst().prefix { !$0.hasPrefix("## ") }
            .filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) }
        let folder = PackagePaths.root.appendingPathComponent("Sources/NavGenGenerator/Context")
        // `// The context's section SECTION (docs/Templates.md, "The context"): …`
        let headers = try FileManager.default.contentsOfDirectory(atPath: folder.path).compactMap { name -> String? in
            let first = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).prefix { $0 != "\n" }
            guard let start = first.range(of: "// The context's section "), let end = first.range(of: " (docs/Templates.md") else {
                return nil
            }
            return String(first[start.upperBound..<end.lowerBound])
        }
        #expect(sections.count > 20)
        #expect(headers.sorted() == sections.sorted())
    }

    @Test func anUnknownPartialInAUserTemplateIsLocated() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = folder.appendingPathComponent("Custom.mustache")
        try Data("// header\n  {{> uikit_screnes}}\n".utf8).write(to: template)
        let (status, output) = NavGenTool.run(["generate", Self.spec("TaskApp"), "--template", template.path, "--output", "-"])
        #expect(status == .failure)
        #expect(output.standardError == "\(template.path):2:3: error: no partial named 'uikit_screnes'\n")
    }

    private func collectKeys(of value: Any, into keys: inout Set<String>) {
        if let object = value as? [String: Any] {
            for (key, child) in object {
                keys.insert(key)
                collectKeys(of: child, into: &keys)
            }
        } else if let array = value as? [Any] {
            for child in array { collectKeys(of: child, into: &keys) }
        }
    }
}

/// `navgen --help` and every command's `--help`, compared with `Fixtures/help/<command>.txt`.
@Suite struct HelpTests {
    static let commands = NavGenTool.commands.map(\.name)

    @Test(arguments: commands)
    func helpMatchesTheExpectedFile(_ name: String) {
        let words = name.split(separator: " ").map(String.init)
        let (status, output) = NavGenTool.run(words + ["--help"])
        #expect(status == .success)
        let file = PackagePaths.fixtures.appendingPathComponent("help/\(words.joined(separator: "-")).txt")
        if let diff = GoldenFile.mismatch(output.standardOutput, expectedIn: file) {
            Issue.record(Comment(rawValue: diff))
        }
    }

    @Test func theOverviewListsEveryCommand() {
        let (status, output) = NavGenTool.run(["--help"])
        #expect(status == .success)
        if let diff = GoldenFile.mismatch(output.standardOutput, expectedIn: PackagePaths.fixtures.appendingPathComponent("help/navgen.txt")) {
            Issue.record(Comment(rawValue: diff))
        }
        #expect(NavGenTool.run(["--version"]).output.standardOutput == "navgen \(NavGenVersion.current)\n")
    }
}
