import Foundation

/// Writes generated files so that builds stay fast and nothing is ever half-written.
public struct OutputFile: Sendable {
    /// What writing a file did.
    public enum Outcome: Equatable, Sendable {
        /// The file had other content, or did not exist, and now holds the new text; or the path is
        /// a device, a pipe or a socket (`/dev/null`, `/dev/stdout`), which was written to.
        case wrote
        /// The file already held the text and was not touched, so its modification time stays.
        case unchanged
        /// The folder does not allow creating a temporary file, so the file was overwritten in place.
        case wroteInPlace
    }

    public struct WriteError: Error, Equatable, Sendable {
        public var path: String
        public var reason: String
    }

    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// The file's current text, or nil when there is no readable file. It is read whole: for a
    /// diff, once a comparison has shown that the file differs.
    public func currentText() -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Replaces the file's content with `text` unless it already is `text`: the text goes to a
    /// temporary file in the same folder, which is then renamed over the file, so a reader sees the
    /// old content or the new, never a part. A symbolic link is followed: its target is replaced.
    public func write(_ text: String) throws(WriteError) -> Outcome {
        try write(Data(text.utf8))
    }

    /// Replaces the file's content with `data`, as ``write(_:)-(String)`` does with text.
    public func write(_ data: Data) throws(WriteError) -> Outcome {
        try OutputFile.write([(path, data)])[0]
    }

    /// Writes several files as one, as a ``Transaction`` does.
    public static func write(_ files: [(path: String, data: Data)]) throws(WriteError) -> [Outcome] {
        var transaction = Transaction()
        do {
            for file in files {
                var stream = try transaction.begin(file.path)
                file.data.withUnsafeBytes { stream.write($0) }
                try transaction.stage(stream)
            }
            return try transaction.commit()
        } catch {
            transaction.rollBack()
            throw error
        }
    }
}

extension OutputFile {
    /// Several files written as one, each from a stream of its content (its folder created when
    /// missing). A stream compares its content with the file's as it comes, and writes nothing
    /// while they agree: a file that already holds its content is left untouched, so its
    /// modification time stays. From the first difference on (or where the file turns out missing,
    /// shorter or longer) the content goes to a temporary file beside the file, which starts with
    /// the part the two share; only when every file got that far are the files replaced. A file
    /// that cannot be written leaves every file, and every folder, as it was, once ``rollBack()``
    /// ran.
    ///
    /// When a folder allows no temporary file, the content of the file in it is kept in memory
    /// instead, to be written in place at ``commit()``; so is the content of a path that is a
    /// device, a pipe or a socket, which a file renamed over it would replace (`/dev/null` as a
    /// file for every later process): the two cases that hold an output whole.
    /// Whether a folder allows one is learnt when its temporary file is first needed, not at
    /// ``begin(_:)``, so that a file whose content has not changed is left alone wherever it is;
    /// a file that can be written neither way is reported by ``stage(_:)``, with the system's
    /// reason, as a failed write is.
    public struct Transaction: Sendable {
        /// A file opened for its new content.
        private struct Entry {
            var path: String
            var destination: String
            /// Where the content is staged when it differs from the file's.
            var temporary: String
            /// Whether the path is a device, a pipe or a socket, written to rather than replaced.
            var isDevice: Bool
            var state = State.open
        }

        private enum State {
            case open
            /// Its content is complete and differs from the file's: in the temporary file, or
            /// in memory.
            case staged(inMemory: [UInt8]?)
            /// The file already holds the content.
            case unchanged
            case committed
        }

        private var entries: [Entry] = []
        /// The folders made for the files, outermost first, removed again on failure.
        private var createdFolders: [String] = []

        public init() {}

