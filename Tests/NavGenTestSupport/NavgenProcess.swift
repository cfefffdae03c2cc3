import Foundation

/// The built `navgen` executable, run as a process the way a build or CI runs it: a crash is an
/// exit by signal, a hang runs into the timeout.
public struct NavgenProcess {
    /// What one run printed and how it ended.
    public struct Run {
        public var status: Int32
        /// Ended by a signal (a crash), not by exiting.
        public var wasSignalled: Bool
        public var timedOut: Bool
        public var standardOutput: String
        public var standardError: String
        public var seconds: Double

        /// How the run ended, for messages.
        public var ending: String {
            if timedOut { return "timed out after \(seconds) s" }
            return wasSignalled ? "died of signal \(status)" : "exited with \(status)"
        }

        /// Exited by itself with 0 or 1: a result, not a crash, a hang or a usage error.
        public var endedWithAResult: Bool { !timedOut && !wasSignalled && (status == 0 || status == 1) }
    }

    /// How long a run is expected to take at most, in the debug build on an idle machine, unless a
    /// case says otherwise; the suite prints the time each case took.
    public static let expectedSeconds: TimeInterval = 6

    /// How long a run expected to take `expected` seconds may take before it counts as a hang: ten
    /// times as long, so that a loaded machine, which runs the debug build several times slower,
    /// does not fail it.
    public static func timeout(expecting expected: TimeInterval) -> TimeInterval { expected * 10 }

    /// `navgen`, built by `swift build` next to the test bundle this process runs from.
    public static let executable: Result<URL, LocateError> = {
        let candidates = [ProcessInfo.processInfo.arguments.first, "/proc/self/exe"].compactMap { $0 }.map {
            URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("navgen")
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            return .failure(LocateError(message: "no navgen executable next to the tests in \(candidates.map(\.path))"))
        }
        return .success(found)
    }()

    public struct LocateError: Error, CustomStringConvertible {
        var message: String
        public var description: String { message }
    }

    /// Runs `navgen arguments` in `directory`, with `environment` changes (nil removes a variable),
    /// as a run expected to take at most `expectedSeconds`.
    public static func run(
        _ arguments: [String], in directory: URL = PackagePaths.root, environment changes: [String: String?] = [:],
        expectedSeconds: TimeInterval = expectedSeconds
    ) throws -> Run {
        let process = Process()
        process.executableURL = try executable.get()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        // Files, not pipes: a run that prints megabytes must not block on a full pipe.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("stdout")
        let errorFile = folder.appendingPathComponent("stderr")
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let output = try FileHandle(forWritingTo: outputFile)
        let error = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = Date()
        try process.run()
        let timedOut = finished.wait(timeout: .now() + timeout(expecting: expectedSeconds)) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        try output.close()
        try error.close()
        return Run(
            status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut,
            standardOutput: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self),
            seconds: Date().timeIntervalSince(start))
    }
}
