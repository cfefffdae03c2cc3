import Foundation
import NavGenCore
import NavGenFuzzing
import NavGenTemplates
import NavGenTestSupport
import Testing

/// Every input that showed a problem in a fuzz target (`Fixtures/fuzz/<target>/`), run as the fuzz
/// target runs it: it keeps every promise, and what it gives (diagnostics, or what rendered) is
/// compared with `<case>.expected`. Fuzz/README.md tells each finding's story.
@Suite struct FuzzFindingTests {
    static let folder = PackagePaths.fixtures.appendingPathComponent("fuzz")
    static let pipelineCases = PackagePaths.files(in: folder.appendingPathComponent("pipeline"), endingIn: ".yml")
        .map(\.lastPathComponent)
    static let mustacheCases = PackagePaths.files(in: folder.appendingPathComponent("mustache"), endingIn: ".input")
        .map(\.lastPathComponent)

    @Test(arguments: pipelineCases)
    func pipelineFinding(_ name: String) throws {
        let input = Self.folder.appendingPathComponent("pipeline/\(name)")
        let outcome = PipelineFuzzing.run([UInt8](try Data(contentsOf: input)))
        #expect(outcome.brokenPromises == [])
        #expect(outcome.diagnostics.containsErrors == outcome.rendered.isEmpty, "a located error, or output")
        Self.compare(outcome.summary, with: input)
    }

    @Test(arguments: mustacheCases)
    func mustacheFinding(_ name: String) throws {
        let input = Self.folder.appendingPathComponent("mustache/\(name)")
        let outcome = MustacheFuzzing.run([UInt8](try Data(contentsOf: input)))
        #expect(outcome.brokenPromises == [])
        Self.compare(outcome.summary, with: input)
    }

    private static func compare(_ summary: String, with input: URL) {
        let expected = input.deletingPathExtension().appendingPathExtension("expected")
        if let diff = GoldenFile.mismatch(summary, expectedIn: expected) {
            Issue.record(Comment(rawValue: diff))
        }
    }
}

/// `Fuzz/navgen.dict`, the fuzzers' dictionary, keeps up with the spec format and the templates.
@Suite struct FuzzDictionaryTests {
    /// The dictionary's words: `name="word"` lines, with libFuzzer's `\\`, `\"` and `\xNN` escapes.
    static let words: Set<String> = {
        let path = PackagePaths.root.appendingPathComponent("Fuzz/navgen.dict").path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return Set(
            text.split(separator: "\n").compactMap { line -> String? in
                guard !line.hasPrefix("#"), let start = line.firstIndex(of: "\""), line.last == "\"" else { return nil }
                return unescaped(line[line.index(after: start)..<line.index(before: line.endIndex)])
            })
    }()

    private static func unescaped(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = rest.popFirst() else {
                bytes.append(byte)
                continue
            }
            if next == UInt8(ascii: "x"), let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func itHoldsEveryKeyAndWordOfTheSpecFormat() {
        for mapping in SpecFormat.mappings {
            for key in mapping.keys {
                #expect(Self.words.contains(key.name), "Fuzz/navgen.dict lacks the key '\(key.name)'")
                if case .choice(let choices) = key.value {
                    for word in choices {
                        #expect(Self.words.contains(word), "Fuzz/navgen.dict lacks the word '\(word)'")
                    }
                }
            }
        }
    }

    @Test func itHoldsEveryBuiltInTemplate() {
        for name in BuiltinTemplates.sources.keys.sorted() {
            #expect(Self.words.contains(name), "Fuzz/navgen.dict lacks the template '\(name)'")
        }
    }

    @Test func itHoldsTheMustacheTags() {
        for tag in ["{{", "}}", "{{{", "}}}", "{{#", "{{^", "{{/", "{{>", "{{<", "{{$", "{{&", "{{!", "{{="] {
            #expect(Self.words.contains(tag))
        }
    }
}
