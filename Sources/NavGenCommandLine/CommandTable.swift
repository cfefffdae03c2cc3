import Foundation
import NavGenCore

/// One command of the `navgen` tool: its words, its help, its arguments and what it runs.
struct Command: Sendable {
    /// The words that select it, e.g. `["template", "render"]`.
    var words: [String]
    var summary: String
    var arguments: [Argument]
    var options: [Option]
    var run: @Sendable (Invocation, inout Output) -> ExitCode

    var name: String { words.joined(separator: " ") }
}

/// A positional argument of a command.
struct Argument: Sendable {
    var name: String
    var help: String
    var isOptional = false
    /// The last argument only: it takes every remaining positional word (`DIR...`), at least one.
    var isVariadic = false
    /// The file in the current folder that stands for the argument when it is not given, as
    /// SwiftLint and SwiftGen find their configuration; it must exist.
    var defaultFile: String?

    /// The spec that most commands read: `navigation.yml` in the current folder when not given.
    static let spec = Argument(
        name: "SPEC", help: "The navigation spec (YAML); default: \(InitCommand.defaultName) in the current folder.",
        isOptional: true, defaultFile: InitCommand.defaultName)

    var usage: String {
        let word = isVariadic ? name + "..." : name
        return isOptional ? "[\(word)]" : word
    }
}

/// A `--name` option: a flag, or an option that takes a value.
struct Option: Sendable {
    var name: String
    /// The placeholder of the value in help (`FILE`), or nil for a flag.
    var valueName: String?
    var help: String
    /// The allowed values, when the value is one of a few words.
    var choices: [String] = []
    /// The option takes one or more values (`--resources A B`), up to the next word that starts
    /// with `-`; given twice, the values add up.
    var takesList = false

    /// `--name VALUE`, `--name VALUE...`, or `--name` for a flag.
    var usage: String {
        guard let valueName else { return name }
        return "\(name) \(valueName)\(takesList ? "..." : "")"
    }
}

