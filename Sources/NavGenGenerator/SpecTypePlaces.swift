import NavGenCore

/// Where the spec names each type of the app's own, and generated Swift whose lines that name one
/// are attributed to that place with `#sourceLocation`: the compiler then reports a type it cannot
/// find (`cannot find type 'Recipe' in scope`) at the spec's line and column rather than in a
/// generated file under `.build` (`navgen generate --source-locations`, for the build plugin's
/// outputs, which nobody reads; docs/Integration.md).
///
/// The directives change where the compiler, the debugger and crash reports place those lines, not
/// what the code does. The text is read line by line, without a parser, and a directive goes only
/// where it may stand: at the top level or among the statements or members of a body, not before
/// a case label, and around the whole declaration or statement (its attributes first, its lines
/// of arguments, its chained calls). A line that cannot be told to be such a place keeps its own
/// location.
public struct SpecTypePlaces: Sendable {
    /// The place of each name, the first the spec writes of it: the name of a screen for its class
    /// and view type, the name itself within a parameter's type.
    private let places: [String: SourceLocation]

    public init(graph: NavigationGraph) {
        var places: [String: SourceLocation] = [:]
        // Only the places in the spec whose code this is: the compiler refuses two paths that end
        // alike in one module (`#fileID`), as the spec of the app and the `navigation.yml` of a
        // module it includes do; that module's own code names its types at its own spec.
        func add(_ name: some StringProtocol, at location: SourceLocation?) {
            guard let location, location.file == graph.specFile, places[String(name)] == nil else { return }
            places[String(name)] = location
        }
        for screen in graph.screens {
            if SystemClass.module(of: screen.className) == nil { add(screen.className, at: screen.location) }
            add(screen.viewType, at: screen.location)
            for parameter in screen.parameters + screen.alerts.flatMap(\.parameters) {
                guard let location = parameter.typeLocation else { continue }
                // A type stands in the generated code as it is written, so each name is as far into
                // the type as into the spec's text: exact for a plain scalar on its line.
                let type = SwiftTypeSyntax(parameter.type)
                for name in type.referencedNames where !WellKnownTypes.contains(name) {
                    let offset = parameter.type.distance(from: parameter.type.startIndex, to: name.startIndex)
                    add(name, at: SourceLocation(file: location.file, line: location.line, column: location.column + offset))
                }
            }
        }
        for cell in graph.cells { add(cell.className, at: cell.location) }
        for view in graph.views { add(view.className, at: view.location) }
        self.places = places
    }

    /// `text` with each declaration or statement that names a type of ``places`` between
    /// `#sourceLocation(file:line:)` and `#sourceLocation()`, its lines spread so that each such
    /// name stands at its place in the spec where the order of the text allows. `path` turns the
    /// path of a spec into the one the directives name.
    public func attributing(_ text: String, path: (String) -> String) -> String {
        guard !places.isEmpty else { return text }
        let lines = SwiftLines(text, places: places).lines
        var output: [String] = []
        output.reserveCapacity(lines.count)
        var index = 0
        // The first line after the last region, which the next may not reach above.
        var free = 0
        while index < lines.count {
            guard !lines[index].names.isEmpty, let region = region(around: index, notBefore: free, in: lines),
                let attributed = attributed(lines[region], path: path)
            else {
                output.append(String(lines[index].text))
                index += 1
                continue
            }
            // The region's lines above this one (its attributes, the lines it goes on from) were
            // written as they are: they go inside the directives.
            output.removeLast(index - region.lowerBound)
            output += attributed
            (index, free) = (region.upperBound, region.upperBound)
        }
        return output.joined(separator: "\n")
    }

    // MARK: - Where a directive may stand

