import Foundation

/// Writes generated files so that builds stay fast and nothing is ever half-written.
public struct OutputFile: Sendable {
    /// What writing a file did.
    public enum Outcome: Equatable, Sendable {
        /// The file had other content, or did not exist, and now holds the new text.
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
    /// Several files written as one, each from a stream of its content: each file's content goes
    /// to a temporary file beside it (its folder created when missing) as it is written, and only
    /// when every file got that far are the files replaced. A file whose finished temporary file
    /// holds what it already holds is left untouched, so its modification time stays. A file that
    /// cannot be written leaves every file, and every folder, as it was, once ``rollBack()`` ran.
    ///
    /// When a folder allows no temporary file, the content of the file in it is kept in memory
    /// instead, to be written in place at ``commit()``: the one case that holds an output whole.
    public struct Transaction: Sendable {
        /// A file opened for its new content.
        private struct Entry {
            var path: String
            var destination: String
            /// Where the content is staged: nil when it is kept in the stream's memory.
            var temporary: String?
            var descriptor: Int32?
            var state = State.open
        }

        private enum State {
            case open
            /// Its content is complete and differs from the file's.
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
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            entries.append(Entry(path: path, destination: destination))
            guard descriptor >= 0 else {
                // The folder allows no new file; an existing file may still be writable in place,
                // and one that already holds the content needs no writing at all.
                let problem = String(cString: strerror(errno))
                let isWritable = FileManager.default.fileExists(atPath: destination) && access(destination, W_OK) == 0
                return Stream(entry: entries.count - 1, target: .memory([]), problem: isWritable ? nil : problem)
            }
            entries[entries.count - 1].temporary = temporary
            entries[entries.count - 1].descriptor = descriptor
            var status = stat()
            if stat(destination, &status) == 0 { fchmod(descriptor, status.st_mode & 0o7777) }
            return Stream(entry: entries.count - 1, target: .descriptor(descriptor))
        }

        /// Ends `stream`, whose content is now complete: when the file already holds it, its
        /// temporary file is removed and the file will be left as it is.
        public mutating func stage(_ stream: Stream) throws(WriteError) {
            var entry = entries[stream.entry]
            defer { entries[stream.entry] = entry }
            if let descriptor = entry.descriptor {
                close(descriptor)
                entry.descriptor = nil
            }
            var inMemory: [UInt8]?
            let isUnchanged: Bool
            switch stream.target {
            case .descriptor:
                if let problem = stream.problem { throw WriteError(path: entry.path, reason: problem) }
                isUnchanged = entry.temporary.map { Self.file($0, holdsWhat: entry.destination) } ?? false
            case .memory(let bytes):
                isUnchanged = bytes.withUnsafeBytes { Self.file(entry.destination, holds: $0) }
                inMemory = bytes
            }
            if isUnchanged {
                if let temporary = entry.temporary { unlink(temporary) }
                entry.temporary = nil
                entry.state = .unchanged
                return
            }
            if let problem = stream.problem { throw WriteError(path: entry.path, reason: problem) }
            entry.state = .staged(inMemory: inMemory)
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
                case .staged(let inMemory):
                    if let inMemory {
                        if let reason = Self.problemOverwriting(entry.destination, with: inMemory) {
                            throw WriteError(path: entry.path, reason: reason)
                        }
                        outcomes.append(.wroteInPlace)
                    } else if let temporary = entry.temporary {
                        guard rename(temporary, entry.destination) == 0 else {
                            throw WriteError(path: entry.path, reason: String(cString: strerror(errno)))
                        }
                        outcomes.append(.wrote)
                    }
                }
                entries[index].state = .committed
            }
            return outcomes
        }

