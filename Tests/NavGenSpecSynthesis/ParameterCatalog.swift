/// What a parameter of one name is, wherever it appears: its type, default and a value of it.
/// Every screen that takes a parameter of a name takes it with the same type and default, as
/// screens below one container and on a link's way must.
public struct ParameterKind: Hashable, Sendable {
    /// How a URL carries the value, or nil when a link cannot.
    public enum LinkValue: Hashable, Sendable {
        case text, integer, decimal, boolean, uuid, rawValue
    }

    public var name: String
    /// The type as the spec writes it.
    public var type: String
    /// The default value as the spec writes it; nil for none.
    public var defaultValue: String?
    /// A Swift expression of the type, for code that calls the generated API.
    public var sample: String
    /// Another value, chosen to be hard on a URL (separators, escapes, extremes), for round trips.
    public var awkwardSample: String
    public var linkValue: LinkValue?
    /// Whether the type is optional, so that a link may leave it out of its query.
    public var isOptional: Bool
    /// Whether the type is `Hashable` and `Codable`, as a stack router's route must be.
    public var isRoutable: Bool
    /// Whether the type is a function's, which needs `@escaping` in an initializer.
    public var isFunction: Bool

    /// The type of a stored property that is set after the view controller is created.
    public var propertyType: String {
        if isOptional { return type }
        return isFunction ? "(\(type))?" : "\(type)?"
    }

    /// The type as an initializer's parameter.
    public var initializerType: String {
        isFunction ? "@escaping \(type)" : type
    }
}

/// The parameters that screens and alerts draw from, and the types they use.
public enum ParameterCatalog {
    /// A parameter of `type`, carried by links as `link` says, Hashable and Codable unless not `routable`.
    public static func kind(
        _ name: String, _ type: String, default defaultValue: String? = nil, sample: String, awkward: String? = nil,
        link: ParameterKind.LinkValue? = nil, routable: Bool = true, function: Bool = false
    ) -> ParameterKind {
        ParameterKind(
            name: name, type: type, defaultValue: defaultValue, sample: sample, awkwardSample: awkward ?? sample, linkValue: link,
            isOptional: type.hasSuffix("?") || type.hasPrefix("Optional<"), isRoutable: routable, isFunction: function)
    }

    /// Screens' parameters. Names that are Swift keywords come last, so that a draw can leave them rare.
    public static let screenParameters: [ParameterKind] = [
        kind("userID", "String", sample: #""user-1""#, awkward: #""a/b c%2F?&=#é日本""#, link: .text),
        kind("itemID", "Int", sample: "42", awkward: "Int.min", link: .integer),
        kind("ratio", "Double", sample: "0.5", awkward: "-1.7976931348623157e308", link: .decimal),
        kind("isEditable", "Bool", default: "false", sample: "true", link: .boolean),
        kind("sessionID", "UUID", sample: "UUID()", awkward: "UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))", link: .uuid),
        kind("tab", "ProductTab", default: ".overview", sample: ".specs", link: .rawValue),
        kind("sort", "ListOrder", sample: ".newest", awkward: ".oldest", link: .rawValue),
        kind("page", "Int?", default: "nil", sample: "3", awkward: "Int.max", link: .integer),
        kind("query", "Optional<String>", default: "nil", sample: #""red shoes""#, awkward: #""+%20 &x=1""#, link: .text),
        kind("headline", "String", default: #""""#, sample: #""Headline""#, awkward: #""""#, link: .text),
        kind("version", "Swift.Int", sample: "2", awkward: "-7", link: .integer),
        kind("user", "User", sample: #"User(name: "Ada")"#),
        kind("items", "[Item]", default: "[]", sample: "[Item(id: 1)]"),
        kind("tags", "Set<Tag>?", default: "nil", sample: #"[Tag(name: "new")]"#),
        kind("onDone", "() -> Void", sample: "{}", routable: false, function: true),
        kind("onSelect", "@MainActor (Int) -> Void", sample: "{ _ in }", routable: false, function: true),
        kind("completionHandler", "(() -> Void)?", default: "nil", sample: "nil", routable: false),
        kind("class", "String", sample: #""c""#, awkward: #""ü ü""#, link: .text),
        kind("for", "Int", sample: "1", link: .integer),
        kind("in", "Bool", default: "false", sample: "true", link: .boolean),
        kind("default", "String?", default: "nil", sample: #""d""#, link: .text),
    ]

    /// Alerts' parameters: what their texts insert.
    public static let alertParameters: [ParameterKind] = [
        kind("message", "String", sample: #""The disk is full.""#),
        kind("count", "Int", sample: "3"),
        kind("reason", "String?", sample: "nil"),
    ]

    /// The parameters a link can carry.
    public static var linkable: [ParameterKind] { screenParameters.filter { $0.linkValue != nil } }

    /// The declarations of the types the parameters use: public, since other modules use them.
    public static let modelsSource = """
        import Foundation

        /// The tabs of a product's page; a link names one by its raw value.
        public enum ProductTab: String, Hashable, Codable, Sendable, CaseIterable {
            case overview, specs, reviews
        }

        /// An order of a list, which a link names by its integer raw value.
        public enum ListOrder: Int, Hashable, Codable, Sendable {
            case newest = 1, oldest = 2
        }

        public struct User: Hashable, Codable, Sendable {
            public var name: String

            public init(name: String) {
                self.name = name
            }
        }

        public struct Item: Hashable, Codable, Sendable {
            public var id: Int

            public init(id: Int) {
                self.id = id
            }
        }

        public struct Tag: Hashable, Codable, Sendable {
            public var name: String

            public init(name: String) {
                self.name = name
            }
        }

        """
}