/// The arguments of one run of a command, after parsing.
struct Invocation: Sendable {
    var positionals: [String] = []
    /// Every value given to each option, in order.
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The option's value; the last one when it was given more than once.
    func value(_ option: String) -> String? { values[option]?.last }
    /// Every value of an option that takes a list, in order; empty when it was not given.
    func list(_ option: String) -> [String] { values[option] ?? [] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// How the process ends.
public enum ExitCode: Int32, Sendable {
    /// Done, and no errors.
    case success = 0
    /// The input has errors (or warnings, when they count as errors), or the output is stale.
    case failure = 1
    /// The command line itself is wrong, or a named file cannot be read.
    case usage = 2
}

extension ExitCode {
    /// How a check ends after finding `diagnostics`: failure with an error, or with a warning
    /// when warnings count as errors.
    static func judging(_ diagnostics: [Diagnostic], warningsAsErrors: Bool) -> ExitCode {
        let failing = warningsAsErrors ? !diagnostics.isEmpty : diagnostics.containsErrors
        return failing ? .failure : .success
    }
}

extension Option {
    static let warningsAsErrors = Option(name: "--warnings-as-errors", help: "Fail when there are warnings, too.")
}

/// What a run prints, kept in memory so that tests can read it and `main` writes it once, but for
/// standard output when it goes straight to a file descriptor.
public struct Output: Sendable {
    /// Standard output's bytes: text, or a picture that `graph --format png` prints; empty when
    /// they go to `standardOutputDescriptor`.
    public private(set) var standardOutputData = Data()
    public var standardError = ""
    /// How long each phase of the pipeline took, for `--timings`.
    var timings = PhaseTimings()
    /// Where standard output goes as it is printed, so that a large output is never held whole.
    private let standardOutputDescriptor: Int32?

    /// `streamingTo`: the descriptor that standard output is written to as it comes, or nil to
    /// keep it in ``standardOutputData``.
    public init(streamingTo descriptor: Int32? = nil) {
        standardOutputDescriptor = descriptor
    }

    /// Standard output as text.
    public var standardOutput: String { String(decoding: standardOutputData, as: UTF8.self) }

    /// Appends `text` to standard output as it is.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `data` to standard output as it is.
    mutating func write(_ data: Data) {
        data.withUnsafeBytes { write($0) }
    }

    /// Appends `bytes` to standard output as they are. A descriptor that takes no more (a closed
    /// pipe) ends the writing, as it would end a shell's.
    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        guard let descriptor = standardOutputDescriptor else {
            standardOutputData.append(contentsOf: bytes)
            return
        }
        var offset = 0
        while offset < bytes.count, let start = bytes.baseAddress {
            let written = Foundation.write(descriptor, start + offset, bytes.count - offset)
            guard written > 0 else { return }
            offset += written
        }
    }

    mutating func print(_ line: String) {
        write(line)
        write("\n")
    }

    mutating func printError(_ line: String) {
        standardError += line
        standardError += "\n"
    }
}

/// Why the command line could not be parsed; printed with the command's usage.
struct UsageError: Error {
    var message: String
}

extension Command {
    /// Parses the words after the command's own: options anywhere, `--` ends them.
    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            guard !optionsEnded, argument.hasPrefix("--"), argument != "-" else {
                invocation.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = options.first(where: { $0.name == parts[0] }) else {
                let names = options.map(\.name) + ["--help"]
                throw UsageError(
                    message: "unknown option '\(parts[0])' for '\(name)'"
                        + Suggestion.hint(for: parts[0], in: names))
            }
            guard option.valueName != nil else {
                if parts.count > 1 { throw UsageError(message: "option '\(option.name)' takes no value") }
                invocation.flags.insert(option.name)
                continue
            }
            var values: [String] = []
            if parts.count > 1 {
                values = [parts[1]]
            } else if option.takesList {
                while let next = remaining.first, !next.hasPrefix("-") || next == "-" {
                    values.append(next)
                    remaining.removeFirst()
                }
            } else if let next = remaining.popFirst() {
                values = [next]
            }
            guard !values.isEmpty else {
                throw UsageError(message: "option '\(option.name)' needs a value")
            }
            for value in values where !option.choices.isEmpty && !option.choices.contains(value) {
                throw UsageError(
                    message: "'\(value)' is not a valid value for '\(option.name)'; expected one of "
                        + option.choices.joined(separator: ", "))
            }
            invocation.values[option.name, default: []] += values
        }
        let required = self.arguments.filter { !$0.isOptional }
        if invocation.positionals.count < required.count {
            throw UsageError(message: "missing argument \(required[invocation.positionals.count].name)")
        }
        for argument in self.arguments.dropFirst(invocation.positionals.count) {
            guard let file = argument.defaultFile else { break }
            guard FileManager.default.fileExists(atPath: file) else {
                throw UsageError(
                    message: "missing argument \(argument.name): no \(file) in the current folder ('navgen init' writes one)")
            }
            invocation.positionals.append(file)
        }
        if self.arguments.last?.isVariadic != true, invocation.positionals.count > self.arguments.count {
            throw UsageError(message: "unexpected argument '\(invocation.positionals[self.arguments.count])'")
        }
        return invocation
    }

    /// The text `navgen COMMAND --help` prints.
    var help: String {
        var usage = "navgen \(name)"
        for argument in arguments { usage += " " + argument.usage }
        for option in options { usage += " [\(option.usage)]" }
        var lines = ["OVERVIEW: \(summary)", "", "USAGE: \(usage)"]
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS:"] + arguments.map { HelpTable.row($0.name, $0.help) }
        }
        lines += ["", "OPTIONS:"]
        lines += options.map { HelpTable.row($0.usage, $0.help) }
        lines.append(HelpTable.row("-h, --help", "Show this help."))
        return lines.joined(separator: "\n")
    }
}

/// Two-column help rows, aligned.
enum HelpTable {
    static let width = 28

    static func row(_ left: String, _ right: String) -> String {
        let padded = "  " + left
        if padded.count >= width { return padded + "\n" + String(repeating: " ", count: width) + right }
        return padded + String(repeating: " ", count: width - padded.count) + right
    }
}
