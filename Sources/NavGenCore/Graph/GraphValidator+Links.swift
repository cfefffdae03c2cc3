/// The checks of deep links: the URLs accepted, each screen's patterns, the values they carry, and
/// the way from an entry screen that a link opens.
extension GraphValidator {
    /// The names the generated `DeepLink(url:)` gives its own values.
    public static let linkParserNames: Set<String> = ["link", "path"]
}

extension ValidationRun {
    /// The spec's links resolved, or nil when it has none. The links of a spec it includes are that
    /// module's own `DeepLink`'s, which its own spec generates, when that spec declares `links:`;
    /// else they are this spec's (``SpecFiles/linksAreIncluders(ofFileAt:)``). A module's spec
    /// without `links:` leaves the links of its screens to the app.
    mutating func deepLinks(_ spec: Spec, _ screens: [Screen], _ transitions: [Transition]) -> DeepLinks? {
        let linked = screens.typedIndices.filter { index in
            guard !spec.screens[index].links.isEmpty else { return false }
            return !screens[index].isExternal || files.linksAreIncluders(ofFileAt: files.index(of: spec.screens[index].name.position))
        }
        guard let declaration = spec.links else {
            if !files.linksAreIncluders(ofFileAt: 0), let first = linked.first {
                report(
                    .linksWithoutHosts, "screen '\(screens[first].name)' has links, but the spec has no 'links:' with the schemes and hosts of their URLs",
                    at: spec.screens[first].links[0].position)
            }
            return nil
        }
        let schemes = urlParts(declaration.schemes ?? [], "scheme", isValid: Self.isScheme)
        let hosts = urlParts(declaration.hosts ?? [], "host", isValid: Self.isHost)
        for (role, list) in [("schemes", declaration.schemes), ("hosts", declaration.hosts)] where list?.isEmpty == true {
            report(.linkHosts, "'\(role)' is empty; a link needs at least one", at: declaration.position)
        }
        let routes = LinkRoutes(screens: screens, transitions: transitions)
        var destinations: [LinkDestination] = []
        var shapes: [[String?]: (pattern: Located<String>, screen: String)] = [:]
        for index in linked {
            let patterns = spec.screens[index].links
            guard let route = routes.route(to: index) else {
                report(
                    .linkUnreachable, "screen '\(screens[index].name)' has links, but no path leads to it from an entry screen through pushes, presentations and the tabs and columns of the entry screens' containers, so a link could not show the screens below it",
                    at: patterns[0].position)
                continue
            }
            if let destination = linkDestination(index, patterns, route: route, screens, shapes: &shapes) {
                destinations.append(destination)
            }
        }
        var links = DeepLinks(
            schemes: schemes.isEmpty && declaration.schemes == nil ? ["https"] : schemes, hosts: hosts,
            appIDs: declaration.appIDs.map(\.value), destinations: destinations)
        links.position = declaration.position
        links.appIDsPosition = declaration.appIDsPosition
        return links
    }

