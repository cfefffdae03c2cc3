import Foundation
import NavGenTestSupport
import Testing

/// The expected code of each `Fixtures/<case>` that has a `Behaviour/main.swift`, built with the
/// case's `Support/*.swift` and that program into an executable linked against the stub SDK, and
/// run: the program prints one line per check, `ok …` or `FAILED …`.
@Suite struct UIKitBehaviourTests {
    static let cases = PackagePaths.specCases.filter {
        FileManager.default.fileExists(atPath: program(of: $0).path)
    }

    static func program(of name: String) -> URL {
        PackagePaths.fixtures.appendingPathComponent("\(name)/Behaviour/main.swift")
    }

    @Test func someCasesRunTheirCode() {
        #expect(Self.cases.contains("CodeContainers") && Self.cases.contains("TabBar") && Self.cases.contains("Shop"))
    }

    @Test(arguments: cases)
    func generatedCodeBehavesAsTheProgramChecks(_ name: String) throws {
        let fixture = PackagePaths.fixtures.appendingPathComponent(name)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-behaviour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The case's expected files and support files build together, as they are type-checked.
        let files =
            PackagePaths.files(in: fixture.appendingPathComponent("expected"), endingIn: ".swift")
            + PackagePaths.files(in: fixture.appendingPathComponent("Support"), endingIn: ".swift") + [Self.program(of: name)]
        let run = try SwiftCompiler.buildAndRun(files, in: folder).get()
        let lines = run.output.split(separator: "\n")
        #expect(run.status == 0, "the program stopped: \(run.output)")
        #expect(!lines.isEmpty, "the program checked nothing")
        for line in lines where !line.hasPrefix("ok ") {
            Issue.record(Comment(rawValue: String(line)))
        }
    }
}
