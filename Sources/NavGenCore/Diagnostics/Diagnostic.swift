/// One problem found in the user's input, reported in the form clang and swiftc use.
public struct Diagnostic: Equatable, Sendable {
    public enum Severity: String, Sendable {
        case error, warning
    }

    /// A related place, printed after the diagnostic (the first definition of a duplicate).
    public struct Note: Equatable, Sendable {
        public var message: String
        public var location: SourceLocation

        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var message: String
    /// Where the problem is; nil for a problem with no place in a file (an unreadable file).
    public var location: SourceLocation?
    public var notes: [Note]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// The diagnostic and its notes as lines: `PATH:LINE:COLUMN: error: MESSAGE`.
    ///
    /// Each line is one line whatever the spec holds: line breaks, control and invisible
    /// characters quoted from it are shown as `\n`, `\u{202E}`, so that a name cannot end a
    /// diagnostic early and make the next line read as a diagnostic of its own.
    public var formatted: String {
        var lines = [Self.line(location, severity.rawValue, message)]
        lines += notes.map { Self.line($0.location, "note", $0.message) }
        return lines.joined(separator: "\n")
    }

    private static func line(_ location: SourceLocation?, _ label: String, _ message: String) -> String {
        guard let location else { return "\(label): \(visible(message))" }
        return "\(visible(location.description)): \(label): \(visible(message))"
    }

    private static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator:
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

extension Array where Element == Diagnostic {
    /// True when at least one diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics ordered by position; those without a location first, ties kept in order.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (nil, nil): lhs.offset < rhs.offset
            case (nil, _): true
            case (_, nil): false
            case (let l?, let r?): l == r ? lhs.offset < rhs.offset : l < r
            }
        }.map(\.element)
    }
}
