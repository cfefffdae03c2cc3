import Foundation
import NavGenTestSupport
import Testing

/// The example app's spec cut short at every structural position (the start of each line, its
/// indentation, list dash, key, colon, the middle of its value and its end), each cut linted by
/// the built `navgen`. What every cut prints is compared with
/// `Fixtures/hostile/truncated/TaskApp.diagnostics`. A cut without errors must generate
/// well-formed Swift; it is parsed, not type-checked, since a cut changes what the spec means (a
/// type cut to `(User?)` is a valid spec that the app's own code does not fit).
@Suite struct TruncatedSpecTests {
    static let spec = PackagePaths.fixtures.appendingPathComponent("TaskApp/navigation.yml")

    /// The byte offsets to cut at, in order.
    static func cuts(of bytes: [UInt8]) -> [Int] {
        var offsets: Set<Int> = [bytes.count]
        var lineStart = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            let line = Array(bytes[lineStart..<index])
            let indentation = line.prefix { $0 == UInt8(ascii: " ") }.count
            var positions = [0, indentation, line.count]
            var content = indentation
            if line[content...].starts(with: Array("- ".utf8)) {
                content += 2
                positions.append(content)
            }
            if let colon = line[content...].firstIndex(of: UInt8(ascii: ":")), line.first(where: { $0 != UInt8(ascii: " ") }) != UInt8(ascii: "#") {
                positions += [colon, colon + 1]
                let value = line[(colon + 1)...].prefix { $0 == UInt8(ascii: " ") }.count + colon + 1
                if value < line.count { positions += [value, value + (line.count - value) / 2] }
            } else if content < line.count {
                positions.append(content + (line.count - content) / 2)
            }
            offsets.formUnion(positions.map { lineStart + $0 })
            lineStart = index + 1
        }
        return offsets.sorted()
    }

    @Test func everyCutEndsWithItsDiagnosticsOrWellFormedCode() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.spec))
        let cuts = Self.cuts(of: bytes)
        #expect(cuts.count >= 100)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-cuts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var report = ""
        var checkedOutputs: Set<String> = []
        var slowest = 0.0
        for offset in cuts {
            let cut = Array(bytes[..<offset])
            try Data(cut).write(to: folder.appendingPathComponent("navigation.yml"))
            let lint = try NavgenProcess.run(["lint", "navigation.yml"], in: folder)
            slowest = max(slowest, lint.seconds)
            try #require(lint.endedWithAResult, "navgen lint of the cut at byte \(offset) \(lint.ending)")
            let tail = String(decoding: cut.suffix(24), as: UTF8.self).debugDescription
            report += "== cut at byte \(offset), after \(tail)\n" + lint.standardError + lint.standardOutput
            guard lint.status == 0 else { continue }
            // Many cuts give the same code: each distinct output is parsed once.
            var outputs: [URL] = []
            for template in ["uikit", "swiftui"] {
                let output = folder.appendingPathComponent("\(template).swift")
                let run = try NavgenProcess.run(["generate", "navigation.yml", "--template", template, "--output", output.path], in: folder)
                try #require(run.status == 0, "generate of the cut at byte \(offset) \(run.ending): \(run.standardError)")
                outputs.append(output)
            }
            let text = try outputs.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
            guard checkedOutputs.insert(text).inserted else { continue }
            if let problems = SwiftCompiler.parseProblems(outputs) {
                Issue.record(Comment(rawValue: "the cut at byte \(offset):\n\(problems)"))
            }
        }
        print("hostile truncated TaskApp: \(cuts.count) cuts, \(checkedOutputs.count) distinct outputs parsed, slowest lint \(Milliseconds(slowest))")
        let golden = PackagePaths.fixtures.appendingPathComponent("hostile/truncated/TaskApp.diagnostics")
        if let diff = GoldenFile.mismatch(report, expectedIn: golden) {
            Issue.record(Comment(rawValue: diff))
        }
    }
}