    /// The lines of the declaration or statement that line `index` is part of, from its attributes
    /// to its end, or nil when the lines do not show it whole or it starts before `free`.
    private func region(around index: Int, notBefore free: Int, in lines: [SwiftLine]) -> Range<Int>? {
        // A region is a few lines: no more, so that a bracket the reading missed does not make
        // one of the whole file.
        let longest = 40
        var start = index
        // Back to where it begins: over the lines of arguments it is inside, the lines it goes on
        // from, and its attributes.
        while true {
            let previous = lines[free..<start].lastIndex { !$0.isBlank }
            let goesOn =
                lines[start].opener == .parenthesis || lines[start].opener == .bracket || lines[start].startsContinuation
                || previous.map { lines[$0].endsContinuation || lines[$0].isAttributes } ?? false
            guard goesOn else { break }
            guard let previous, index - previous < longest else { return nil }
            start = previous
        }
        let head = lines[start]
        guard !head.isVerbatim else { return nil }
        switch head.opener {
        case nil, .brace?: break
        case .switchBody?: guard !head.isCaseLabel else { return nil }
        case .parenthesis?, .bracket?: return nil
        }
        var end = index
        while end - start < longest {
            let line = lines[end]
            guard !line.isVerbatim, line.lowestDepth >= head.depth else { return nil }
            let next = lines[(end + 1)...].first { !$0.isBlank }
            if line.depthAtEnd == head.depth + 1, line.opensBody {
                // An accessor block's `get` or `set` is no statement a directive may stand before.
                return next?.startsAccessor == true ? nil : start..<(end + 1)
            }
            if line.depthAtEnd == head.depth, !line.endsContinuation, next?.startsContinuation != true {
                return start..<(end + 1)
            }
            end += 1
            guard end < lines.count else { return nil }
        }
        return nil
    }

    // MARK: - The lines between the directives

    /// The region's lines between the directives, with each name of a type placed at its line and
    /// column in the spec of its first name, as far as the text allows: blank lines and spaces go
    /// before a name only after a bracket, `:`, `,`, `=` or `->`, where Swift reads on. Nil when
    /// the first name's line is too early in the spec for the lines before it.
    private func attributed(_ region: ArraySlice<SwiftLine>, path: (String) -> String) -> [String]? {
        guard let (lineIndex, first) = region.indices.lazy.compactMap({ index in region[index].names.first.map { (index, $0) } }).first
        else { return nil }
        let file = first.place.file
        let linesBefore = lineIndex - region.startIndex
        let firstLine = region[lineIndex]
        let splitsFirst = !SwiftLine.isIndentation(firstLine.text[..<first.range.lowerBound])
            && SwiftLine.readsOnAfter(firstLine.text[..<first.range.lowerBound]) && first.place.line - linesBefore - 1 >= 1
        let directiveLine = first.place.line - linesBefore - (splitsFirst ? 1 : 0)
        guard directiveLine >= 1 else { return nil }
        var mapped = directiveLine
        var output = ["#sourceLocation(file: \(SwiftLiteral.string(path(file))), line: \(directiveLine))"]
        for line in region {
            // The lines written for this one, and the one being written.
            var written = ""
            var current = ""
            var cursor = line.text.startIndex
            for name in line.names {
                current += line.text[cursor..<name.range.lowerBound]
                cursor = name.range.lowerBound
                guard name.place.file == file else { continue }
                if name.place.line > mapped, SwiftLine.isIndentation(current[...]) || SwiftLine.readsOnAfter(current[...]) {
                    written += current.reversed().drop { $0 == " " }.reversed() + String(repeating: "\n", count: name.place.line - mapped)
                    current = ""
                    mapped = name.place.line
                } else if name.place.line == mapped, SwiftLine.isIndentation(current[...]) {
                    current = ""
                }
                let column = current.count + 1
                if name.place.line == mapped, column < name.place.column {
                    current += String(repeating: " ", count: name.place.column - column)
                }
            }
            output.append(written + current + line.text[cursor...])
            mapped += 1
        }
        output.append("#sourceLocation()")
        return output
    }
}

/// The lines of generated Swift as the directives need them read: the brackets open at each, and
/// the names of the app's types each holds outside comments and string literals.
struct SwiftLines {
    private(set) var lines: [SwiftLine] = []

