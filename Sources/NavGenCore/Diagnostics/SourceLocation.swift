/// A 1-based line and column in the spec, whose path the reader of the spec knows: eight bytes
/// that every value read from the spec carries without holding the path itself.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    // 32 bits each: a spec is refused past 32 MiB, far below four billion lines or columns.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }
}

/// A place in a file: the path as the user gave it, and a 1-based line and column.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition

    public init(file: String, line: Int, column: Int) {
        self.init(file: file, position: SourcePosition(line: line, column: column))
    }

    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    public var line: Int { position.line }
    public var column: Int { position.column }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.position) < (rhs.file, rhs.position)
    }

    public var description: String { "\(file):\(position)" }
}

/// A value read from the spec, with where in the spec it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var position: SourcePosition

    public init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

extension Located: Equatable where Value: Equatable {}
