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
    /// old content or the new, never a part.
    public func write(_ text: String) throws(WriteError) -> Outcome {
        // The text's own bytes are written: generated files can be large, and a copy doubles them.
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(WriteError) in try write(UnsafeRawBufferPointer(bytes)) } }.get()
    }

    /// Replaces the file's content with `data`, as ``write(_:)-(String)`` does with text.
    public func write(_ data: Data) throws(WriteError) -> Outcome {
        try data.withUnsafeBytes { bytes in Result { () throws(WriteError) in try write(bytes) } }.get()
    }

    private func write(_ bytes: UnsafeRawBufferPointer) throws(WriteError) -> Outcome {
        if let current = FileManager.default.contents(atPath: path), Self.holds(current, bytes) { return .unchanged }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw WriteError(path: path, reason: "it is a directory")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: "cannot create its folder: \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).navgen-\(ProcessInfo.processInfo.processIdentifier)")
        guard Self.create(temporary.path, holding: bytes) == nil else {
            try? FileManager.default.removeItem(at: temporary)
            if let reason = Self.create(path, holding: bytes) { throw WriteError(path: path, reason: reason) }
            return .wroteInPlace
        }
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: reason)
        }
        return .wrote
    }

    private static func holds(_ data: Data, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard data.count == bytes.count else { return false }
        return data.withUnsafeBytes { current in
            guard let currentStart = current.baseAddress, let start = bytes.baseAddress else { return true }
            return memcmp(currentStart, start, bytes.count) == 0
        }
    }

    /// Creates or truncates the file at `path` and writes `bytes` into it; the reason when that fails.
    private static func create(_ path: String, holding bytes: UnsafeRawBufferPointer) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var written = 0
        while written < bytes.count, let start = bytes.baseAddress {
            let count = Foundation.write(descriptor, start + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                return reason
            }
            written += count
        }
        return close(descriptor) == 0 ? nil : String(cString: strerror(errno))
    }
}
