import Foundation
import NavGenCore

/// Reading the files named on the command line.
enum TextInput {
    /// The file's bytes, at most `limit` of them: a huge file is refused without being read whole.
    static func bytes(_ path: String, limit: Int) throws(UsageError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw UsageError(message: "cannot read '\(path)': \(reason(path))")
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.read(upToCount: limit) ?? Data())
        } catch {
            throw UsageError(message: "cannot read '\(path)': \(error.localizedDescription)")
        }
    }

    /// The file's text (templates, JSON), decoded as UTF-8.
    static func read(_ path: String) throws(UsageError) -> String {
        String(decoding: try bytes(path, limit: SpecLoader.maximumInputSize), as: UTF8.self)
    }

    private static func reason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        return isDirectory.boolValue ? "it is a directory" : "permission denied"
    }
}

/// Loading the spec named on the command line through the first stages of the pipeline.
enum SpecInput {
    /// Reads and loads the spec at `path`, printing its diagnostics.
    static func load(_ path: String, output: inout Output) throws(UsageError) -> SpecLoader.Result {
        // One byte past the limit, so that the loader can tell a file that is too large.
        let bytes = try TextInput.bytes(path, limit: SpecLoader.maximumInputSize + 1)
        let result = SpecLoader().load(bytes, file: path)
        for diagnostic in result.diagnostics {
            output.printError(diagnostic.formatted)
        }
        return result
    }
}
