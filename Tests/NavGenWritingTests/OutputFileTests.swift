import Foundation
import NavGenWriting
import Testing

@Suite struct OutputFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func createsMissingFoldersAndReportsUnchangedFiles() throws {
        let file = OutputFile(path: folder.appendingPathComponent("a/b/Out.swift").path)
        #expect(try file.write("one\n") == .wrote)
        #expect(try file.write("one\n") == .unchanged)
        #expect(try file.write("two\n") == .wrote)
        #expect(file.currentText() == "two\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("a/b").path)
        #expect(leftovers == ["Out.swift"], "no temporary file is left behind")
    }

    @Test func aDirectoryInTheWayIsAnError() throws {
        let path = folder.appendingPathComponent("Taken").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(throws: OutputFile.WriteError.self) { try OutputFile(path: path).write("x") }
    }

    /// A reader that looks at the file while it is rewritten again and again sees the old
    /// content or the new one, never a truncated or partial file.
    @Test func readersNeverSeeAPartialFile() async throws {
        let path = folder.appendingPathComponent("Navigation.swift").path
        let versions = [String(repeating: "let a = 1\n", count: 20_000), String(repeating: "let bb = 22\n", count: 30_000)]
        _ = try OutputFile(path: path).write(versions[0])
        let writer = Task.detached {
            for round in 1...60 { _ = try? OutputFile(path: path).write(versions[round % 2]) }
        }
        var reads = 0
        while !writer.isCancelled, reads < 2_000 {
            if let data = FileManager.default.contents(atPath: path) {
                let isWhole = versions.contains(String(decoding: data, as: UTF8.self))
                #expect(isWhole, "read \(data.count) bytes, a partial file")
                reads += 1
            }
            if reads % 50 == 0 { await Task.yield() }
        }
        await writer.value
        #expect(reads > 0)
    }
}
