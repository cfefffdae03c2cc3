import Foundation
import NavGenTestSupport
import Testing

/// Every output of navgen is the same, byte for byte, on every run: 20 processes per output, half
/// of them with Swift's per-process random hashing (`SWIFT_DETERMINISTIC_HASHING` unset) and half
/// with it turned off, so that no output depends on the order of a `Dictionary` or a `Set`.
@Suite struct DeterminismTests {
    static let runs = 20

    /// What each run prints: every generated text, and diagnostics.
    static let commands: [[String]] = [
        ["generate", "navigation.yml", "--template", "uikit", "--output", "-"],
        ["generate", "navigation.yml", "--template", "swiftui", "--output", "-"],
        ["generate", "navigation.yml", "--template", "swiftui-stack", "--output", "-"],
        ["template", "context", "navigation.yml"],
        ["graph", "navigation.yml", "--format", "mermaid"],
        ["graph", "navigation.yml", "--format", "dot"],
        ["lint", "broken.yml"],
        ["schema"],
    ]

    /// A spec with many of everything a dictionary or a set could reorder: screens, storyboards,
    /// imports given twice, cells of both kinds, views, alerts, segues and transitions.
    static var largeSpec: String {
        var text = "version: 1\nimports: [Zeta, Alpha, Models, Alpha, Kit]\nscreens:\n  Root: {entry: true}\n"
        for index in 0..<60 {
            text += """
                  Screen\(index):
                    storyboard: Board \(index % 7)
                    parameters: {value\(index): Int, label: {type: String, default: '"\(index)"'}}
                    alerts:
                      failed: {title: Failed \(index), message: "{reason}", parameters: {reason: String}}

                """
        }
        text += "cells:\n"
        for index in 0..<20 { text += "  Cell\(index): {kind: \(index.isMultiple(of: 2) ? "table" : "collection")}\n" }
        text += "views:\n"
        for index in 0..<10 { text += "  Panel\(index): {}\n" }
        text += "transitions:\n"
        for index in 0..<60 {
            text += "  - {from: Root, to: Screen\(index), style: \(index.isMultiple(of: 3) ? "present" : "push")}\n"
            text += "  - {from: Screen\(index), to: Screen\((index + 1) % 60), style: segue, segue: next-\(index)}\n"
        }
        return text
    }

    /// Many errors and warnings, from every stage, to be printed in one order.
    static var brokenSpec: String {
        var text = "version: 1\nscreens:\n"
        for index in 0..<40 { text += "  S\(index): {class: C\(index % 5), storyboard: 'B \(index % 3)', bogus\(index): 1}\n" }
        text += "  S0: {}\ntransitions:\n"
        for index in 0..<40 { text += "  - {from: S\(index), to: Missing\(index % 4)}\n" }
        return text
    }

    @Test(arguments: commands)
    func everyRunPrintsTheSameBytes(_ command: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-determinism-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.largeSpec.write(to: folder.appendingPathComponent("navigation.yml"), atomically: true, encoding: .utf8)
        try Self.brokenSpec.write(to: folder.appendingPathComponent("broken.yml"), atomically: true, encoding: .utf8)
        var outputs: Set<String> = []
        var seconds = 0.0
        for run in 0..<Self.runs {
            let hashing: String? = run.isMultiple(of: 2) ? nil : "1"
            let result = try NavgenProcess.run(command, in: folder, environment: ["SWIFT_DETERMINISTIC_HASHING": hashing])
            try #require(result.endedWithAResult, "navgen \(command.joined(separator: " ")) \(result.ending)")
            #expect(result.status == (command.first == "lint" ? 1 : 0))
            seconds += result.seconds
            outputs.insert(result.standardOutput + "\u{0}" + result.standardError)
        }
        print("determinism \(command.joined(separator: " ")): \(Self.runs) runs, \(Milliseconds(seconds / Double(Self.runs))) each")
        #expect(outputs.count == 1, "\(outputs.count) different outputs")
        #expect(outputs.first.map { $0.count > 100 } == true, "the command printed next to nothing")
    }
}
