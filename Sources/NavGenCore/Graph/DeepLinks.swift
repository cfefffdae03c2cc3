/// The URLs an app opens and the screens they show: what `links:` and the screens' `links`
/// resolve to.
public struct DeepLinks: Sendable, Equatable {
    /// The accepted schemes in lowercase, the one that writes a link's URL first.
    public var schemes: [String]
    /// The accepted hosts in lowercase, the one that writes a link's URL first.
    public var hosts: [String]
    /// The apps that an `apple-app-site-association` file names (`TEAMID.bundle.id`).
    public var appIDs: [String]
    /// Where the spec's `links:` mapping is, and its list of `appIDs` when it has one: where a
    /// file that needs an app is told that it names none.
    public var position: SourcePosition?
    public var appIDsPosition: SourcePosition?
    /// One per screen with links, in the order of the screens.
    public let destinations: [LinkDestination]
    /// Every pattern of every destination, in the order a URL is matched against them: see
    /// ``matchingOrder(of:)``.
    public let matchingOrder: [PatternPlace]
    /// The access level of the `DeepLink` type: that of the spec's `deeplinks` output, or the
    /// spec's. Code of other outputs that takes a `DeepLink` is no more visible than the type.
    public var typeAccessLevel: AccessLevel = .internal

    public init(schemes: [String], hosts: [String], appIDs: [String], destinations: [LinkDestination]) {
        self.schemes = schemes
        self.hosts = hosts
        self.appIDs = appIDs
        self.destinations = destinations
        self.matchingOrder = Self.matchingOrder(of: destinations)
    }

    /// A pattern of a destination: the indices in ``destinations`` and in its ``LinkDestination/patterns``.
    public struct PatternPlace: Sendable, Equatable {
        public var destination: Int
        public var pattern: Int
    }

    /// Every pattern by the number of its path segments, then with a literal segment before a
    /// placeholder where two paths first differ, so that `/products/new` is not read as the
    /// product `new`; otherwise in the order of the spec.
    static func matchingOrder(of destinations: [LinkDestination]) -> [PatternPlace] {
        let all = destinations.indices.flatMap { destination in
            destinations[destination].patterns.indices.map { PatternPlace(destination: destination, pattern: $0) }
        }
        let shapes = all.map { place in
            destinations[place.destination].patterns[place.pattern].segments.map { $0.valueIndex != nil }
        }
        return all.indices.sorted { a, b in
            let (first, second) = (shapes[a], shapes[b])
            if first.count != second.count { return first.count < second.count }
            if first != second { return first.lexicographicallyPrecedes(second) { !$0 && $1 } }
            return a < b
        }.map { all[$0] }
    }

    /// The schemes that are no web schemes, which an app declares in its Info.plist.
    public var customSchemes: [String] {
        schemes.filter { !DeepLinks.webSchemes.contains($0) }
    }

    /// The schemes of universal links, which an `apple-app-site-association` file serves.
    public static let webSchemes: Set<String> = ["https", "http"]
}

/// A screen that links open, the values they carry, and the screens shown below it.
public struct LinkDestination: Sendable, Equatable {
    /// The index of the screen in ``NavigationGraph/screens``.
    public var screen: ScreenIndex
    /// The values the links carry, in the order of the first pattern.
    public var values: [LinkValue]
    /// The patterns, in the order of the spec; the first one writes a link's URL.
    public var patterns: [LinkPattern]
    /// The way from an entry screen to the screen: the synthetic back stack.
    public var route: [LinkStep]
    /// Whether opening the link may make the entry screen at the bottom of ``route`` when the
    /// stack it opens in starts with another: only a screen that code can create without
    /// arguments can be made, since a link carries nothing for it. Otherwise the link opens only
    /// in a stack that starts with the entry screen, as the storyboard or the app made it.
    public var canCreateEntry: Bool

    public init(screen: ScreenIndex, values: [LinkValue], patterns: [LinkPattern], route: [LinkStep], canCreateEntry: Bool) {
        self.screen = screen
        self.values = values
        self.patterns = patterns
        self.route = route
        self.canCreateEntry = canCreateEntry
    }
}

/// A value a link carries: a parameter of the linked screen or of a screen below it.
public struct LinkValue: Sendable, Equatable {
    public var name: String
    /// The parameter's Swift type, as written.
    public var type: String
    public var kind: LinkValueKind
    /// Whether the type is optional, so that a query item may be absent.
    public var isOptional: Bool
    /// The parameter's default value, which an absent query item takes.
    public var defaultValue: String?

    public init(name: String, type: String, kind: LinkValueKind, isOptional: Bool, defaultValue: String?) {
        self.name = name
        self.type = type
        self.kind = kind
        self.isOptional = isOptional
        self.defaultValue = defaultValue
    }

    /// Whether a URL may leave the value out: it is optional or has a default.
    public var mayBeAbsent: Bool {
        isOptional || defaultValue != nil
    }
}

/// How a link value is written as text in a URL.
public enum LinkValueKind: Sendable, Equatable {
    case string, int, double, bool, uuid
    /// A `RawRepresentable` type whose raw value is text or a number, such as a raw-value enum;
    /// the name is the type's, without `?`.
    case rawValue(String)
}

/// One URL pattern: `/users/{userID}?tab={tab}`.
public struct LinkPattern: Sendable, Equatable {
    /// The pattern as written in the spec.
    public var text: String
    public var segments: [Segment]
    /// The query items, in the order of the pattern.
    public var queryItems: [QueryItem]

    /// A path segment: literal text, or the index of a ``LinkDestination/values`` entry.
    public enum Segment: Sendable, Equatable {
        case literal(String)
        case value(Int)
    }

    /// A query item: its name in the URL and the index of the value it carries.
    public struct QueryItem: Sendable, Equatable {
        public var name: String
        public var value: Int

        public init(name: String, value: Int) {
            self.name = name
            self.value = value
        }
    }

    public init(text: String, segments: [Segment], queryItems: [QueryItem]) {
        self.text = text
        self.segments = segments
        self.queryItems = queryItems
    }
}

/// One screen of a link's synthetic back stack and how it comes on screen.
public struct LinkStep: Sendable, Equatable {
    /// The index of the screen in ``NavigationGraph/screens``.
    public var screen: ScreenIndex
    /// The index in ``NavigationGraph/transitions`` of the transition that shows the screen, or
    /// nil for the entry screen at the bottom and for a screen its container holds.
    public var transition: TransitionIndex?
    /// For a screen the container of the step before holds, shown by choosing it: its place among
    /// the container's children (``Container/children``: a tab, a column, a navigation
    /// controller's root). The container made it, so it needs no factory nor arguments.
    public var place: Int?
    /// The arguments of the screen's factory, one per parameter in order: the screen's own, then,
    /// for a container, those of the screens it holds (``NavigationGraph/factoryParameters(ofScreenAt:)``).
    public var arguments: [Argument]

    /// Where a parameter's value comes from.
    public enum Argument: Sendable, Equatable {
        /// The link's value of this index in ``LinkDestination/values``.
        case linkValue(Int)
        /// The parameter's default value.
        case defaultValue(String)
    }

    public init(screen: ScreenIndex, transition: TransitionIndex?, place: Int? = nil, arguments: [Argument]) {
        self.screen = screen
        self.transition = transition
        self.place = place
        self.arguments = arguments
    }

    /// Whether the step's screen is made on the way: not the entry screen, which the app shows,
    /// nor a screen its container holds, which the container made.
    public var isMade: Bool { transition != nil }
}
