import Foundation
import NavGenTestSupport
import Testing

@testable import NavGenCommandLine

/// `navgen init`: the starter spec is `Fixtures/Starter/navigation.yml`, so the fixture tests
/// (generated code, graph, schema) cover what it generates; here, how it is written.
@Suite struct InitCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-init-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var spec: String { folder.appendingPathComponent("navigation.yml").path }

    @Test func theStarterSpecIsTheStarterFixture() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = NavGenTool.run(["init", spec])
        #expect(status == .success)
        #expect(output.standardOutput.hasPrefix("wrote \(spec)\n"))
        let written = try String(contentsOfFile: spec, encoding: .utf8)
        if let diff = GoldenFile.mismatch(written, expectedIn: PackagePaths.fixtures.appendingPathComponent("Starter/navigation.yml")) {
            Issue.record(Comment(rawValue: diff))
        }
    }

    @Test func theStarterSpecLintsCleanAndGeneratesItsOutput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(NavGenTool.run(["init", spec]).status == .success)
        let lint = NavGenTool.run(["lint", spec, "--warnings-as-errors"])
        #expect(lint.status == .success)
        #expect(lint.output.standardOutput == "\(spec): no problems (2 screens, 1 transition, 1 cell)\n")
        let generate = NavGenTool.run(["generate", spec])
        #expect(generate.status == .success, "\(generate.output.standardError)")
        let generated = try String(
            contentsOf: folder.appendingPathComponent("Navigation.generated.swift"), encoding: .utf8)
        let expected = try String(
            contentsOf: PackagePaths.fixtures.appendingPathComponent("Starter/expected/uikit.swift"), encoding: .utf8)
        #expect(generated == expected)
    }

    @Test func aFolderGetsNavigationYml() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(NavGenTool.run(["init", folder.path]).status == .success)
        #expect(FileManager.default.fileExists(atPath: spec))
    }

    @Test func anExistingFileIsKeptUnlessForced() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try "version: 1\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let refused = NavGenTool.run(["init", spec])
        #expect(refused.status == .failure)
        #expect(refused.output.standardError == "navgen init: error: '\(spec)' already exists; pass --force to replace it\n")
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == "version: 1\n")
        #expect(NavGenTool.run(["init", spec, "--force"]).status == .success)
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == InitCommand.starterSpec)
    }
}