        /// Begins the file at `path` (a symbolic link is followed: its target is replaced): the
        /// stream its content is written into, to hand to ``stage(_:)`` when it is complete.
        public mutating func begin(_ path: String) throws(WriteError) -> Stream {
            let destination = try Self.destination(of: path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory), isDirectory.boolValue {
                throw WriteError(path: path, reason: "it is a directory")
            }
            let url = URL(fileURLWithPath: destination)
            try makeFolder(url.deletingLastPathComponent().path, for: path)
            // Unique to this run, so that neither another navgen nor a file left by a crash is in the way.
            let suffix = "\(ProcessInfo.processInfo.processIdentifier)-\(String(UInt32.random(in: .min ... .max), radix: 16))"
            let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).navgen-\(suffix)").path
            var status = stat()
            let isDevice = stat(destination, &status) == 0 && status.st_mode & S_IFMT != S_IFREG
            entries.append(Entry(path: path, destination: destination, temporary: temporary, isDevice: isDevice))
            // A device is neither compared (reading one blocks, or reads nothing) nor replaced.
            return Stream(entry: entries.count - 1, destination: destination, temporary: temporary, keepsContent: isDevice)
        }

        /// Ends `stream`, whose content is now complete: when the file already holds it, the file
        /// will be left as it is.
        public mutating func stage(_ stream: Stream) throws(WriteError) {
            var stream = stream
            if stream.finish() {
                entries[stream.entry].state = .unchanged
                return
            }
            if let problem = stream.problem { throw WriteError(path: entries[stream.entry].path, reason: problem) }
            entries[stream.entry].state = .staged(inMemory: stream.inMemory)
        }

        /// Replaces every staged file: what happened to each opened file, in order.
        public mutating func commit() throws(WriteError) -> [Outcome] {
            var outcomes: [Outcome] = []
            for index in entries.indices {
                let entry = entries[index]
                switch entry.state {
                case .open, .committed:
                    throw WriteError(path: entry.path, reason: "its content was not complete")
                case .unchanged:
                    outcomes.append(.unchanged)
                    continue
                case .staged(let inMemory?):
                    if let reason = problemWriting(inMemory, toFileAt: entry.destination, opening: O_TRUNC) {
                        throw WriteError(path: entry.path, reason: reason)
                    }
                    outcomes.append(entry.isDevice ? .wrote : .wroteInPlace)
                case .staged(nil):
                    guard rename(entry.temporary, entry.destination) == 0 else {
                        throw WriteError(path: entry.path, reason: String(cString: strerror(errno)))
                    }
                    outcomes.append(.wrote)
                }
                entries[index].state = .committed
            }
            return outcomes
        }

        /// Removes the temporary files not yet renamed and the folders made for them.
        public func rollBack() {
            // A stream makes its temporary file only once its content differs from the file's;
            // the name is this run's own, so it is removed whether or not the file was made.
            for entry in entries {
                if case .committed = entry.state { continue }
                unlink(entry.temporary)
            }
            for folder in createdFolders.reversed() { rmdir(folder) }
        }

        /// The file that writing `path` replaces: `path`, or the target of the symbolic link it is.
        private static func destination(of path: String) throws(WriteError) -> String {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
            guard let resolved = realpath(path, nil) else {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                throw WriteError(path: path, reason: "it is a symbolic link to '\(target)', which does not exist")
            }
            defer { free(resolved) }
            return String(cString: resolved)
        }

