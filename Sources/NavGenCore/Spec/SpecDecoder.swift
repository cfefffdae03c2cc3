import NavGenYAML

/// Turns a YAML document into a ``Spec``: the shape of the file (keys, kinds of values, scalar
/// types), not yet the meaning (references, names, uniqueness), which ``GraphValidator`` checks.
public struct SpecDecoder: Sendable {
    /// The spec format versions this decoder reads.
    public static let supportedVersion = 1

    /// The file name used in diagnostics, as the user gave it.
    public var file: String

    public init(file: String) {
        self.file = file
    }

    /// The spec, or nil when the document is not even shaped like one, and the problems found.
    public func decode(_ document: YAMLDocument) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        var reader = NodeReader(file: file, hasDuplicateKeys: !document.duplicateKeys.isEmpty)
        for duplicate in document.duplicateKeys {
            reader.report(
                .error(
                    "duplicate key '\(duplicate.key)'", at: reader.location(duplicate.duplicate),
                    notes: [.init("'\(duplicate.key)' is first defined here", at: reader.location(duplicate.first))]))
        }
        guard let root = document.root, !Self.isNull(root) else {
            reader.report(
                .error(
                    "the spec is empty; it needs at least 'version: 1' and 'screens:'",
                    at: SourceLocation(file: file, line: 1, column: 1)))
            return (nil, reader.diagnostics)
        }
        let spec = Self.spec(from: root, reader: &reader)
        return (spec, reader.diagnostics)
    }

    private static func isEmptyCollection(_ node: Node) -> Bool {
        if case .mapping(let pairs) = node.content { return pairs.isEmpty }
        return isNull(node)
    }

    private static func isNull(_ node: Node) -> Bool {
        if case .scalar(let scalar) = node.content { return scalar.isNull && node.tag == nil }
        return false
    }

    private static func spec(from root: Node, reader: inout NodeReader) -> Spec? {
        guard let fields = reader.fields(of: root, keys: SpecFormat.root.readerKeys, in: "the spec") else { return nil }
        guard let version = reader.integer(fields["version"], key: "version") else { return nil }
        if version.value != supportedVersion {
            reader.report(
                .error(
                    "unsupported spec version \(version.value); this navgen reads version \(supportedVersion)",
                    at: reader.location(version.position)))
        }
        var spec = Spec(version: version)
        if let node = fields["imports"] {
            spec.imports = reader.items(of: node, in: "'imports'").compactMap { reader.string($0, key: "imports") }
        }
        if let node = fields["defaults"] {
            spec.defaults = defaults(from: node, reader: &reader)
        }
        if let node = fields["screens"] {
            spec.screens = reader.namedEntries(of: node, in: "'screens'").map {
                screen(named: $0.name, from: $0.value, reader: &reader)
            }
            if spec.screens.isEmpty, isEmptyCollection(node) {
                reader.error("'screens' is empty; declare at least one screen", at: node)
            }
        }
        if let node = fields["cells"] {
            spec.cells = reader.namedEntries(of: node, in: "'cells'").map {
                cell(named: $0.name, from: $0.value, reader: &reader)
            }
        }
        if let node = fields["views"] {
            spec.views = reader.namedEntries(of: node, in: "'views'").map {
                view(named: $0.name, from: $0.value, reader: &reader)
            }
        }
        if let node = fields["transitions"] {
            spec.transitions = reader.items(of: node, in: "'transitions'").map {
                transition(from: $0, reader: &reader)
            }
        }
        if let node = fields["outputs"] {
            spec.outputs = reader.items(of: node, in: "'outputs'").map { output(from: $0, reader: &reader) }
        }
        spec.versionInHeader = reader.bool(fields["versionInHeader"], key: "versionInHeader")
        return spec
    }

    private static func defaults(from node: Node, reader: inout NodeReader) -> Spec.Defaults {
        guard let fields = reader.fields(of: node, keys: SpecFormat.defaults.readerKeys, in: "'defaults'") else { return Spec.Defaults() }
        return Spec.Defaults(
            accessLevel: reader.choice(fields["accessLevel"], key: "accessLevel", as: AccessLevel.self),
            injection: reader.choice(fields["injection"], key: "injection", as: Injection.self),
            bundle: reader.choice(fields["bundle"], key: "bundle", as: BundleChoice.self),
            observation: reader.choice(fields["observation"], key: "observation", as: Observation.self))
    }

    private static func screen(named name: Located<String>, from node: Node, reader: inout NodeReader)
        -> ScreenDeclaration
    {
        var screen = ScreenDeclaration(name: name)
        if isNull(node) { return screen }
        guard let fields = reader.fields(of: node, keys: SpecFormat.screen.readerKeys, in: "screen '\(name.value)'") else {
            return screen
        }
        screen.className = reader.string(fields["class"], key: "class")
        screen.viewType = reader.string(fields["view"], key: "view")
        screen.source = reader.choice(fields["source"], key: "source", as: ScreenSource.self)
        screen.storyboard = reader.string(fields["storyboard"], key: "storyboard")
        screen.identifier = reader.nameOrNone(
            fields["identifier"], key: "identifier", expected: "a storyboard ID, or false for a scene without one")
        screen.initial = reader.bool(fields["initial"], key: "initial")
        screen.nib = reader.string(fields["nib"], key: "nib")
        screen.bundle = reader.choice(fields["bundle"], key: "bundle", as: BundleChoice.self)
        screen.injection = reader.choice(fields["injection"], key: "injection", as: Injection.self)
        screen.entry = reader.bool(fields["entry"], key: "entry")
        screen.inNavigation = reader.bool(fields["inNavigation"], key: "inNavigation")
        screen.root = reader.string(fields["root"], key: "root")
        if let tabs = fields["tabs"] {
            let names = reader.items(of: tabs, in: "'tabs' of screen '\(name.value)'").compactMap { reader.string($0, key: "tabs") }
            // A value that is no list was reported; it makes no tab bar controller of no tabs.
            if case .sequence = tabs.content {
                screen.tabs = Located(names, at: reader.position(tabs))
            } else if isNull(tabs) {
                screen.tabs = Located([], at: reader.position(tabs))
            }
        }
        screen.primary = reader.string(fields["primary"], key: "primary")
        screen.secondary = reader.string(fields["secondary"], key: "secondary")
        screen.summary = reader.string(fields["summary"], key: "summary")
        if let parameters = fields["parameters"] {
            screen.parameters = Self.parameters(from: parameters, of: "screen '\(name.value)'", reader: &reader)
        }
        if let alerts = fields["alerts"] {
            screen.alerts = reader.namedEntries(of: alerts, in: "'alerts' of screen '\(name.value)'").map {
                alert(named: $0.name, from: $0.value, screen: name.value, reader: &reader)
            }
        }
        return screen
    }

    /// The parameters of `owner`, whose words are put together only for a message.
    private static func parameters(
        from node: Node, of owner: @autoclosure () -> String, reader: inout NodeReader
    ) -> [ParameterDeclaration] {
        reader.namedEntries(of: node, in: "'parameters' of \(owner())")
            .compactMap { parameter(named: $0.name, from: $0.value, owner: owner(), reader: &reader) }
    }

    private static func alert(named name: Located<String>, from node: Node, screen: String, reader: inout NodeReader)
        -> AlertDeclaration
    {
        var alert = AlertDeclaration(name: name)
        let place = "alert '\(name.value)' of screen '\(screen)'"
        guard let fields = reader.fields(of: node, keys: SpecFormat.alert.readerKeys, in: place, owner: name.position) else { return alert }
        alert.title = reader.string(fields["title"], key: "title")
        alert.message = reader.string(fields["message"], key: "message")
        alert.dismiss = reader.string(fields["dismiss"], key: "dismiss")
        if let parameters = fields["parameters"] {
            alert.parameters = Self.parameters(from: parameters, of: place, reader: &reader)
        }
        return alert
    }

    /// A parameter in its short form (`user: User`) or its long form (`user: { type: User, ... }`).
    private static func parameter(
        named name: Located<String>, from node: Node, owner: @autoclosure () -> String, reader: inout NodeReader
    ) -> ParameterDeclaration? {
        if case .mapping = node.content {
            guard
                let fields = reader.fields(
                    of: node, keys: SpecFormat.parameter.readerKeys, in: "parameter '\(name.value)' of \(owner())",
                    owner: name.position),
                let type = reader.string(fields["type"], key: "type")
            else { return nil }
            return ParameterDeclaration(
                name: name, type: type, defaultValue: reader.string(fields["default"], key: "default"),
                summary: reader.string(fields["summary"], key: "summary"))
        }
        guard let type = reader.string(node, key: name.value) else { return nil }
        return ParameterDeclaration(name: name, type: type)
    }

    private static func cell(named name: Located<String>, from node: Node, reader: inout NodeReader)
        -> CellDeclaration
    {
        var cell = CellDeclaration(className: name)
        guard let fields = reader.fields(of: node, keys: SpecFormat.cell.readerKeys, in: "cell '\(name.value)'", owner: name.position) else {
            return cell
        }
        cell.kind = reader.choice(fields["kind"], key: "kind", as: CellKind.self)
        cell.nib = reader.nameOrNone(fields["nib"], key: "nib", expected: "a nib name, or false to register the class")
        cell.identifier = reader.string(fields["identifier"], key: "identifier")
        cell.bundle = reader.choice(fields["bundle"], key: "bundle", as: BundleChoice.self)
        return cell
    }

    private static func view(named name: Located<String>, from node: Node, reader: inout NodeReader)
        -> ViewDeclaration
    {
        var view = ViewDeclaration(className: name)
        if isNull(node) { return view }
        guard let fields = reader.fields(of: node, keys: SpecFormat.view.readerKeys, in: "view '\(name.value)'") else { return view }
        view.nib = reader.string(fields["nib"], key: "nib")
        view.bundle = reader.choice(fields["bundle"], key: "bundle", as: BundleChoice.self)
        return view
    }

    private static func transition(from node: Node, reader: inout NodeReader) -> TransitionDeclaration {
        var transition = TransitionDeclaration(position: reader.position(node))
        guard let fields = reader.fields(of: node, keys: SpecFormat.transition.readerKeys, in: "a transition") else {
            return transition
        }
        transition.from = reader.string(fields["from"], key: "from")
        transition.to = reader.string(fields["to"], key: "to")
        transition.style = reader.choice(fields["style"], key: "style", as: TransitionStyle.self)
        transition.name = reader.string(fields["name"], key: "name")
        transition.segue = reader.string(fields["segue"], key: "segue")
        transition.embed = reader.choice(fields["embed"], key: "embed", as: Embedding.self)
        transition.animated = reader.bool(fields["animated"], key: "animated")
        transition.summary = reader.string(fields["summary"], key: "summary")
        return transition
    }

    private static func output(from node: Node, reader: inout NodeReader) -> OutputDeclaration {
        var output = OutputDeclaration(position: reader.position(node))
        guard let fields = reader.fields(of: node, keys: SpecFormat.output.readerKeys, in: "an output") else { return output }
        output.template = reader.string(fields["template"], key: "template")
        output.output = reader.string(fields["output"], key: "output")
        output.accessLevel = reader.choice(fields["accessLevel"], key: "accessLevel", as: AccessLevel.self)
        return output
    }
}
