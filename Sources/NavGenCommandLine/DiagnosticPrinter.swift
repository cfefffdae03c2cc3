import Foundation
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
                output.print(Self.annotation(diagnostic.severity.rawValue, diagnostic.message, at: diagnostic.location))
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

    private static func escape(_ text: String, property: Bool) -> String {
        var escaped = text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        if property {
            escaped = escaped.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        return escaped
    }
}
