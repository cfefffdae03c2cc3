import Foundation
import NavGenCore

/// Reading the spec file named on the command line and loading it through the pipeline.
enum SpecInput {
    /// The file's bytes; reads at most one byte past the loader's limit, so a huge file is refused
    /// without being read whole.
    static func read(_ path: String) throws(UsageError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw UsageError(message: "cannot read '\(path)': \(reason(path))")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: SpecLoader.maximumInputSize + 1) ?? Data()
            return [UInt8](data)
        } catch {
            throw UsageError(message: "cannot read '\(path)': \(error.localizedDescription)")
        }
    }

    private static func reason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        return isDirectory.boolValue ? "it is a directory" : "permission denied"
    }

    /// Reads and loads the spec at `path`, printing its diagnostics; nil when it cannot be read.
    static func load(_ path: String, output: inout Output) throws(UsageError) -> SpecLoader.Result {
        let result = SpecLoader().load(try read(path), file: path)
        for diagnostic in result.diagnostics {
            output.printError(diagnostic.formatted)
        }
        return result
    }
}
