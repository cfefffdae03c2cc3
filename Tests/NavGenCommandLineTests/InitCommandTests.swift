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
        #expect(refused.status == .usage)
        #expect(refused.output.standardError == "navgen init: error: '\(spec)' already exists; pass --force to replace it\n")
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == "version: 1\n")
        #expect(NavGenTool.run(["init", spec, "--force"]).status == .success)
        #expect(
            try String(contentsOfFile: spec, encoding: .utf8)
                == InitCommand.starterSpec(output: "Navigation.generated.swift"))
    }

    /// In a package's target, the output goes outside every target, where the build tool plugin
    /// does not compile it a second time.
    @Test func inAPackageTheOutputIsOutsideTheTarget() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Sources/App/Screens")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try "// swift-tools-version:6.1\n".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        #expect(NavGenTool.run(["init", target.path]).status == .success)
        let written = try String(contentsOf: target.appendingPathComponent("navigation.yml"), encoding: .utf8)
        #expect(written.hasSuffix("    output: ../../../Generated/App/Navigation.swift\n"))
        #expect(NavGenTool.run(["generate", target.appendingPathComponent("navigation.yml").path]).status == .success)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/App/Navigation.swift").path))
    }

    /// The commands that read a spec find the one `init` wrote in the current folder.
    @Test func commandsFindTheSpecInTheCurrentFolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try NavgenProcess.run(["lint"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("navgen lint: error: missing argument SPEC: no navigation.yml in the current folder ('navgen init' writes one)\n"))
        #expect(try NavgenProcess.run(["init"], in: folder).status == 0)
        let lint = try NavgenProcess.run(["lint"], in: folder)
        #expect(lint.status == 0)
        #expect(lint.standardOutput == "navigation.yml: no problems (2 screens, 1 transition, 1 cell)\n")
        #expect(try NavgenProcess.run(["generate"], in: folder).standardOutput == "wrote Navigation.generated.swift\n")
        #expect(try NavgenProcess.run(["check"], in: folder).status == 0)
    }
}