    /// The schemes or hosts in lowercase, each checked once.
    private mutating func urlParts(_ parts: [Located<String>], _ role: String, isValid: (String) -> Bool) -> [String] {
        var seen: [String: SourcePosition] = [:]
        var result: [String] = []
        for part in parts {
            let lowercased = part.value.lowercased()
            if !isValid(lowercased) {
                let example = role == "scheme" ? "'https' or 'myshop'" : "'shop.example.com', without scheme or path"
                report(.linkHosts, "'\(part.value)' is not a URL \(role); write one such as \(example)", at: part.position)
            } else if let first = seen[lowercased] {
                report(.linkHosts, "\(role) '\(part.value)' is listed twice", at: part.position, notes: [note("the first one is here", at: first)])
            } else {
                seen[lowercased] = part.position
                result.append(lowercased)
            }
        }
        return result
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` and `.`.
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }
    }

    /// A DNS name: labels of letters, digits and inner hyphens, joined by dots.
    static func isHost(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return !text.isEmpty && text.utf8.count <= 253
            && labels.allSatisfy { label in
                !label.isEmpty && label.utf8.count <= 63 && label.first != "-" && label.last != "-"
                    && label.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            }
    }

    /// The links of the screen at `index`, or nil after reporting what is wrong with them: their
    /// patterns, whether they carry the same values, and the arguments of the screens a link makes.
    private mutating func linkDestination(
        _ index: ScreenIndex, _ patterns: [Located<String>], route: [LinkStep], _ screens: [Screen],
        shapes: inout [[String?]: (pattern: Located<String>, screen: String)]
    ) -> LinkDestination? {
        let placeholders = LinkPlaceholders(route: route, screens)
        var values: [LinkValue] = []
        guard let resolved = linkPatterns(patterns, of: index, placeholders, screens, values: &values, shapes: &shapes) else { return nil }
        let carryTheSameValues = linksCarryTheSameValues(patterns, resolved, values, of: screens[index])
        guard let steps = linkSteps(route, placeholders, values, showing: index, by: patterns[0], screens), carryTheSameValues
        else { return nil }
        let entry = route[0].screen
        let canCreateEntry =
            screens[entry].hasFactory
            && FactoryParameters.all(of: entry, in: screens).allSatisfy { screens[$0.screen].parameters[$0.parameter].defaultValue != nil }
        return LinkDestination(screen: index, values: values, patterns: resolved, route: steps, canCreateEntry: canCreateEntry)
    }

    /// Each pattern of the screen at `index` resolved, its values in `values`, and no two links of
    /// the spec matching the same URLs (`shapes` holds the first of each); nil after reporting.
    private mutating func linkPatterns(
        _ patterns: [Located<String>], of index: ScreenIndex, _ placeholders: LinkPlaceholders, _ screens: [Screen],
        values: inout [LinkValue], shapes: inout [[String?]: (pattern: Located<String>, screen: String)]
    ) -> [LinkPattern]? {
        var resolved: [LinkPattern] = []
        var isValid = true
        for pattern in patterns {
            guard let link = linkPattern(pattern, of: screens[index], placeholders, values: &values) else {
                isValid = false
                continue
            }
            let shape = link.segments.map { segment -> String? in
                if case .literal(let text) = segment { return text }
                return nil
            }
            if let first = shapes[shape] {
                report(
                    .ambiguousLinks, "link '\(pattern.value)' matches the same URLs as link '\(first.pattern.value)' of '\(first.screen)'; change a literal segment of one of them",
                    at: pattern.position, notes: [note("the other link is here", at: first.pattern.position)])
                isValid = false
            } else {
                shapes[shape] = (pattern, screens[index].name)
            }
            resolved.append(link)
        }
        return isValid ? resolved : nil
    }

    /// Whether every link of a screen carries every value any of them carries; reports each that
    /// does not.
    private mutating func linksCarryTheSameValues(
        _ patterns: [Located<String>], _ resolved: [LinkPattern], _ values: [LinkValue], of screen: Screen
    ) -> Bool {
        var carryThem = true
        for (pattern, link) in zip(patterns, resolved) {
            let missing = values.indices.filter { !link.carries($0) }.map { "'{\(values[$0].name)}'" }
            guard !missing.isEmpty else { continue }
            report(
                .linkValues, "link '\(pattern.value)' lacks \(missing.joined(separator: ", ")), which another link of '\(screen.name)' carries; the links of one screen carry the same values",
                at: pattern.position)
            carryThem = false
        }
        return carryThem
    }

    /// The steps of `route` with the arguments of each screen the link makes, from the link's
    /// values or the parameters' defaults; nil after reporting a screen without a factory, a value
    /// of another type than a parameter's, or a parameter nothing gives a value.
    private mutating func linkSteps(
        _ route: [LinkStep], _ placeholders: LinkPlaceholders, _ values: [LinkValue], showing linked: ScreenIndex,
        by pattern: Located<String>, _ screens: [Screen]
    ) -> [LinkStep]? {
        var steps: [LinkStep] = []
        var isValid = true
        for (step, stepParameters) in zip(route, placeholders.factoryParameters) {
            // The entry screen at the bottom is the app's own, already on screen, and a container
            // on the way made the screens it holds.
            guard step.isMade else {
                steps.append(step)
                continue
            }
            if !screens[step.screen].hasFactory {
                report(
                    .noFactory, "link '\(pattern.value)' shows '\(screens[step.screen].name)', which has no storyboard identifier, so that no code can create it; give its scene a storyboard ID",
                    at: pattern.position)
                isValid = false
            }
            var arguments: [LinkStep.Argument] = []
            for parameter in stepParameters {
                if let value = values.firstIndex(where: { $0.name == parameter.name }) {
                    if values[value].type != parameter.type {
                        report(
                            .linkValueType, "link '\(pattern.value)' carries '{\(parameter.name)}' as '\(values[value].type)', but parameter '\(parameter.name)' of '\(screens[step.screen].name)', which the link shows below '\(screens[linked].name)', is '\(parameter.type)'; give the two parameters one type, or different names",
                            at: pattern.position)
                        isValid = false
                    }
                    arguments.append(.linkValue(value))
                } else if let defaultValue = parameter.defaultValue {
                    arguments.append(.defaultValue(defaultValue))
                } else {
                    let shown = step.screen == linked ? "'\(screens[linked].name)'" : "'\(screens[step.screen].name)', which a link to '\(screens[linked].name)' shows below it"
                    report(
                        .linkMissingParameter, "link '\(pattern.value)' cannot supply parameter '\(parameter.name)' of \(shown); add '{\(parameter.name)}' to the link, or give the parameter a default",
                        at: pattern.position)
                    isValid = false
                }
            }
            steps.append(LinkStep(screen: step.screen, transition: step.transition, place: step.place, arguments: arguments))
        }
        return isValid ? steps : nil
    }

    /// One pattern with its placeholders resolved into `values`, which the first pattern fills and
    /// the others share; nil after reporting.
    private mutating func linkPattern(
        _ pattern: Located<String>, of screen: Screen, _ placeholders: LinkPlaceholders, values: inout [LinkValue]
    ) -> LinkPattern? {
        let (parameters, shownAlready) = (placeholders.parameters, placeholders.shownAlready)
        let syntax: LinkPatternSyntax
        switch LinkPatternSyntax.parse(pattern.value) {
        case .success(let parsed): syntax = parsed
        case .failure(let problem):
            report(.linkPattern, "the link '\(pattern.value)' \(problem.phrase)", at: pattern.position)
            return nil
        }
        var isValid = true
        var seen: Set<String> = []
        func value(_ name: String, inPath: Bool) -> Int? {
            if GraphValidator.linkParserNames.contains(name) {
                report(
                    .reservedName, "link '\(pattern.value)' carries '{\(name)}', a name the generated parser uses itself (\(GraphValidator.linkParserNames.sorted().joined(separator: ", "))); rename the parameter",
                    at: pattern.position)
                return nil
            }
            if !seen.insert(name).inserted {
                report(.linkPattern, "link '\(pattern.value)' names '{\(name)}' twice", at: pattern.position)
                return nil
            }
            if let shown = shownAlready[name] {
                report(
                    .linkPlaceholder, "the placeholder '{\(name)}' of link '\(pattern.value)' names \(shown), so a link cannot give it a value; link a screen pushed on it that takes '\(name)', or leave the placeholder out",
                    at: pattern.position)
                return nil
            }
            guard let parameter = parameters[name] else {
                let hint = Suggestion.hint(for: name, in: parameters.keys.sorted())
                report(
                    .linkPlaceholder, "the placeholder '{\(name)}' of link '\(pattern.value)' names no parameter of '\(screen.name)' or of the screens below it\(hint)",
                    at: pattern.position)
                return nil
            }
            guard let type = LinkValueType(parameter.type) else {
                report(
                    .linkValueType, "link '\(pattern.value)' cannot carry '{\(name)}' of type '\(parameter.type)': a URL carries String, Int, Double, Bool, UUID, a RawRepresentable type with a String or integer raw value, or an Optional of one",
                    at: pattern.position)
                return nil
            }
            if inPath, type.isOptional {
                report(
                    .linkPattern, "'{\(name)}' of type '\(parameter.type)' is a path segment of link '\(pattern.value)', which is never absent; make it a query item, or its type not optional",
                    at: pattern.position)
                return nil
            }
            if let known = values.firstIndex(where: { $0.name == name }) { return known }
            values.append(
                LinkValue(
                    name: name, type: parameter.type, kind: type.kind, isOptional: type.isOptional,
                    defaultValue: parameter.defaultValue))
            return values.count - 1
        }
        var segments: [LinkPattern.Segment] = []
        for segment in syntax.segments {
            switch segment {
            case .literal(let text): segments.append(.literal(text))
            case .placeholder(let name):
                if let index = value(name, inPath: true) { segments.append(.value(index)) } else { isValid = false }
            }
        }
        var queryItems: [LinkPattern.QueryItem] = []
        for item in syntax.queryItems {
            if let index = value(item.placeholder, inPath: false) {
                queryItems.append(LinkPattern.QueryItem(name: item.name, value: index))
            } else {
                isValid = false
            }
        }
        return isValid ? LinkPattern(text: pattern.value, segments: segments, queryItems: queryItems) : nil
    }
}

extension LinkPattern.Segment {
    /// The index of the value the segment carries, or nil for literal text.
    public var valueIndex: Int? {
        if case .value(let index) = self { return index }
        return nil
    }
}

extension LinkPattern {
    /// Whether the pattern carries the value at `index`.
    func carries(_ index: Int) -> Bool {
        segments.contains { $0.valueIndex == index } || queryItems.contains { $0.value == index }
    }
}

/// A parameter type as a link writes it: which kind of text, and whether it may be absent.
struct LinkValueType {
    var kind: LinkValueKind
    var isOptional: Bool

    /// Reads a type written as `Int`, `Swift.Int`, `Int?`, `Optional<Int>`, `Tab`, `Shop.Tab?`;
    /// nil for any other.
    init?(_ text: String) {
        let type = SwiftTypeSyntax(text)
        let base = type.wrappedType ?? type
        isOptional = type.wrappedType != nil
        guard base.kind == .named else { return nil }
        switch base.text {
        case "String", "Swift.String": kind = .string
        case "Int", "Swift.Int": kind = .int
        case "Double", "Swift.Double": kind = .double
        case "Bool", "Swift.Bool": kind = .bool
        case "UUID", "Foundation.UUID": kind = .uuid
        default:
            let parts = base.text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ SwiftName.isIdentifier(String($0)) }) else { return nil }
            kind = .rawValue(String(base.text))
        }
    }
}

/// What the placeholders of the links to one screen may name, along the route a link opens.
private struct LinkPlaceholders {
    /// What each step's screen's factory takes: a container's takes those of the screens it holds.
    let factoryParameters: [[Parameter]]
    /// The parameters a placeholder may name: those of the screens the link makes (not the entry
    /// screen, which the app shows, nor those its containers hold), the linked screen's first,
    /// then those below it, nearest first.
    let parameters: [String: Parameter]
    /// The parameters of the screens on screen before the link opens, which it cannot give
    /// values, each with the words that tell a placeholder naming it so, with the screen's place.
    let shownAlready: [String: String]

    init(route: [LinkStep], _ screens: [Screen]) {
        factoryParameters = route.map { FactoryParameters.unique(of: $0.screen, in: screens) }
        var parameters: [String: Parameter] = [:]
        for (step, stepParameters) in zip(route, factoryParameters).reversed() where step.isMade {
            for parameter in stepParameters where parameters[parameter.name] == nil {
                parameters[parameter.name] = parameter
            }
        }
        var shownAlready: [String: String] = [:]
        for step in route where !step.isMade {
            let screen = screens[step.screen]
            // Only the first step of a route is neither made nor chosen in a container: the entry
            // screen, or the root an entry navigation controller starts at.
            let place =
                if screen.isEntry {
                    "the entry screen"
                } else if step.place == nil {
                    "the root of the entry navigation controller"
                } else {
                    "a screen the entry screen's containers hold"
                }
            for parameter in screen.parameters where parameters[parameter.name] == nil && shownAlready[parameter.name] == nil {
                shownAlready[parameter.name] = "parameter '\(parameter.name)' of '\(screen.name)', \(place), which the app shows before a link opens"
            }
        }
        self.parameters = parameters
        self.shownAlready = shownAlready
    }
}