        /// Makes `folder` and the folders above it that are missing, remembering each one made.
        private mutating func makeFolder(_ folder: String, for path: String) throws(WriteError) {
            var missing: [String] = []
            var current = folder
            var isDirectory: ObjCBool = false
            while !FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
                missing.append(current)
                let parent = (current as NSString).deletingLastPathComponent
                if parent == current || parent.isEmpty { break }
                current = parent
            }
            if FileManager.default.fileExists(atPath: current), !isDirectory.boolValue {
                throw WriteError(path: path, reason: "'\(current)' is a file, not a folder")
            }
            for folder in missing.reversed() {
                guard mkdir(folder, 0o777) == 0 else {
                    throw WriteError(path: path, reason: "cannot create the folder '\(folder)': \(String(cString: strerror(errno)))")
                }
                createdFolders.append(folder)
            }
        }
    }

    /// The content of one file of a ``Transaction``, compared with the file's as it comes and
    /// written from the first difference on. It holds no file open between writes, so that one
    /// dropped without being staged leaves nothing open; ``Transaction/rollBack()`` removes its
    /// temporary file.
    public struct Stream: Sendable {
        fileprivate enum Target: Sendable {
            /// The content so far is the file's start: nothing is written.
            case matching
            /// The temporary file, to be renamed over the file.
            case temporaryFile
            /// Memory, to overwrite the file in place: its folder allows no new file.
            case memory([UInt8])
        }

        fileprivate let entry: Int
        private let destination: String
        private let temporary: String
        private var target = Target.matching
        /// The content so far against the file's start.
        private var comparison: Comparison
        /// The first write that failed, reported when the stream is staged.
        fileprivate private(set) var problem: String?

        /// A stream for the file at `destination`, which compares its content with the file's;
        /// or, when it `keepsContent`, keeps it in memory from the start.
        fileprivate init(entry: Int, destination: String, temporary: String, keepsContent: Bool) {
            self.entry = entry
            self.destination = destination
            self.temporary = temporary
            comparison = Comparison(path: destination)
            if keepsContent { target = .memory([]) }
        }

        /// Appends `bytes` to the content.
        public mutating func write(_ bytes: UnsafeRawBufferPointer) {
            switch target {
            case .matching:
                let start = comparison.matched
                comparison.write(bytes)
                guard !comparison.matches else { return }
                replace()
                write(UnsafeRawBufferPointer(rebasing: bytes[(comparison.matched - start)...]))
            case .temporaryFile:
                guard problem == nil else { return }
                problem = problemWriting(bytes, toFileAt: temporary, opening: O_APPEND)
            case .memory(var kept):
                guard problem == nil else { return }
                target = .memory([])  // so that appending does not copy what is kept
                kept.append(contentsOf: bytes)
                target = .memory(kept)
            }
        }

        /// Ends the content: true when the file already holds it and nothing more. Otherwise the
        /// content is now whole in the temporary file, or in memory.
        fileprivate mutating func finish() -> Bool {
            guard case .matching = target else { return false }
            // The file starts with the content; it may be missing, or go on.
            if comparison.fileEnds() == true { return true }
            replace()
            return false
        }

        /// The content, when it is kept in memory for want of a temporary file.
        fileprivate var inMemory: [UInt8]? {
            if case .memory(let kept) = target { kept } else { nil }
        }

        /// Ends the comparison: the content goes on in the temporary file, made now with the part
        /// of the file that the content shares, or in memory when the folder allows no new file.
        private mutating func replace() {
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else {
                // The folder allows no new file; an existing file may still be writable in place.
                let reason = String(cString: strerror(errno))
                var kept: [UInt8] = []
                if FileManager.default.fileExists(atPath: destination), access(destination, W_OK) == 0 {
                    problem = comparison.readMatchedStart { bytes in
                        kept.append(contentsOf: bytes)
                        return nil
                    }
                } else {
                    problem = reason
                }
                target = .memory(kept)
                return
            }
            defer { close(descriptor) }
            var status = stat()
            if stat(destination, &status) == 0 { fchmod(descriptor, status.st_mode & 0o7777) }
            target = .temporaryFile
            problem = comparison.readMatchedStart { problemWriting($0, to: descriptor) }
        }
    }
}

extension OutputFile {
    /// A text, given a chunk at a time as it is made, compared with the file's content as it
    /// comes: neither is ever held whole. No file compares as empty.
    public struct Comparison: Sendable {
        private let path: String
        /// How many bytes at the start of the text the file holds too: all of the text so far
        /// while it matches.
        fileprivate private(set) var matched = 0
        /// False from the first difference on, or when the file cannot be read.
        fileprivate private(set) var matches = true

        public init(path: String) {
            self.path = path
        }