        /// Removes the temporary files not yet renamed and the folders made for them.
        public func rollBack() {
            for entry in entries {
                if let descriptor = entry.descriptor { close(descriptor) }
                if case .committed = entry.state { continue }
                if let temporary = entry.temporary { unlink(temporary) }
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


        /// True when the files at `path` and `other` hold the same bytes, read a chunk at a time.
        private static func file(_ path: String, holdsWhat other: String) -> Bool {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return compare(other) { read(descriptor, $0.baseAddress, $0.count) }
        }

        /// True when the file at `path` holds `bytes`, read a chunk at a time.
        private static func file(_ path: String, holds bytes: UnsafeRawBufferPointer) -> Bool {
            var offset = 0
            return compare(path) { buffer in
                let count = min(buffer.count, bytes.count - offset)
                UnsafeMutableRawBufferPointer(rebasing: buffer[..<count])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
                offset += count
                return count
            }
        }

        /// True when the file at `path` holds the bytes that `next` reads into the buffer it is
        /// given (how many, 0 at the end, negative on failure), read a chunk at a time from both.
        private static func compare(_ path: String, with next: (UnsafeMutableRawBufferPointer) -> Int) -> Bool {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            let chunk = 1 << 16
            let mine = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 1)
            let theirs = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 1)
            defer {
                mine.deallocate()
                theirs.deallocate()
            }
            while true {
                let count = fill(mine, with: next)
                let other = fill(theirs, with: { read(descriptor, $0.baseAddress, $0.count) })
                guard count >= 0, other == count else { return false }
                if count == 0 { return true }
                guard let first = mine.baseAddress, let second = theirs.baseAddress, memcmp(first, second, count) == 0 else { return false }
            }
        }

        /// Overwrites the existing file at `path` with `bytes`: why that failed, or nil.
        private static func problemOverwriting(_ path: String, with bytes: [UInt8]) -> String? {
            let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard descriptor >= 0 else { return String(cString: strerror(errno)) }
            defer { close(descriptor) }
            return bytes.withUnsafeBytes { problemWriting($0, to: descriptor) }
        }

        /// Writes all of `bytes` to `descriptor`: why that failed, or nil.
        fileprivate static func problemWriting(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
            guard let start = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, start + offset, bytes.count - offset)
                guard written > 0 else { return String(cString: strerror(errno)) }
                offset += written
            }
            return nil
        }
    }

    /// The content of one file of a ``Transaction``, written as it comes.
    public struct Stream: Sendable {
        fileprivate enum Target: Sendable {
            case descriptor(Int32)
            case memory([UInt8])
        }

        fileprivate let entry: Int
        fileprivate var target: Target
        /// The first write that failed, reported when the stream is staged.
        fileprivate var problem: String?

        fileprivate init(entry: Int, target: Target, problem: String? = nil) {
            self.entry = entry
            self.target = target
            self.problem = problem
        }

        /// Appends `bytes` to the content.
        public mutating func write(_ bytes: UnsafeRawBufferPointer) {
            switch target {
            case .descriptor(let descriptor):
                guard problem == nil else { return }
                problem = Transaction.problemWriting(bytes, to: descriptor)
            case .memory(var kept):
                target = .memory([])
                kept.append(contentsOf: bytes)
                target = .memory(kept)
            }
        }
    }
}

extension OutputFile {
    /// A text, given a chunk at a time as it is made, compared with the file's content as it
    /// comes: neither is ever held whole. No file compares as empty.
    public struct Comparison: Sendable {
        private var descriptor: Int32?
        private var matches = true

        public init(path: String) {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            self.descriptor = descriptor >= 0 ? descriptor : nil
        }

        /// Compares `bytes`, the next part of the text, with the file's next bytes.
        public mutating func write(_ bytes: UnsafeRawBufferPointer) {
            guard matches, !bytes.isEmpty else { return }
            guard let descriptor else {
                matches = false
                return
            }
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: min(bytes.count, 1 << 16), alignment: 1)
            defer { chunk.deallocate() }
            var offset = 0
            while matches, offset < bytes.count {
                let count = min(chunk.count, bytes.count - offset)
                let part = UnsafeMutableRawBufferPointer(rebasing: chunk[..<count])
                matches = fill(part, with: { read(descriptor, $0.baseAddress, $0.count) }) == count
                    && part.elementsEqual(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
                offset += count
            }
        }

        /// Ends the comparison: true when the file held the text and nothing more.
        public mutating func finish() -> Bool {
            guard let descriptor else { return matches }
            defer {
                close(descriptor)
                self.descriptor = nil
            }
            var byte: UInt8 = 0
            return matches && read(descriptor, &byte, 1) == 0
        }
    }
}

/// Fills `buffer` from `next` until it is full or `next` ends: how many bytes, or -1 on failure.
private func fill(_ buffer: UnsafeMutableRawBufferPointer, with next: (UnsafeMutableRawBufferPointer) -> Int) -> Int {
    var count = 0
    while count < buffer.count {
        let read = next(UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
        guard read >= 0 else { return -1 }
        if read == 0 { break }
        count += read
    }
    return count
}

