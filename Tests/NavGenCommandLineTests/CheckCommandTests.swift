import Foundation
import NavGenCommandLine
import Testing

/// `navgen check` and `navgen generate` with the spec's `outputs:`, in a temporary project.
@Suite struct CheckCommandTests {
    let folder: URL
    let spec: String

    static let specText = """
        version: 1
        screens:
          Home:
            entry: true
          Detail:
            parameters:
              id: Int
        transitions:
          - from: Home
            to: Detail
        outputs:
          - template: uikit
            output: Generated/Navigation.swift
          - template: uikit
            output: Generated/PublicNavigation.swift
            accessLevel: public

        """

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        spec = folder.appendingPathComponent("navigation.yml").path
        try Data(Self.specText.utf8).write(to: URL(fileURLWithPath: spec))
    }

    var generated: String { folder.appendingPathComponent("Generated/Navigation.swift").path }
    var publicGenerated: String { folder.appendingPathComponent("Generated/PublicNavigation.swift").path }

    /// Every file below the project with its content and modification time.
    func snapshot() throws -> [String: (Data, Date)] {
        var files: [String: (Data, Date)] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let name = enumerator?.nextObject() as? String {
            let path = folder.appendingPathComponent(name).path
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            files[name] = (try Data(contentsOf: URL(fileURLWithPath: path)), attributes[.modificationDate] as? Date ?? .distantPast)
        }
        return files
    }

    func expectUntouched(_ before: [String: (Data, Date)]) throws {
        let after = try snapshot()
        #expect(after.keys.sorted() == before.keys.sorted())
        for (name, (data, date)) in before {
            #expect(after[name]?.0 == data, "\(name) changed")
            #expect(after[name]?.1 == date, "\(name) was touched")
        }
    }

    @Test func generateWritesEveryDeclaredOutputWithItsAccessLevel() throws {
        let (status, output) = NavGenTool.run(["generate", spec])
        #expect(status == .success)
        #expect(output.standardOutput == "wrote \(generated)\nwrote \(publicGenerated)\n")
        let internalText = try String(contentsOfFile: generated, encoding: .utf8)
        let publicText = try String(contentsOfFile: publicGenerated, encoding: .utf8)
        #expect(internalText.contains("    static func instantiate(id: Int) -> DetailViewController {"))
        #expect(publicText.contains("    public static func instantiate(id: Int) -> DetailViewController {"))
        #expect(NavGenTool.run(["generate", spec, "--quiet"]).output.standardOutput == "")
    }

    @Test func upToDateFilesPass() throws {
        _ = NavGenTool.run(["generate", spec])
        let before = try snapshot()
        let (status, output) = NavGenTool.run(["check", spec])
        #expect(status == .success)
        #expect(output.standardOutput == "" && output.standardError == "")
        try expectUntouched(before)
    }

    @Test func oneChangedLineInTheSpecShowsExactlyThatChange() throws {
        _ = NavGenTool.run(["generate", spec])
        try Data(Self.specText.replacingOccurrences(of: "id: Int", with: "id: String").utf8).write(to: URL(fileURLWithPath: spec))
        let before = try snapshot()
        let (status, output) = NavGenTool.run(["check", spec])
        #expect(status == .failure)
        let diff = output.standardOutput
        #expect(diff.hasPrefix("--- \(generated) (on disk)\n+++ \(generated) (from \(spec))\n@@ "))
        let changed = diff.split(separator: "\n").filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        #expect(changed.count == 12, "three changed lines in each of two files")
        #expect(changed.contains("-    static func instantiate(id: Int) -> DetailViewController {"))
        #expect(changed.contains("+    static func instantiate(id: String) -> DetailViewController {"))
        #expect(output.standardError == "error: 2 files do not match \(spec); run 'navgen generate \(spec)' and commit the result\n")
        try expectUntouched(before)
    }

    @Test func aMissingOutputFails() throws {
        _ = NavGenTool.run(["generate", spec])
        try FileManager.default.removeItem(atPath: publicGenerated)
        let (status, output) = NavGenTool.run(["check", spec])
        #expect(status == .failure)
        #expect(output.standardOutput.hasPrefix("--- \(publicGenerated) (on disk)\n+++ \(publicGenerated) (from \(spec))\n@@ -0,0 +1,"))
        #expect(output.standardError.hasPrefix("error: \(publicGenerated) does not match"))
        #expect(!FileManager.default.fileExists(atPath: publicGenerated))
    }

    @Test func aSpecErrorFailsWithTheLocatedError() throws {
        _ = NavGenTool.run(["generate", spec])
        try Data(Self.specText.replacingOccurrences(of: "to: Detail", with: "to: Detial").utf8).write(to: URL(fileURLWithPath: spec))
        let before = try snapshot()
        let (status, output) = NavGenTool.run(["check", spec])
        #expect(status == .failure)
        #expect(output.standardError == "\(spec):10:9: error: the transition's destination 'Detial' is not a declared screen; did you mean 'Detail'? [unknown-screen]\n")
        try expectUntouched(before)
    }

    @Test func githubAnnotationsPointAtTheProblem() throws {
        let (status, output) = NavGenTool.run(["check", spec, "--diagnostics-format", "github"])
        #expect(status == .failure)
        let annotations = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(
            annotations == [
                "::error file=\(generated),line=1,col=1::\(generated) is missing; run 'navgen generate \(spec)'",
                "::error file=\(publicGenerated),line=1,col=1::\(publicGenerated) is missing; run 'navgen generate \(spec)'",
            ])
        try Data(Self.specText.replacingOccurrences(of: "entry: true", with: "entry: maybe").utf8).write(to: URL(fileURLWithPath: spec))
        let lint = NavGenTool.run(["lint", spec, "--diagnostics-format", "github"])
        #expect(lint.output.standardOutput == "::error file=\(spec),line=4,col=12::'entry' must be true or false, found 'maybe' [wrong-type]\n")
    }

    @Test func nothingIsWrittenWhenOneOutputCannotBeRendered() throws {
        let broken = Self.specText.replacingOccurrences(of: "  - template: uikit\n    output: Generated/PublicNavigation.swift", with: "  - template: Missing.mustache\n    output: Generated/PublicNavigation.swift")
        try Data(broken.utf8).write(to: URL(fileURLWithPath: spec))
        let (status, output) = NavGenTool.run(["generate", spec])
        #expect(status == .failure)
        #expect(output.standardError.hasPrefix("\(spec):14:15: error: cannot read"))
        #expect(!FileManager.default.fileExists(atPath: generated))
    }

    @Test func aSpecWithoutOutputsSaysWhatToAdd() throws {
        try Data("version: 1\nscreens:\n  Home: {}\n".utf8).write(to: URL(fileURLWithPath: spec))
        let (status, output) = NavGenTool.run(["generate", spec])
        #expect(status == .usage)
        #expect(output.standardError.contains("declares no outputs; add 'outputs:"))
    }
}
