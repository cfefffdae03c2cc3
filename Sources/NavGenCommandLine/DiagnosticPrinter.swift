import NavGenCore

/// The one place diagnostics are printed: as `path:line:column: error: message` lines on standard
/// error, and with `--diagnostics-format github` also as GitHub Actions annotations on standard
/// output, so that a failing check points at the line in the pull request.
struct DiagnosticPrinter: Sendable {
    enum Format: String, CaseIterable, Sendable {
        case clang, github
    }

    static let option = Option(
        name: "--diagnostics-format", valueName: "clang|github",
        help: "github adds GitHub Actions annotations to the usual diagnostics.",
        choices: Format.allCases.map(\.rawValue))

    var format: Format

    init(_ invocation: Invocation) {
        format = invocation.value(Self.option.name).flatMap(Format.init(rawValue:)) ?? .clang
    }

    func print(_ diagnostics: [Diagnostic], to output: inout Output) {
        for diagnostic in diagnostics {
            output.printError(diagnostic.formatted)
            if format == .github {
                output.print(Self.annotation(diagnostic.severity.rawValue, diagnostic.messageNamingRule, at: diagnostic.location))
            }
        }
    }

    /// An annotation for a file as a whole or one of its lines, such as a stale generated file.
    func annotate(_ message: String, file: String, line: Int, to output: inout Output) {
        guard format == .github else { return }
        output.print(Self.annotation("error", message, at: SourceLocation(file: file, line: line, column: 1)))
    }

    /// `::error file=F,line=L,col=C::message`, escaped as the workflow command syntax asks.
    static func annotation(_ kind: String, _ message: String, at location: SourceLocation?) -> String {
        var properties: [String] = []
        if let location {
            properties = ["file=\(escape(location.file, property: true))", "line=\(location.line)", "col=\(location.column)"]
        }
        let head = properties.isEmpty ? "::\(kind)" : "::\(kind) \(properties.joined(separator: ","))"
        return "\(head)::\(escape(message, property: false))"
    }

    /// `text` with `%`, carriage returns and line feeds (and in a property `:` and `,`) written
    /// as `%25`, `%0D`, `%0A`, `%3A`, `%2C`.
    private static func escape(_ text: String, property: Bool) -> String {
        // Every byte to escape is ASCII, so the UTF-8 bytes are escaped one by one and any other
        // byte, of any character, is copied; most messages have none to escape and stand whole.
        // Not Foundation's `replacingOccurrences`: it compares composed character sequences and
        // leaves a line feed that a combining mark follows as it is, to end the annotation early.
        guard text.utf8.contains(where: { replacement(for: $0, property: property) != nil }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let replacement = replacement(for: byte, property: property) {
                bytes += replacement.utf8
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func replacement(for byte: UInt8, property: Bool) -> String? {
        switch byte {
        case UInt8(ascii: "%"): "%25"
        case UInt8(ascii: "\r"): "%0D"
        case UInt8(ascii: "\n"): "%0A"
        case UInt8(ascii: ":") where property: "%3A"
        case UInt8(ascii: ",") where property: "%2C"
        default: nil
        }
    }
}
