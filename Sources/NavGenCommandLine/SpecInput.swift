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

    /// Why the file at `path` cannot be read.
    static func reason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        return isDirectory.boolValue ? "it is a directory" : "permission denied"
    }
}

/// Loading the spec named on the command line through the first stages of the pipeline.
enum SpecInput {
    /// Reads and loads the spec at `path` with the rule settings of `invocation`'s options, timing
    /// each phase in `timings`.
    static func load(_ path: String, for invocation: Invocation, timings: inout PhaseTimings) throws(UsageError)
        -> SpecLoader.Result
    {
        let settings = try RuleOptions.settings(invocation)
        // One byte past the limit, so that the loader can tell a file that is too large. The bytes
        // are handed over as they are read, so that the loader frees them once parsed.
        let loader = SpecLoader(readIncludedSpec: readIncludedSpec, ruleSettings: settings)
        return loader.load(
            try timings.run(.read) { () throws(UsageError) in try TextInput.bytes(path, limit: SpecLoader.maximumInputSize + 1) },
            file: path, phases: &timings)
    }

    /// Reads a spec that another includes, as the one named on the command line is read.
    static let readIncludedSpec: SpecLoader.ReadSpec = { path in
        guard let bytes = try? TextInput.bytes(path, limit: SpecLoader.maximumInputSize + 1) else {
            return .failure(SpecLoader.ReadFailure(reason: TextInput.reason(path)))
        }
        return .success(bytes)
    }

    /// Loads the spec that the command's first argument names and prints its diagnostics: the
    /// graph, or how the command ends when the spec cannot be read or has errors.
    static func graph(for invocation: Invocation, command: String, output: inout Output) -> Result<NavigationGraph, Stop> {
        let result: SpecLoader.Result
        do {
            result = try load(invocation.positionals[0], for: invocation, timings: &output.timings)
        } catch {
            output.printError("navgen \(command): error: \(error.message)")
            return .failure(Stop(code: .usage))
        }
        DiagnosticPrinter(invocation).print(result.diagnostics, to: &output)
        return result.graph.map { .success($0) } ?? .failure(Stop(code: .failure))
    }

    /// The folder that holds the spec at `specPath`: `.` when the path names no folder.
    static func folder(of specPath: String) -> String {
        let folder = (specPath as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// `path`, written in the spec at `specPath`, as a path from the current directory.
    static func path(_ path: String, relativeTo specPath: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let folder = (specPath as NSString).deletingLastPathComponent
        return folder.isEmpty ? path : ((folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
