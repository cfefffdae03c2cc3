import Foundation

/// A program the tests run as a process, found on `PATH`: `swiftc`, Graphviz's `dot`, `python3`.
public struct ExternalTool: Sendable {
    /// What a run printed and how it ended.
    public struct Run: Sendable {
        public var status: Int32
        /// Standard output and standard error, merged.
        public var output: String
    }

    public var name: String

    public init(_ name: String) {
        self.name = name
    }

    /// Whether `PATH` holds the program.
    public var isInstalled: Bool {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }

    /// Why a test of it does not run, printed so that a skipped test is seen as one.
    public var missingReason: String {
        "'\(name)' is not installed (.ci/run installs it)"
    }

    /// Runs the program with `arguments`, writing `input` to its standard input.
    public func run(_ arguments: [String], input: Data? = nil) -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        let pipe = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        do {
            try process.run()
        } catch {
            return Run(status: -1, output: "could not start \(name): \(error)")
        }
        if let input {
            inputPipe.fileHandleForWriting.write(input)
            try? inputPipe.fileHandleForWriting.close()
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
