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
    /// The check that found the problem, of the spec or of the spec against the storyboards,
    /// named at the end of the message; nil for a problem of neither (a template's, a spec file
    /// that cannot be read).
    public var rule: Rule?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// A problem `rule` finds, with the rule's usual severity.
    public init(_ rule: Rule, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.init(rule.severity, message, at: location, notes: notes)
        self.rule = rule
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    /// The message with its rule's identifier at the end, as clang names a warning's flag:
    /// `no transition leads to or from screen 'About' [isolated-screen]`.
    public var messageNamingRule: String {
        guard let rule else { return message }
        return "\(message) [\(rule.identifier)]"
    }

    /// The diagnostic and its notes as lines: `PATH:LINE:COLUMN: error: MESSAGE [RULE]`.
    ///
    /// Each line is one line whatever the spec holds: line breaks, control and invisible
    /// characters quoted from it are shown as `\n`, `\u{202E}`, so that a name cannot end a
    /// diagnostic early and make the next line read as a diagnostic of its own.
    public var formatted: String {
        var text = ""
        Self.appendLine(location, severity.rawValue, messageNamingRule, to: &text)
        for note in notes {
            text += "\n"
            Self.appendLine(note.location, "note", note.message, to: &text)
        }
        return text
    }

    private static func appendLine(_ location: SourceLocation?, _ label: String, _ message: String, to text: inout String) {
        if let location {
            appendVisible(location.file, to: &text)
            // The line and column are digits: visible as they are.
            text += ":\(location.line):\(location.column): "
        }
        text += label
        text += ": "
        appendVisible(message, to: &text)
    }

    /// Appends `source` with line breaks, control and invisible characters written as escapes.
    private static func appendVisible(_ source: String, to text: inout String) {
        // Printable ASCII, nearly every message whole, is copied as it is without a look at a
        // Unicode table: asking the table for each character was most of the time of printing.
        let isPrintableASCII = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        if source.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isPrintableASCII) }) ?? source.utf8.allSatisfy(isPrintableASCII) {
            text += source
            return
        }
        for scalar in source.unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if isInvisible(scalar) {
                    text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        // The only ASCII scalars of those categories are the controls; the test needs no table.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        return switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
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
