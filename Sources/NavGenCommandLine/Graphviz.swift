import Foundation

/// Graphviz's `dot`, run as a process to turn DOT source into a picture. navgen does not lay out
/// graphs itself; when `dot` is missing it says what to install.
struct Graphviz {
    /// The picture formats `dot` renders for navgen.
    enum PictureFormat: String, CaseIterable {
        case svg, png
    }

    struct Failure: Error {
        var message: String
    }

    /// The folders searched for `dot`, in order.
    var searchPath: [String]

    /// Searches the folders of the `PATH` environment variable.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        searchPath = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    }

    init(searchPath: [String]) {
        self.searchPath = searchPath
    }

    /// The `dot` executable, or nil when none of the folders holds one.
    var executable: String? {
        searchPath.lazy.map { ($0 as NSString).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `source` laid out and drawn as `format`.
    func render(_ source: String, as format: PictureFormat) throws(Failure) -> Data {
        guard let executable else {
            throw Failure(
                message: "drawing \(format.rawValue) needs Graphviz's 'dot', which is not installed; install it with 'apt-get install graphviz' or 'brew install graphviz', or use --format dot")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-T\(format.rawValue)"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run '\(executable)': \(error.localizedDescription)")
        }
        // dot reads all of its input before it writes, so writing first cannot dead-lock.
        input.fileHandleForWriting.write(Data(source.utf8))
        try? input.fileHandleForWriting.close()
        let picture = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                message: "'dot' failed (exit \(process.terminationStatus)): \(String(decoding: complaint, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return picture
    }
}
