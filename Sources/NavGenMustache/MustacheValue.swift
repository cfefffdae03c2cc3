/// A value a template renders: what JSON can express.
public enum MustacheValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// Text that writes itself into the output where a tag prints it.
    case text(any MustacheText)
    case array([MustacheValue])
    /// A list whose items are made as the render reaches them.
    case list(any MustacheList)
    /// A dictionary, or an object that makes the value of a key when a template looks it up.
    case object(any MustacheObject)

    /// False for null, false and the empty list: the values a section skips and an inverted
    /// section renders.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .array(let items): !items.isEmpty
        case .list(let list): list.count > 0
        case .number, .string, .text, .object: true
        }
    }

    /// The text `{{name}}` prints: numbers without a needless fraction (`85`, `1.21`).
    var printed: String {
        switch self {
        case .null, .array, .list, .object: ""
        case .bool(let value): value ? "true" : "false"
        case .string(let value): value
        case .text(let text): text.string
        case .number(let value):
            if value.rounded() == value, abs(value) < 1e15 { String(Int64(value)) } else { "\(value)" }
        }
    }

    /// How many times a section renders its content for the value: once per item of a list, once
    /// for any other value.
    var sectionCount: Int {
        switch self {
        case .array(let items): items.count
        case .list(let list): list.count
        default: 1
        }
    }

    /// The context of a section's content the `index`th time it is rendered for the value.
    func sectionItem(at index: Int) -> MustacheValue {
        switch self {
        case .array(let items): items[index]
        case .list(let list): list.item(at: index)
        default: self
        }
    }
}

/// An object a template reads by key, whose values need not exist before a template looks them up.
public protocol MustacheObject: Sendable {
    /// The value of `key`, or nil when the object has none.
    func value(forKey key: String) -> MustacheValue?
    /// Every key the object has a value for: what it holds as JSON.
    var allKeys: [String] { get }
}

/// A list whose items need not exist before a template reaches them.
public protocol MustacheList: Sendable {
    var count: Int { get }
    /// The item at `index`, from 0 to ``count`` - 1.
    func item(at index: Int) -> MustacheValue
}

extension Dictionary: MustacheObject where Key == String, Value == MustacheValue {
    public func value(forKey key: String) -> MustacheValue? { self[key] }
    public var allKeys: [String] { Array(keys) }
}

extension MustacheValue: Equatable {
    /// Lists and arrays are equal when their items are, objects when their keys and values are,
    /// strings and text when they print the same.
    public static func == (lhs: MustacheValue, rhs: MustacheValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.string, .string), (.string, .text), (.text, .string), (.text, .text): lhs.printed == rhs.printed
        case (.array, .array), (.array, .list), (.list, .array), (.list, .list):
            lhs.sectionCount == rhs.sectionCount
                && (0..<lhs.sectionCount).allSatisfy { lhs.sectionItem(at: $0) == rhs.sectionItem(at: $0) }
        case (.object(let left), .object(let right)): left.fields == right.fields
        default: false
        }
    }
}

extension MustacheObject {
    /// The object as a dictionary: every key with its value.
    var fields: [String: MustacheValue] {
        Dictionary(allKeys.compactMap { key in value(forKey: key).map { (key, $0) } }, uniquingKeysWith: { first, _ in first })
    }
}

extension MustacheValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MustacheValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: MustacheValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .text(let text): try container.encode(text.string)
        case .array(let value): try container.encode(value)
        case .list(let list): try container.encode((0..<list.count).map(list.item(at:)))
        case .object(let object): try container.encode(object.fields)
        }
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
    }
}