    init(_ text: String, places: [String: SourceLocation]) {
        var openers: [SwiftLine.Opener] = []
        var verbatim: Verbatim?
        for text in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = SwiftLine(text: text, opener: openers.last, depth: openers.count, isVerbatim: verbatim != nil)
            // The first brace of a line that starts a switch is the switch's.
            var awaitsSwitchBody = text.drop { $0 == " " }.hasPrefix("switch ")
            var index = text.startIndex
            var codeEnd = text.endIndex
            var previous: Character = " "
            scanning: while index < text.endIndex {
                if let open = verbatim {
                    guard let end = text[index...].range(of: open.closer) else { break }
                    (index, verbatim) = (end.upperBound, nil)
                    continue
                }
                let character = text[index]
                let rest = text[index...]
                if rest.hasPrefix("//") {
                    codeEnd = index
                    break scanning
                } else if rest.hasPrefix("/*") || rest.hasPrefix("\"\"\"") {
                    verbatim = rest.hasPrefix("/*") ? .comment : .string
                    index = text.index(index, offsetBy: verbatim == .comment ? 2 : 3)
                    continue
                } else if character == "\"" {
                    index = Self.endOfString(text, after: index)
                    previous = "\""
                    continue
                } else if SwiftLine.isNameCharacter(character), !character.isNumber {
                    let path = Self.path(in: rest)
                    if previous != ".", let place = Self.place(of: path, in: places) {
                        line.names.append(SwiftLine.Name(range: path.startIndex..<place.end, place: place.location))
                    }
                    (index, previous) = (path.endIndex, "a")
                    continue
                }
                switch character {
                case "(": openers.append(.parenthesis)
                case "[": openers.append(.bracket)
                case "{":
                    openers.append(awaitsSwitchBody ? .switchBody : .brace)
                    awaitsSwitchBody = false
                case ")", "]", "}":
                    openers.removeLast(min(1, openers.count))
                    line.lowestDepth = min(line.lowestDepth, openers.count)
                default: break
                }
                if character != " " { previous = character }
                index = text.index(after: index)
            }
            line.code = text[..<codeEnd]
            line.depthAtEnd = openers.count
            line.opensBody = openers.last == .brace && line.code.last { $0 != " " } == "{"
            line.isVerbatim = line.isVerbatim || verbatim != nil
            lines.append(line)
        }
    }

    /// What the text is inside of across lines.
    private enum Verbatim {
        case string, comment

        var closer: String { self == .string ? "\"\"\"" : "*/" }
    }

    /// The index after the string literal whose opening quote is at `quote`, or the line's end.
    private static func endOfString(_ text: Substring, after quote: Substring.Index) -> Substring.Index {
        var index = text.index(after: quote)
        while index < text.endIndex {
            switch text[index] {
            case "\\": index = text.index(after: index)
            case "\"": return text.index(after: index)
            default: break
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return text.endIndex
    }

    /// The dotted path `text` starts with: `Shop.Recipe.Kind`.
    private static func path(in text: Substring) -> Substring {
        var end = text.startIndex
        while true {
            end = text[end...].firstIndex { !SwiftLine.isNameCharacter($0) } ?? text.endIndex
            guard end < text.endIndex, text[end] == ".", text.index(after: end) < text.endIndex,
                SwiftLine.isNameCharacter(text[text.index(after: end)])
            else { return text[..<end] }
            end = text.index(after: end)
        }
    }

    /// The place of the longest start of `path` that is a name of `places` (`Recipe` of
    /// `Recipe.instantiate`), and where that start ends.
    private static func place(of path: Substring, in places: [String: SourceLocation])
        -> (location: SourceLocation, end: Substring.Index)?
    {
        var end = path.endIndex
        while true {
            if let location = places[String(path[..<end])] { return (location, end) }
            guard let dot = path[..<end].lastIndex(of: ".") else { return nil }
            end = dot
        }
    }
}

/// One line of generated Swift, read by ``SwiftLines``.
struct SwiftLine {
    /// A bracket that is open.
    enum Opener: Equatable {
        case parenthesis, bracket, brace
        /// The brace of a `switch`, whose items are case labels.
        case switchBody
    }

    /// A name of one of the app's types, with the place the spec writes it.
    struct Name {
        var range: Range<Substring.Index>
        var place: SourceLocation
    }

    var text: Substring
    /// The innermost bracket open where the line starts, nil at the top level.
    var opener: Opener?
    /// How many brackets are open where it starts, where it ends, and the fewest after one closes.
    var depth: Int
    var depthAtEnd = 0
    var lowestDepth: Int
    /// Whether the line starts or ends inside a multi-line string literal or a block comment.
    var isVerbatim: Bool
    var names: [Name] = []
    /// The text before a comment that ends the line.
    var code: Substring = ""
    /// Whether the line ends with the `{` of a body (not a switch's).
    var opensBody = false

    init(text: Substring, opener: Opener?, depth: Int, isVerbatim: Bool) {
        self.text = text
        self.opener = opener
        self.depth = depth
        self.lowestDepth = depth
        self.isVerbatim = isVerbatim
        self.code = text
    }

    private var trimmed: Substring { code.drop { $0 == " " } }

    var isBlank: Bool { trimmed.isEmpty && !text.contains("/") }

    /// Whether the line holds only attributes (`@MainActor`, `@available(iOS 17, *)`), which belong
    /// to the declaration below it.
    var isAttributes: Bool {
        var rest = trimmed
        guard rest.first == "@" else { return false }
        while rest.first == "@" {
            rest = rest.dropFirst().drop(while: Self.isNameCharacter)
            if rest.first == "(" {
                guard let close = rest.firstIndex(of: ")") else { return false }
                rest = rest[rest.index(after: close)...]
            }
            rest = rest.drop { $0 == " " }
        }
        return rest.isEmpty
    }

    /// Whether the line goes on with what the line before began: a chained call, an operator, a
    /// closing bracket, `else`, `where`.
    var startsContinuation: Bool {
        guard let first = trimmed.first else { return false }
        if ".,:?)]={&|+*-<>".contains(first) { return true }
        if trimmed.hasPrefix("/") { return !trimmed.hasPrefix("//") && !trimmed.hasPrefix("/*") }
        return ["where", "else", "in", "as", "is", "throws", "rethrows", "async"].contains(trimmed.prefix(while: Self.isNameCharacter))
    }

    /// Whether the line leaves its declaration or statement for the next to go on with: it ends with
    /// a comma, an open bracket, an operator, `->`, a `:` that is not a case label's, or a keyword
    /// whose conditions or operand follow (`guard` on a line of its own, when they do not fit).
    var endsContinuation: Bool {
        let code = self.code.reversed().drop { $0 == " " }
        guard let last = code.first else { return false }
        let lastWord = String(code.prefix(while: Self.isNameCharacter).reversed())
        if Self.keywordsThatGoOn.contains(lastWord), code.dropFirst(lastWord.count).first.map({ !Self.isNameCharacter($0) }) ?? true {
            return true
        }
        if last == ":" { return !isCaseLabel }
        if last == ">" { return code.dropFirst().first == "-" }
        return ",([=.+*/&|-".contains(last)
    }

    /// The keywords after which a statement goes on, on the next line.
    static let keywordsThatGoOn: Set<String> = ["guard", "if", "while", "return", "try", "await", "throw"]

    /// Whether the line is a label of a switch's case.
    var isCaseLabel: Bool {
        trimmed.hasPrefix("case ") || trimmed.hasPrefix("default:") || trimmed.hasPrefix("@unknown default")
    }

    /// Whether the line begins an accessor of a property (`get`, `set`).
    var startsAccessor: Bool {
        ["get", "set", "willSet", "didSet", "_read", "_modify"].contains(trimmed.prefix(while: Self.isNameCharacter))
    }

    static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    static func isIndentation(_ text: Substring) -> Bool {
        text.allSatisfy { $0 == " " }
    }

    /// Whether Swift reads on past a line break after `text`: it ends with an open bracket, `:`,
    /// `,`, `=` or `->`.
    static func readsOnAfter(_ text: Substring) -> Bool {
        let code = text.reversed().drop { $0 == " " }
        guard let last = code.first else { return false }
        return "([<:,=".contains(last) || last == ">" && code.dropFirst().first == "-"
    }
}
