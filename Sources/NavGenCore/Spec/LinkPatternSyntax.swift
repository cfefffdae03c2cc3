/// A screen's URL pattern taken apart, its placeholders still names: `/users/{userID}?tab={tab}`.
///
/// The pattern is the path and query of a URL whose whole path segments and query item values may
/// be `{placeholders}`. Literal text is limited to RFC 3986's unreserved characters, so that a
/// pattern means the same percent-encoded or not, and the generated code compares it as it is.
public struct LinkPatternSyntax: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        case literal(String)
        case placeholder(String)
    }

    public struct QueryItem: Sendable, Equatable {
        public var name: String
        public var placeholder: String
    }

    public var segments: [Segment]
    public var queryItems: [QueryItem]

    /// The placeholders in the order of the pattern, the path's first.
    public var placeholders: [String] {
        segments.compactMap {
            if case .placeholder(let name) = $0 { return name }
            return nil
        } + queryItems.map(\.placeholder)
    }

    /// Reads `text`, or says what is wrong with it in a phrase that follows "the link pattern '…' ".
    public static func parse(_ text: String) -> Result<LinkPatternSyntax, Problem> {
        guard text.first == "/" else { return .failure(Problem("must start with '/'")) }
        if text.contains("#") { return .failure(Problem("has a fragment ('#'), which a link does not match")) }
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var segments: [Segment] = []
        // "/" alone is the path of no segments.
        let path = parts[0] == "/" ? [] : parts[0].dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for segment in path {
            if segment.isEmpty { return .failure(Problem("has an empty path segment ('//' or a trailing '/')")) }
            if segment == "{}" { return .failure(Problem("has a placeholder without a name ('{}')")) }
            if let name = placeholder(segment) {
                segments.append(.placeholder(name))
            } else if segment.contains("{") || segment.contains("}") {
                return .failure(Problem("has a placeholder that is not a whole path segment ('\(segment)')"))
            } else if let problem = literalProblem(segment) {
                return .failure(problem)
            } else {
                segments.append(.literal(String(segment)))
            }
        }
        var queryItems: [QueryItem] = []
        if parts.count == 2 {
            for item in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, let name = pair.first, !name.isEmpty, let value = placeholder(pair[1]) else {
                    return .failure(Problem("has a query item '\(item)' that is not 'name={placeholder}'"))
                }
                if let problem = literalProblem(name) { return .failure(problem) }
                if queryItems.contains(where: { $0.name == name }) {
                    return .failure(Problem("names the query item '\(name)' twice"))
                }
                queryItems.append(QueryItem(name: String(name), placeholder: value))
            }
        }
        return .success(LinkPatternSyntax(segments: segments, queryItems: queryItems))
    }

    /// Why a pattern cannot be read.
    public struct Problem: Error, Sendable, Equatable {
        public var phrase: String

        init(_ phrase: String) {
            self.phrase = phrase
        }
    }

    /// The name inside `{name}`, or nil when the text is no placeholder.
    private static func placeholder(_ text: Substring) -> String? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        return String(text.dropFirst().dropLast())
    }

    private static func literalProblem(_ text: Substring) -> Problem? {
        guard let character = text.unicodeScalars.first(where: { !isUnreserved($0) }) else { return nil }
        return Problem(
            "has '\(character)' in '\(text)'; literal text of a link is letters, digits, '-', '.', '_' and '~'")
    }

    private static func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~": true
        default: false
        }
    }
}
