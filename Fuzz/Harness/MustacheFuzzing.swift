import Foundation
import NavGenMustache
import NavGenTemplates

/// The Mustache fuzz target's work on one input, shared with the regression tests of its findings.
///
/// The input is NUL-separated parts: the template, a JSON context, then partials named `a`, `b`,
/// `c`, … (the built-in templates are partials, too). A context that is not JSON gives way to
/// ``fallbackContext``, so that inputs which are only a template still reach sections, lists and
/// dotted names. The template renders twice: as navgen renders Swift (no escaping, strict) and as
/// the Mustache specification does (HTML escaping, lenient), each under ``workLimit``.
public enum MustacheFuzzing {
    /// The path template errors give the input.
    public static let path = "fuzz.mustache"

    /// What one input did.
    public struct Outcome: Sendable {
        /// Per render, or once when the template does not parse: the output, or the error.
        public var results: [Result<String, TemplateError>] = []
        /// A template error without a place (line and column from 1). The fuzz target crashes on
        /// the first.
        public var brokenPromises: [String] = []

        /// Each result as a line: the error, or how long the output is; then the broken promises.
        public var summary: String {
            let lines = results.map { result in
                switch result {
                case .success(let output): "rendered \(output.count) characters"
                case .failure(let error): error.description
                }
            }
            return NavGenFuzzing.summary(of: lines + brokenPromises.map { "broken promise: \($0)" })
        }
    }

    /// The work each render may do: a fuzz build (coverage and AddressSanitizer) renders some fifty
    /// times slower than a release build, and both renders of an input must end well within
    /// libFuzzer's one-second timeout, so that an input that needs more shows as the limit's error.
    public static let workLimit = 100_000

    /// A context with a value of every kind under short names.
    public static let fallbackContext: MustacheValue = [
        "a": "text <&> \"quoted\"",
        "b": true,
        "c": false,
        "d": .number(1.5),
        "e": [1, 2, 3],
        "f": ["g": ["h": "deep"], "e": []],
        "i": [["a": "one"], ["a": "two", "b": false]],
        "j": nil,
        "k": "line\nbreak",
    ]

    public static func run(_ bytes: [UInt8]) -> Outcome {
        let parts = bytes.split(separator: 0, omittingEmptySubsequences: false)
        let template = String(decoding: parts[0], as: UTF8.self)
        let context =
            parts.count > 1
            ? (try? JSONDecoder().decode(MustacheValue.self, from: Data(parts[1]))) ?? fallbackContext : fallbackContext
        var partials = BuiltinTemplates.sources
        for (index, source) in parts.dropFirst(2).enumerated() {
            partials[String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index % 26)))] = String(decoding: source, as: UTF8.self)
        }
        let loader = DictionaryPartialLoader(partials)
        var outcome = Outcome()
        do {
            let parsed = try Template(source: template, path: path)
            _ = parsed.includedNames
            let renders = [
                RenderOptions(escaping: .none, strict: true, workLimit: workLimit),
                RenderOptions(escaping: .html, strict: false, workLimit: workLimit),
            ]
            for options in renders {
                do {
                    outcome.results.append(.success(try parsed.render(context, partials: loader, options: options)))
                } catch {
                    outcome.results.append(.failure(error))
                }
            }
        } catch {
            outcome.results.append(.failure(error))
        }
        for case .failure(let error) in outcome.results where error.line < 1 || error.column < 1 {
            outcome.brokenPromises.append("a template error without a place: \(error)")
        }
        return outcome
    }
}
