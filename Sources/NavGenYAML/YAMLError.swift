/// Why a YAML source could not be read into nodes, and where.
public struct YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the parser was reading when it failed, such as `while scanning a quoted scalar`, and
    /// where that construct begins.
    public struct Context: Equatable, Sendable {
        public var message: String
        public var mark: Mark

        public init(_ message: String, at mark: Mark) {
            self.message = message
            self.mark = mark
        }
    }

    public var message: String
    public var mark: Mark
    /// The construct being read, when it begins before ``mark``; nil when there is none.
    public var context: Context?
    /// Whether the source is refused for its size (nodes, nesting, aliases) rather than its syntax.
    public var exceedsLimit = false

    public init(_ message: String, at mark: Mark, context: Context? = nil) {
        self.message = message
        self.mark = mark
        self.context = context
    }

    /// An error for a source that is larger than ``YAMLReader/Limits`` allow.
    public static func limit(_ message: String, at mark: Mark) -> YAMLError {
        var error = YAMLError(message, at: mark)
        error.exceedsLimit = true
        return error
    }

    public var description: String {
        guard let context else { return "\(mark): \(message)" }
        return "\(mark): \(message) (\(context.mark): \(context.message))"
    }
}
