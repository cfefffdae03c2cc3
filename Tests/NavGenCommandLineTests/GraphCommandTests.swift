import Foundation
import NavGenTestSupport
import Testing

@testable import NavGenCommandLine

/// `navgen graph`: every spec fixture drawn as Mermaid and DOT and compared with
/// `Fixtures/<case>/expected/graph.mmd` and `graph.dot`; the DOT read back by Graphviz.
@Suite struct GraphCommandTests {
    static let dot = ExternalTool("dot")
    static let renderings = PackagePaths.specCases.flatMap { name in ["mermaid", "dot"].map { "\(name)/\($0)" } }

    static func spec(_ name: String) -> String {
        PackagePaths.fixtures.appendingPathComponent("\(name)/navigation.yml").path
    }

    static func expected(_ name: String, _ format: String) -> URL {
        PackagePaths.fixtures.appendingPathComponent("\(name)/expected/graph.\(format == "mermaid" ? "mmd" : "dot")")
    }

    @Test(arguments: renderings)
    func diagramMatchesTheExpectedFile(_ rendering: String) {
        let (name, format) = (String(rendering.split(separator: "/")[0]), String(rendering.split(separator: "/")[1]))
        let (status, output) = NavGenTool.run(["graph", Self.spec(name), "--format", format])
        #expect(status == .success)
        if let diff = GoldenFile.mismatch(output.standardOutput, expectedIn: Self.expected(name, format)) {
            Issue.record(Comment(rawValue: diff))
        }
    }

    @Test(.enabled(if: dot.isInstalled, Comment(rawValue: dot.missingReason)),
        arguments: PackagePaths.specCases)
    func graphvizReadsTheExpectedDOT(_ name: String) throws {
        let run = Self.dot.run(["-Tcanon"], input: try Data(contentsOf: Self.expected(name, "dot")))
        #expect(run.status == 0, "\(run.output)")
    }

    @Test(.enabled(if: dot.isInstalled, Comment(rawValue: dot.missingReason)))
    func svgIsDrawnByGraphviz() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-graph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("TaskApp.svg").path
        let (status, output) = NavGenTool.run(["graph", Self.spec("TaskApp"), "--format", "svg", "--output", picture])
        #expect(status == .success)
        #expect(output.standardOutput == "wrote \(picture)\n")
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains(">UserInfo</text>"))
        #expect(NavGenTool.run(["graph", Self.spec("TaskApp"), "--format", "svg", "--output", picture]).output.standardOutput
            == "unchanged \(picture)\n")
    }

    @Test(.enabled(if: dot.isInstalled, Comment(rawValue: dot.missingReason)))
    func pngGoesToStandardOutputAsBytes() {
        let (status, output) = NavGenTool.run(["graph", Self.spec("TaskApp"), "--format", "png"])
        #expect(status == .success)
        #expect(output.standardOutputData.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func withoutGraphvizThePictureFormatsSayWhatToInstall() {
        #expect(throws: Graphviz.Failure.self) {
            try Graphviz(searchPath: []).render("digraph {}", as: .svg)
        }
        do {
            _ = try Graphviz(searchPath: ["/nonexistent"]).render("digraph {}", as: .png)
        } catch {
            #expect(
                error.message
                    == "drawing png needs Graphviz's 'dot', which is not installed; install it with 'apt-get install graphviz' or 'brew install graphviz', or use --format dot")
        }
    }

    @Test func aSpecWithErrorsDrawsNothing() {
        let spec = PackagePaths.fixtures.appendingPathComponent("invalid/transition-unknown-destination.yml").path
        let (status, output) = NavGenTool.run(["graph", spec])
        #expect(status == .failure)
        #expect(output.standardOutput == "")
        #expect(output.standardError.contains(": error: "))
    }
}
