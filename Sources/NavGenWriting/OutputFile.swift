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

    /// The file's current text, or nil when there is no readable file.
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

    /// Writes several files as one: each file's new content is first put in a temporary file
    /// beside it (its folder created when missing), and only when every file got that far are the
    /// files replaced. A file that cannot be written leaves every file, and every folder, as it was.
    public static func write(_ files: [(path: String, data: Data)]) throws(WriteError) -> [Outcome] {
        var transaction = Transaction()
        do {
            for file in files { try transaction.stage(file.data, at: file.path) }
            return try transaction.commit()
        } catch {
            transaction.rollBack()
            throw error
        }
    }
}

/// The files of one ``OutputFile/write(_:)-([(String,Data)])`` call, staged and then committed.
private struct Transaction {
    /// A file whose new content is ready: in a temporary file, or (when its folder allows none)
    /// still in memory, to be written in place.
    struct Staged {
        var path: String
        var destination: String
        var data: Data
        var temporary: String?
        var isCommitted = false
    }

    /// One entry per file: nil for a file that already holds its content.
    var staged: [Staged?] = []
    /// The folders made for the files, outermost first, removed again on failure.
    var createdFolders: [String] = []

    mutating func stage(_ data: Data, at path: String) throws(OutputFile.WriteError) {
        let destination = try Self.destination(of: path)
        if FileManager.default.contents(atPath: destination) == data {
            staged.append(nil)
            return
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory), isDirectory.boolValue {
            throw OutputFile.WriteError(path: path, reason: "it is a directory")
        }
        let url = URL(fileURLWithPath: destination)
        try makeFolder(url.deletingLastPathComponent().path, for: path)
        // Unique to this run, so that neither another navgen nor a file left by a crash is in the way.
        let suffix = "\(ProcessInfo.processInfo.processIdentifier)-\(String(UInt32.random(in: .min ... .max), radix: 16))"
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).navgen-\(suffix)").path
        guard let problem = Self.problemCreating(temporary, holding: data, modeOf: destination) else {
            staged.append(Staged(path: path, destination: destination, data: data, temporary: temporary))
            return
        }
        // The folder allows no new file; an existing file may still be writable in place.
        guard FileManager.default.fileExists(atPath: destination), access(destination, W_OK) == 0 else {
            throw OutputFile.WriteError(path: path, reason: problem)
        }
        staged.append(Staged(path: path, destination: destination, data: data, temporary: nil))
    }

    mutating func commit() throws(OutputFile.WriteError) -> [OutputFile.Outcome] {
        var outcomes: [OutputFile.Outcome] = []
        for index in staged.indices {
            guard let file = staged[index] else {
                outcomes.append(.unchanged)
                continue
            }
            if let temporary = file.temporary {
                guard rename(temporary, file.destination) == 0 else {
                    throw OutputFile.WriteError(path: file.path, reason: String(cString: strerror(errno)))
                }
                outcomes.append(.wrote)
            } else {
                if let reason = Self.problemOverwriting(file.destination, with: file.data) {
                    throw OutputFile.WriteError(path: file.path, reason: reason)
                }
                outcomes.append(.wroteInPlace)
            }
            staged[index]?.isCommitted = true
        }
        return outcomes
    }

    /// Removes the temporary files not yet renamed and the folders made for them.
    func rollBack() {
        for file in staged.compactMap({ $0 }) where !file.isCommitted {
            if let temporary = file.temporary { unlink(temporary) }
        }
        for folder in createdFolders.reversed() { rmdir(folder) }
    }

    /// The file that writing `path` replaces: `path`, or the target of the symbolic link it is.
    static func destination(of path: String) throws(OutputFile.WriteError) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            throw OutputFile.WriteError(path: path, reason: "it is a symbolic link to '\(target)', which does not exist")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Makes `folder` and the folders above it that are missing, remembering each one made.
    mutating func makeFolder(_ folder: String, for path: String) throws(OutputFile.WriteError) {
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
            throw OutputFile.WriteError(path: path, reason: "'\(current)' is a file, not a folder")
        }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o777) == 0 else {
                throw OutputFile.WriteError(path: path, reason: "cannot create the folder '\(folder)': \(String(cString: strerror(errno)))")
            }
            createdFolders.append(folder)
        }
    }

    /// Creates `path`, which must not exist, holding `data`, with the permissions of `model` when
    /// that file exists: why that failed, or nil.
    static func problemCreating(_ path: String, holding data: Data, modeOf model: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var status = stat()
        if stat(model, &status) == 0 { fchmod(descriptor, status.st_mode & 0o7777) }
        let problem = problemWriting(data, to: descriptor)
        close(descriptor)
        if problem != nil { unlink(path) }
        return problem
    }

    /// Overwrites the existing file at `path` with `data`: why that failed, or nil.
    static func problemOverwriting(_ path: String, with data: Data) -> String? {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        return problemWriting(data, to: descriptor)
    }

    private static func problemWriting(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            guard let start = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, start + offset, buffer.count - offset)
                guard written > 0 else { return String(cString: strerror(errno)) }
                offset += written
            }
            return nil
        }
    }
}
