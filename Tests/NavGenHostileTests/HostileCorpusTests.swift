import Foundation
import NavGenTestSupport
import Testing

/// `Fixtures/hostile/<case>.yml`, each run through the built `navgen` as a process: `lint` must
/// print exactly `<case>.diagnostics` and exit with 0 or 1, never crash or hang. A case with
/// errors must make `generate` write nothing; a case without must generate UIKit and SwiftUI code
/// that type-checks with `<case>.swift`, the app's own declarations. `graph` and `template context`
/// must end the same way.
@Suite struct HostileCorpusTests {
    static let folder = PackagePaths.fixtures.appendingPathComponent("hostile")
    static let cases = PackagePaths.files(in: folder, endingIn: ".yml").map { $0.deletingPathExtension().lastPathComponent }

    @Test func thereAreEnoughCases() {
        #expect(Self.cases.count >= 60)
    }

    @Test(arguments: cases)
    func hostileCase(_ name: String) throws {
        let spec = "Fixtures/hostile/\(name).yml"
        let lint = try NavgenProcess.run(["lint", spec])
        print("hostile \(name): lint took \(Milliseconds(lint.seconds))")
        try #require(lint.endedWithAResult, "navgen lint \(spec) \(lint.ending)")
        let printed = lint.standardError + lint.standardOutput
        if let diff = GoldenFile.mismatch(printed, expectedIn: Self.folder.appendingPathComponent(name + ".diagnostics")) {
            Issue.record(Comment(rawValue: diff))
        }
        let hasErrors = lint.standardError.contains(": error: ")
        #expect(lint.status == (hasErrors ? 1 : 0))
        let support = Self.folder.appendingPathComponent(name + ".swift")
        #expect(
            FileManager.default.fileExists(atPath: support.path) == !hasErrors,
            "a case without errors has the app's declarations in \(name).swift, and only such a case")
        try GeneratedOutput.check(spec: spec, named: name, expectingErrors: hasErrors, support: support)
        try Self.checkOtherCommands(on: spec, named: name, expectingErrors: hasErrors)
    }

    /// The commands that read a spec without writing code end as `lint` did, printing only the
    /// spec's diagnostics on standard error.
    static func checkOtherCommands(on spec: String, named name: String, expectingErrors: Bool) throws {
        for command in [["graph", spec, "--format", "dot"], ["graph", spec, "--format", "mermaid"], ["template", "context", spec]] {
            let run = try NavgenProcess.run(command)
            print("hostile \(name): \(command.filter { $0 != spec }.joined(separator: " ")) took \(Milliseconds(run.seconds))")
            try #require(run.endedWithAResult, "navgen \(command.joined(separator: " ")) \(run.ending)")
            #expect(run.status == (expectingErrors ? 1 : 0), "navgen \(command.joined(separator: " ")): \(run.standardError)")
            for line in run.standardError.split(separator: "\n") {
                #expect(line.hasPrefix(spec + ":"), "not a diagnostic of \(spec): \(line)")
            }
        }
    }
}

/// What `generate` does with a spec of the corpus, checked the same way for every kind of case.
enum GeneratedOutput {
    /// Runs `generate` with both built-in templates into a fresh folder: with errors nothing may be
    /// written; without, both files must exist and type-check with `support`.
    static func check(spec: String, named name: String, expectingErrors: Bool, support: URL, in directory: URL = PackagePaths.root) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var outputs: [URL] = []
        for template in ["uikit", "swiftui"] {
            let output = folder.appendingPathComponent("\(template).swift")
            let run = try NavgenProcess.run(["generate", spec, "--template", template, "--output", output.path], in: directory)
            print("hostile \(name): generate \(template) took \(Milliseconds(run.seconds))")
            try #require(run.endedWithAResult, "navgen generate \(spec) --template \(template) \(run.ending)")
            #expect(run.status == (expectingErrors ? 1 : 0), "\(run.standardError)")
            // Every line on standard error is a diagnostic of the spec: nothing from it forged a line.
            for line in run.standardError.split(separator: "\n") {
                #expect(line.hasPrefix(spec + ":"), "not a diagnostic of \(spec): \(line)")
            }
            #expect(FileManager.default.fileExists(atPath: output.path) == !expectingErrors)
            outputs.append(output)
        }
        guard !expectingErrors else { return }
        let moduleName = "Hostile" + name.filter { $0.isLetter && $0.isASCII }
        if let problems = SwiftCompiler.typeCheckProblems(outputs + [support], moduleName: moduleName) {
            Issue.record(Comment(rawValue: problems))
        }
    }
}

/// A duration for the suite's timing lines.
struct Milliseconds: CustomStringConvertible {
    var seconds: Double

    init(_ seconds: Double) {
        self.seconds = seconds
    }

    var description: String { "\(Int((seconds * 1000).rounded())) ms" }
}
