import Foundation

/// A broken promise the oracle found in one synthesized app.
struct Failure: Sendable, Hashable {
    enum Stage: String, Sendable {
        /// A diagnostic of a spec lint refuses is not located in the file that holds the problem.
        case diagnostics
        /// A built-in template refused a graph lint accepted.
        case render
        /// `apple-app-site-association` is no JSON, or `url-schemes` no property list.
        case platformFile = "platform file"
        /// Generated Swift that compiles but is not as the templates mean it: an import twice, an
        /// extension with nothing in it.
        case hygiene
        case compile
        /// The program built with the generated code printed a failed check or stopped.
        case run
    }

    var stage: Stage
    /// The file the failure is in: a spec, an output (`uikit.swift`), a support file.
    var file: String
    /// The message with names taken out, so that the same mistake in other names reads the same.
    var signature: String
    /// Everything that says what happened: the diagnostic, the compiler's output, the program's.
    var details: String

    /// What makes two failures the same kind, for shrinking: not the details, which name things.
    struct Kind: Hashable, Sendable, CustomStringConvertible {
        var stage: Stage
        var file: String
        var signature: String

        var description: String { "\(stage.rawValue) in \(file): \(signature)" }
    }

    var kind: Kind { Kind(stage: stage, file: file, signature: signature) }

    /// The kind of the failure's first problem: what a shrunk app must still show to be the same
    /// finding, since a change that fixes the first of several errors makes another one first.
    var firstProblemKind: Kind {
        problems.first.map { Kind(stage: stage, file: $0.file, signature: Self.signature(of: String($0.message.prefix { $0 != "\n" }))) } ?? kind
    }

    /// One thing that went wrong: a compiler error, a failed check of the program, or the failure itself.
    struct Problem {
        var file: String
        var message: String
    }

    /// Every problem the failure holds: each compiler error, each failed check.
    var problems: [Problem] {
        let errors = CompilerErrors(details).errors
        if !errors.isEmpty {
            return errors.map { Problem(file: $0.file, message: $0.message) }
        }
        if stage == .run {
            let failed = details.split(separator: "\n").filter { $0.hasPrefix("FAILED ") }
            if !failed.isEmpty { return failed.map { Problem(file: file, message: String($0)) } }
        }
        return [Problem(file: file, message: details)]
    }

    /// `message` with what is quoted or in backticks, and numbers, replaced by `_`.
    static func signature(of message: String) -> String {
        message.replacingOccurrences(of: #"'[^']*'|`[^`]*`|"[^"]*"|\b\d+\b"#, with: "_", options: .regularExpression)
    }
}

/// The errors in a compiler's output (`PATH:LINE:COLUMN: error: MESSAGE`), each with where it is.
struct CompilerErrors {
    struct Error {
        /// The file's name, without its folder.
        var file: String
        /// The folder the file is in: the module it was compiled into.
        var module: String
        var line: Int
        var message: String
    }

    let errors: [Error]

    init(_ output: String) {
        errors = output.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: ": error: ") else { return nil }
            let place = line[..<range.lowerBound].split(separator: ":")
            let path = place.first.map { $0.split(separator: "/").map(String.init) } ?? []
            return Error(
                file: path.last ?? "", module: path.dropLast().last ?? "", line: place.count > 1 ? Int(place[1]) ?? 0 : 0,
                message: String(line[range.upperBound...]))
        }
    }
}