        /// Compares `bytes`, the next part of the text, with the file's next bytes.
        public mutating func write(_ bytes: UnsafeRawBufferPointer) {
            guard matches, !bytes.isEmpty else { return }
            let count = reading(from: matched) { countOfMatching(bytes, in: $0) } ?? 0
            matched += count
            matches = count == bytes.count
        }

        /// Ends the comparison: true when the file held the text and nothing more.
        public func finish() -> Bool {
            matches && fileEnds() != false
        }

        /// Whether the file has no byte past those compared; nil when there is no readable file.
        fileprivate func fileEnds() -> Bool? {
            reading(from: matched) { descriptor in
                var byte: UInt8 = 0
                return read(descriptor, &byte, 1) == 0
            }
        }

        /// Hands the file's first `matched` bytes, which the text shares, to `take` a chunk at a
        /// time: why reading them, or `take`, failed, or nil.
        fileprivate func readMatchedStart(into take: (UnsafeRawBufferPointer) -> String?) -> String? {
            guard matched > 0 else { return nil }
            let outcome = reading(from: 0) { descriptor -> String? in
                let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: min(matched, 1 << 16), alignment: 1)
                defer { chunk.deallocate() }
                var offset = 0
                while offset < matched {
                    let part = UnsafeMutableRawBufferPointer(rebasing: chunk[..<min(chunk.count, matched - offset)])
                    let count = fill(part, from: descriptor)
                    guard count == part.count else {
                        return count < 0 ? String(cString: strerror(errno)) : "it became shorter while navgen read it"
                    }
                    if let problem = take(UnsafeRawBufferPointer(part)) { return problem }
                    offset += count
                }
                return nil
            }
            // No outcome: the file could not be opened.
            return outcome ?? String(cString: strerror(errno))
        }

        /// What `body` returns for the file opened for reading from byte `offset` on; nil when
        /// it cannot be. The file is opened anew each time, so that a comparison holds no file
        /// open: one dropped unfinished leaves nothing to close.
        private func reading<Result>(from offset: Int, _ body: (Int32) -> Result) -> Result? {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            guard lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset) else { return nil }
            return body(descriptor)
        }
    }
}

/// How many of `bytes` the file open as `descriptor` holds next, compared a chunk at a time up to
/// the first chunk that differs.
private func countOfMatching(_ bytes: UnsafeRawBufferPointer, in descriptor: Int32) -> Int {
    guard let start = bytes.baseAddress else { return 0 }
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: min(bytes.count, 1 << 16), alignment: 1)
    defer { chunk.deallocate() }
    var offset = 0
    while offset < bytes.count {
        let part = UnsafeMutableRawBufferPointer(rebasing: chunk[..<min(chunk.count, bytes.count - offset)])
        guard fill(part, from: descriptor) == part.count, let theirs = part.baseAddress,
            memcmp(theirs, start + offset, part.count) == 0
        else { break }
        offset += part.count
    }
    return offset
}

/// Fills `buffer` from the file open as `descriptor` until it is full or the file ends: how many
/// bytes, or -1 on failure.
private func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Int {
    var count = 0
    while count < buffer.count {
        let read = Foundation.read(descriptor, UnsafeMutableRawBufferPointer(rebasing: buffer[count...]).baseAddress, buffer.count - count)
        guard read >= 0 else { return -1 }
        if read == 0 { break }
        count += read
    }
    return count
}

/// Writes all of `bytes` to the existing file at `path`, opened for writing with `flags` besides
/// (truncated, or appended to): why that failed, or nil.
private func problemWriting(_ bytes: some ContiguousBytes, toFileAt path: String, opening flags: Int32) -> String? {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC | flags)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    defer { close(descriptor) }
    return bytes.withUnsafeBytes { problemWriting($0, to: descriptor) }
}

/// Writes all of `bytes` to `descriptor`: why that failed, or nil.
private func problemWriting(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    guard let start = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
        let written = Foundation.write(descriptor, start + offset, bytes.count - offset)
        guard written > 0 else { return String(cString: strerror(errno)) }
        offset += written
    }
    return nil
}
