/// Why a YAML source could not be read into nodes, and where.
public struct YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var mark: Mark

    public init(_ message: String, at mark: Mark) {
        self.message = message
        self.mark = mark
    }

    public var description: String { "\(mark): \(message)" }
}
