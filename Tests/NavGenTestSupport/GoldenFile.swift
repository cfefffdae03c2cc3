import Foundation
import NavGenWriting

/// Paths of the package, found from this file's own path so that tests run from any directory.
public enum PackagePaths {
    /// The package's root folder.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/` below the root.
    public static let fixtures = root.appendingPathComponent("Fixtures")

    /// `path` relative to the root when it lies below it, else unchanged: output that names files
    /// then reads the same on every machine.
    public static func relative(_ text: String) -> String {
        text.replacingOccurrences(of: root.path + "/", with: "")
    }

    /// The names of the folders of `Fixtures/` that hold a valid `navigation.yml`, sorted.
    public static let specCases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("\($0)/navigation.yml").path)
        }.sorted()
    }()

    /// The files directly in `folder` whose names end in `suffix`, sorted by name.
    public static func files(in folder: URL, endingIn suffix: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The folders directly in `folder`, sorted by name; none when it does not exist.
    public static func folders(in folder: URL) -> [URL] {
        files(in: folder, endingIn: "").filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
    }
}

/// Expected-output files: compare a test's output with them, or rewrite them with `NAVGEN_RECORD=1`.
public enum GoldenFile {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["NAVGEN_RECORD"] == "1" }

    /// A readable diff from the expected file to `actual`, or nil when they are equal. In recording
    /// mode the file is rewritten and nil is returned after saying so.
    public static func mismatch(_ actual: String, expectedIn file: URL) -> String? {
        let expected = try? String(contentsOf: file, encoding: .utf8)
        if isRecording {
            if expected != actual {
                do {
                    try FileManager.default.createDirectory(
                        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(actual.utf8).write(to: file)
                    print("recorded \(PackagePaths.relative(file.path))")
                } catch {
                    return "could not record \(file.path): \(error)"
                }
            }
            return nil
        }
        guard let expected else {
            return "missing expected file \(PackagePaths.relative(file.path)); run the tests with NAVGEN_RECORD=1, then read it"
        }
        let name = PackagePaths.relative(file.path)
        return UnifiedDiff().diff(from: expected, to: actual, oldName: "\(name) (expected)", newName: "\(name) (actual)")
    }
}
