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
        try write(Data(text.utf8))
    }

    /// Replaces the file's content with `data`, as ``write(_:)-(String)`` does with text.
    public func write(_ data: Data) throws(WriteError) -> Outcome {
        if FileManager.default.contents(atPath: path) == data { return .unchanged }
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
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            do {
                try data.write(to: url)
            } catch {
                throw WriteError(path: path, reason: error.localizedDescription)
            }
            return .wroteInPlace
        }
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: reason)
        }
        return .wrote
    }
}
