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
        try stream(Array(text.utf8), to: name, inPiecesOf: piece).outcome
    }

    /// What streaming a file's content did: the outcome, how many bytes had been written when a
    /// temporary file first stood beside the file (nil: none did while they were written), and
    /// whether one did once the stream was staged.
    struct Streamed {
        var outcome: OutputFile.Outcome
        var temporaryFileAfter: Int?
        var temporaryFileWhenStaged: Bool
    }

    /// `bytes` written into a transaction's stream in pieces of `piece` bytes, then committed.
    func stream(_ bytes: [UInt8], to name: String, inPiecesOf piece: Int) throws -> Streamed {
        let path = folder.appendingPathComponent(name).path
        var transaction = OutputFile.Transaction()
        var stream = try transaction.begin(path)
        var seen: Int?
        for start in stride(from: 0, to: bytes.count, by: piece) {
            let end = min(start + piece, bytes.count)
            bytes[start..<end].withUnsafeBytes { stream.write($0) }
            if seen == nil, try hasTemporaryFile(beside: path) { seen = end }
        }
        try transaction.stage(stream)
        let whenStaged = try hasTemporaryFile(beside: path)
        return Streamed(outcome: try transaction.commit()[0], temporaryFileAfter: seen, temporaryFileWhenStaged: whenStaged)
    }

    /// Whether one of navgen's temporary files stands beside the file at `path` (beside its
    /// target, for a symbolic link).
    func hasTemporaryFile(beside path: String) throws -> Bool {
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        return try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            .contains { $0.hasPrefix(".\(file.lastPathComponent).navgen-") }
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

    /// A text of 264 KB, longer than four of the 64 KiB chunks that files are compared in, whose
    /// lines all differ.
    static let longText = Array((0..<12_000).map { "let value\($0) = \($0 * 7)\n" }.joined().utf8)

    /// `text` with a change at byte `offset`: a byte replaced, bytes inserted, bytes removed.
    static func changes(of text: [UInt8], at offset: Int) -> [[UInt8]] {
        var replaced = text
        replaced[offset] = text[offset] == UInt8(ascii: "#") ? UInt8(ascii: "%") : UInt8(ascii: "#")
        var inserted = text
        inserted.insert(contentsOf: "// inserted\n".utf8, at: offset)
        var removed = text
        removed.removeSubrange(offset..<min(offset + 5, text.count))
        return [replaced, inserted, removed]
    }

    /// Streams `content` in pieces of `piece` bytes into the file `name`, which first holds
    /// `onDisk` (nil: there is no file), and checks the outcome, that the file then holds
    /// `content`, and that a temporary file first stood beside it after the piece that reached the
    /// first difference.
    func expectStreaming(
        _ content: [UInt8], over onDisk: [UInt8]?, into name: String = "Out.swift", inPiecesOf piece: Int,
        toGive outcome: OutputFile.Outcome, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = folder.appendingPathComponent(name).path
        if let onDisk {
            _ = try OutputFile(path: path).write(Data(onDisk))
        } else {
            try? FileManager.default.removeItem(atPath: path)
        }
        let streamed = try stream(content, to: name, inPiecesOf: piece)
        let old = onDisk ?? []
        var difference = 0
        while difference < min(content.count, old.count), content[difference] == old[difference] { difference += 1 }
        let label = Comment(
            rawValue: "\(content.count) bytes over \(onDisk.map { "\($0.count) bytes" } ?? "no file"), "
                + "first difference at \(difference), in pieces of \(piece)")
        #expect(streamed.outcome == outcome, label, sourceLocation: sourceLocation)
        #expect(FileManager.default.contents(atPath: path) == Data(content), label, sourceLocation: sourceLocation)
        let reached = difference < content.count ? min((difference / piece + 1) * piece, content.count) : nil
        #expect(streamed.temporaryFileAfter == reached, label, sourceLocation: sourceLocation)
        #expect(streamed.temporaryFileWhenStaged == (outcome != .unchanged), label, sourceLocation: sourceLocation)
    }

    @Test func anUnchangedFileNeverGetsATemporaryFile() throws {
        let path = folder.appendingPathComponent("Out.swift").path
        #expect(try OutputFile(path: path).write(Data(Self.longText)) == .wrote)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        for piece in [333, 4_096, 65_536, 100_000, 1 << 20] {
            try expectStreaming(Self.longText, over: Self.longText, inPiecesOf: piece, toGive: .unchanged)
        }
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == past)
    }

    /// The content is written from its first difference on, after the part it shares with the
    /// file, which crosses none, one or several of the 64 KiB chunks of the comparison.
    @Test(arguments: [333, 4_096, 65_536, 100_000, 1 << 20])
    func aChangeAnywhereGivesExactlyTheNewContent(inPiecesOf piece: Int) throws {
        let text = Self.longText
        for offset in [0, 1, 4_095, 65_535, 65_536, 65_537, 131_073, 200_000, text.count - 1] {
            for changed in Self.changes(of: text, at: offset) {
                try expectStreaming(changed, over: text, inPiecesOf: piece, toGive: .wrote)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Out.swift"], "no temporary file is left behind")
    }

    @Test func aFileThatIsMissingEmptyShorterOrLongerIsReplaced() throws {
        let text = Self.longText
        try expectStreaming(text, over: text + Array("// more\n".utf8), inPiecesOf: 65_536, toGive: .wrote)
        try expectStreaming(text, over: Array(text.prefix(200_000)), inPiecesOf: 65_536, toGive: .wrote)
        try expectStreaming(text, over: nil, inPiecesOf: 65_536, toGive: .wrote)
        try expectStreaming(text, over: [], inPiecesOf: 65_536, toGive: .wrote)
        try expectStreaming([], over: text, inPiecesOf: 65_536, toGive: .wrote)
        try expectStreaming([], over: [], inPiecesOf: 65_536, toGive: .unchanged)
        try expectStreaming([], over: nil, inPiecesOf: 65_536, toGive: .wrote)
        try expectStreaming(text, over: nil, into: "new/folder/Out.swift", inPiecesOf: 65_536, toGive: .wrote)
    }

    @Test func aSymbolicLinkIsFollowedWhenItsTargetChangesLate() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/Target.swift")
        try Data("old".utf8).write(to: folder.appendingPathComponent("real/Target.swift"))
        let changed = Self.changes(of: Self.longText, at: 200_000)[0]
        try expectStreaming(changed, over: Self.longText, into: "Link.swift", inPiecesOf: 65_536, toGive: .wrote)
        let target = folder.appendingPathComponent("real/Target.swift").path
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: target)
        try expectStreaming(changed, over: changed, into: "Link.swift", inPiecesOf: 65_536, toGive: .unchanged)
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.modificationDate] as? Date == past)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/Target.swift")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("real").path) == ["Target.swift"])
    }

    @Test func permissionsAreKeptWhenTheContentChangesLate() throws {
        let path = folder.appendingPathComponent("Out.swift").path
        #expect(try OutputFile(path: path).write(Data(Self.longText)) == .wrote)
        try FileManager.default.setAttributes([.posixPermissions: 0o740], ofItemAtPath: path)
        try expectStreaming(Self.changes(of: Self.longText, at: 200_000)[1], over: Self.longText, inPiecesOf: 65_536, toGive: .wrote)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o740)
    }

    @Test func rollingBackRemovesATemporaryFileMadeMidway() throws {
        let path = folder.appendingPathComponent("Out.swift").path
        #expect(try OutputFile(path: path).write(Data(Self.longText)) == .wrote)
        let before = try snapshot()
        var transaction = OutputFile.Transaction()
        var stream = try transaction.begin(path)
        Self.changes(of: Self.longText, at: 200_000)[0].withUnsafeBytes { stream.write($0) }
        #expect(try hasTemporaryFile(beside: path))
        transaction.rollBack()
        #expect(try snapshot() == before)
    }

    /// Makes `folder` allow no new file: why creating one there fails, or nil when the folder
    /// cannot be locked. Permissions do not stop root, whom the tests run as, but an immutable
    /// folder does (`chattr +i`), and the files in it can still be written.
    static func lock(_ folder: URL) -> String? {
        if geteuid() == 0 {
            guard chattr("+i", folder.path) else { return nil }
        } else {
            chmod(folder.path, 0o555)
        }
        let probe = folder.appendingPathComponent("probe").path
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor < 0 else {
            close(descriptor)
            unlink(probe)
            unlock(folder)
            return nil
        }
        return String(cString: strerror(errno))
    }

    static func unlock(_ folder: URL) {
        if geteuid() == 0 { _ = chattr("-i", folder.path) }
        chmod(folder.path, 0o755)
    }

    /// Runs `chattr` with `arguments`: whether it succeeded.
    static func chattr(_ arguments: String...) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = arguments
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Whether this machine lets the tests lock a folder, as ``lock(_:)`` does.
    static let foldersCanBeLocked: Bool = {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-lock-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil else { return false }
        defer {
            unlock(scratch)
            try? FileManager.default.removeItem(at: scratch)
        }
        return lock(scratch) != nil
    }()

    /// A device is written to, never replaced: a file renamed over `/dev/null` would stand in its
    /// place for every later process. Made here as a node with the numbers of `/dev/null`.
    @Test(.enabled(if: geteuid() == 0, "only root can make a device node"))
    func aDeviceIsWrittenToNotReplaced() throws {
        let path = folder.appendingPathComponent("null").path
        // makedev(1, 3): major 1, minor 3, in the encoding of numbers below 256.
        try #require(mknod(path, mode_t(S_IFCHR) | 0o666, dev_t(1 << 8 | 3)) == 0)
        for piece in [333, 1 << 20] {
            #expect(try stream(Self.longText, to: "null", inPiecesOf: piece).outcome == .wrote)
            var status = stat()
            #expect(stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "the device is still a device")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"], "no temporary file is left")
    }

    @Test(.enabled(if: OutputFileTests.foldersCanBeLocked, "the folder cannot be made to refuse new files"))
    func aFolderThatAllowsNoNewFileHasItsFileOverwrittenInPlace() throws {
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        let path = locked.appendingPathComponent("Out.swift").path
        #expect(try OutputFile(path: path).write(Data(Self.longText)) == .wrote)
        let refusal = try #require(Self.lock(locked))
        defer { Self.unlock(locked) }
        #expect(try stream(Self.longText, to: "locked/Out.swift", inPiecesOf: 65_536).outcome == .unchanged)
        let changes = Self.changes(of: Self.longText, at: 200_000)
        for (content, piece) in [(changes[0], 333), (changes[2], 65_536), (Self.longText, 1 << 20)] {
            #expect(try stream(content, to: "locked/Out.swift", inPiecesOf: piece).outcome == .wroteInPlace)
            #expect(FileManager.default.contents(atPath: path) == Data(content))
        }
        #expect(writeError([("locked/New.swift", "x")])?.reason == refusal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path) == ["Out.swift"])
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
