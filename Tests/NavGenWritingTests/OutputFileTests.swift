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

    /// Every file and folder below `folder` with its content, to show that a failed write
    /// touched nothing.
    func snapshot() throws -> [String: Data?] {
        var entries: [String: Data?] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let name = enumerator?.nextObject() as? String {
            entries[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        return entries
    }

    func writeError(_ files: [(String, String)]) -> OutputFile.WriteError? {
        do {
            _ = try OutputFile.write(files.map { (folder.appendingPathComponent($0.0).path, Data($0.1.utf8)) })
            return nil
        } catch {
            return error
        }
    }

    @Test func aDirectoryInTheWayIsAnError() throws {
        let path = folder.appendingPathComponent("Taken").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(throws: OutputFile.WriteError.self) { try OutputFile(path: path).write("x") }
        #expect(writeError([("Taken", "x")])?.reason == "it is a directory")
    }

    @Test func aPathBelowARegularFileIsAnError() throws {
        try Data("old".utf8).write(to: folder.appendingPathComponent("file"))
        let before = try snapshot()
        let error = writeError([("file/sub/Out.swift", "x")])
        #expect(error?.reason == "'\(folder.appendingPathComponent("file").path)' is a file, not a folder")
        #expect(try snapshot() == before)
    }

    @Test func aDanglingSymbolicLinkIsAnError() throws {
        let link = folder.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Missing/Target.swift")
        let before = try snapshot()
        let error = writeError([("Link.swift", "x")])
        #expect(error?.path == link)
        #expect(error?.reason == "it is a symbolic link to 'Missing/Target.swift', which does not exist")
        #expect(try snapshot() == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Missing/Target.swift")
    }

    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: folder.appendingPathComponent("real/Target.swift"))
        let link = folder.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/Target.swift")
        #expect(try OutputFile(path: link).write("new") == .wrote)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/Target.swift")
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("real/Target.swift").path) == Data("new".utf8))
    }

    @Test func whenTheLastFileCannotBeWrittenNoneIs() throws {
        try Data("first, old".utf8).write(to: folder.appendingPathComponent("First.swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Last.swift"), withIntermediateDirectories: true)
        let before = try snapshot()
        let error = writeError([("First.swift", "first, new"), ("new/folders/Second.swift", "second"), ("Last.swift", "last")])
        #expect(error?.reason == "it is a directory")
        #expect(try snapshot() == before, "no file replaced, no folder or temporary file left")
    }

    @Test func severalFilesAreWrittenTogether() throws {
        try Data("same".utf8).write(to: folder.appendingPathComponent("Same.swift"))
        let outcomes = try OutputFile.write([
            (folder.appendingPathComponent("Same.swift").path, Data("same".utf8)),
            (folder.appendingPathComponent("a/New.swift").path, Data("new".utf8)),
        ])
        #expect(outcomes == [.unchanged, .wrote])
        #expect(try snapshot() == ["Same.swift": Data("same".utf8), "a": nil, "a/New.swift": Data("new".utf8)])
    }

    @Test func pathsWithSpacesAndOtherScriptsWork() throws {
        let path = folder.appendingPathComponent("Dossier généré/画面 ナビ/Navigation ✓.swift").path
        #expect(try OutputFile(path: path).write("x") == .wrote)
        #expect(OutputFile(path: path).currentText() == "x")
    }

    /// Permissions do not stop root; `aPathBelowARegularFileIsAnError` fails for root too.
    @Test(.enabled(if: geteuid() != 0, "the tests run as root, whom permissions do not stop"))
    func anUnwritableFolderIsAnError() throws {
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        #expect(writeError([("locked/Out.swift", "x")])?.reason == "Permission denied")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
    }

    /// `text` written into a transaction's stream in pieces of `piece` bytes, then committed.
    func stream(_ text: String, to name: String, inPiecesOf piece: Int) throws -> OutputFile.Outcome {
        var transaction = OutputFile.Transaction()
        var stream = try transaction.begin(folder.appendingPathComponent(name).path)
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: piece) {
            bytes[start..<min(start + piece, bytes.count)].withUnsafeBytes { stream.write($0) }
        }
        try transaction.stage(stream)
        return try transaction.commit()[0]
    }

    @Test func aStreamedFileIsComparedWithTheOldOneChunkByChunk() throws {
        let long = String(repeating: "let a = 1\n", count: 20_000)
        #expect(try stream(long, to: "Out.swift", inPiecesOf: 4_096) == .wrote)
        let path = folder.appendingPathComponent("Out.swift").path
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        #expect(try stream(long, to: "Out.swift", inPiecesOf: 100_000) == .unchanged)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == past)
        // Past the first chunks of the comparison: a change at the end, a longer and a shorter text.
        for text in [long.dropLast() + "2", long + "x", String(long.dropLast())] {
            #expect(try stream(String(text), to: "Out.swift", inPiecesOf: 65_536) == .wrote)
            #expect(OutputFile(path: path).currentText() == String(text))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Out.swift"], "no temporary file is left behind")
    }

    @Test func rollingBackRemovesAStreamNeverStagedAndItsFolders() throws {
        let before = try snapshot()
        var transaction = OutputFile.Transaction()
        var stream = try transaction.begin(folder.appendingPathComponent("new/Out.swift").path)
        Data("half".utf8).withUnsafeBytes { stream.write($0) }
        #expect(try snapshot() != before)
        transaction.rollBack()
        #expect(try snapshot() == before)
    }

    @Test func aStreamThatIsNotStagedCannotBeCommitted() throws {
        var transaction = OutputFile.Transaction()
        _ = try transaction.begin(folder.appendingPathComponent("Out.swift").path)
        #expect(throws: OutputFile.WriteError.self) { try transaction.commit() }
        transaction.rollBack()
        #expect(try snapshot().isEmpty)
    }

    /// True when the file `name` holds `text`, given to a comparison in pieces of `piece` bytes.
    func compare(_ text: String, with name: String, inPiecesOf piece: Int) -> Bool {
        var comparison = OutputFile.Comparison(path: folder.appendingPathComponent(name).path)
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: piece) {
            bytes[start..<min(start + piece, bytes.count)].withUnsafeBytes { comparison.write($0) }
        }
        return comparison.finish()
    }

    @Test func aComparisonReadsTheFileAlongsideTheText() throws {
        let long = String(repeating: "let a = 1\n", count: 20_000)
        #expect(try OutputFile(path: folder.appendingPathComponent("Out.swift").path).write(long) == .wrote)
        #expect(compare(long, with: "Out.swift", inPiecesOf: 1 << 20))
        #expect(compare(long, with: "Out.swift", inPiecesOf: 333))
        for text in [long.dropLast() + "2", long + "x", String(long.dropLast()), ""] {
            #expect(!compare(String(text), with: "Out.swift", inPiecesOf: 70_000))
        }
        #expect(compare("", with: "Missing.swift", inPiecesOf: 1), "no file compares as empty")
        #expect(!compare("x", with: "Missing.swift", inPiecesOf: 1))
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
