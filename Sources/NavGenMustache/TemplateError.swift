/// Why a template could not be parsed or rendered, and where: the template's path and the
/// 1-based line and column of the offending tag.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: error: message`, the form of clang and swiftc.
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
