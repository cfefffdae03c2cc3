import NavGenYAML

/// Turns the nodes of a YAML stream into a ``Spec``: the shape of the file (keys, kinds of values,
/// scalar types), not yet the meaning (references, names, uniqueness), which ``GraphValidator``
/// checks.
///
/// It decodes each node as the ``YAMLReader`` returns it, in the order of the file, so that no
/// document stands between libyaml's events and the spec.
public struct SpecDecoder: Sendable {
    /// The spec format versions this decoder reads.
    public static let supportedVersion = 1

    /// The file name used in diagnostics, as the user gave it.
    public var file: String
    /// What the positions in the spec add to the file's line numbers, so that the positions of
    /// the specs an app's spec includes tell their files apart: see ``SpecFiles``.
    public var lineOffset: Int

    public init(file: String, lineOffset: Int = 0) {
        self.file = file
        self.lineOffset = lineOffset
    }

    /// The spec that `events` reads, or nil when the document is not even shaped like one, and
    /// the problems found; throws the YAML's own problem, which ends the reading.
    public func decode(_ events: consuming YAMLReader) throws(YAMLError) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        var reader = NodeReader(file: file, lineOffset: lineOffset, events: events)
        var spec: Spec?
        let root = try reader.root()
        if let root, !Self.isNull(root) {
            spec = try Self.spec(from: root, reader: &reader)
        }
        var diagnostics = try reader.finish()
        if root.map(Self.isNull) ?? true {
            diagnostics.append(
                Diagnostic(
                    .emptySpec, "the spec is empty; it needs at least 'version: 1' and 'screens:'",
                    at: SourceLocation(file: file, line: 1, column: 1)))
        }
        return (spec, diagnostics)
    }

    private static func isNull(_ node: Node) -> Bool {
        node.isNull && node.tag == nil
    }

    private static func spec(from root: Node, reader: inout NodeReader) throws(YAMLError) -> Spec? {
        var version: Located<Int>?
        var imports: [Located<String>] = []
        var defaults = Spec.Defaults()
        var screens: [ScreenDeclaration] = []
        var cells: [CellDeclaration] = []
        var views: [ViewDeclaration] = []
        var transitions: [TransitionDeclaration] = []
        var outputs: [OutputDeclaration] = []
        var versionInHeader: Located<Bool>?
        var links: LinksDeclaration?
        var module: Located<String>?
        var includes: [Located<String>] = []
        var lint: LintDeclaration?
        let fields = try reader.fields(of: root, SpecFormat.root.readerKeys, in: "the spec") {
            key, value, reader throws(YAMLError) in
            switch key {
            case "version":
                version = try reader.integer(value, key: key)
                if let version, version.value != supportedVersion {
                    reader.report(
                        Diagnostic(
                            .specVersion, "unsupported spec version \(version.value); this navgen reads version \(supportedVersion)",
                            at: reader.location(version.position)))
                }
            case "imports":
                imports = try strings(from: value, key: key, reader: &reader)
            case "defaults":
                defaults = try Self.defaults(from: value, reader: &reader)
            case "screens":
                // The keys the last screen wrote, by their places among a screen's keys.
                var keysOfLastScreen: UInt64 = 0
                let isEmpty = try reader.namedEntries(of: value, in: "'screens'") { name, entry, reader throws(YAMLError) in
                    if let slot = SpecFormat.screen.readerKeys.slot(of: name.value) {
                        try misindentedScreenKey(name, slot: slot, entry, in: &screens, keysOfLast: &keysOfLastScreen, reader: &reader)
                        return
                    }
                    let (screen, keys) = try screen(named: name, from: entry, reader: &reader)
                    screens.append(screen)
                    keysOfLastScreen = keys
                }
                if screens.isEmpty, isEmpty {
                    reader.report(.emptySpec, "'screens' is empty; declare at least one screen", at: value)
                }
            case "cells":
                try reader.namedEntries(of: value, in: "'cells'") { name, entry, reader throws(YAMLError) in
                    cells.append(try cell(named: name, from: entry, reader: &reader))
                }
            case "views":
                try reader.namedEntries(of: value, in: "'views'") { name, entry, reader throws(YAMLError) in
                    views.append(try view(named: name, from: entry, reader: &reader))
                }
            case "transitions":
                try reader.items(of: value, in: "'transitions'") { item, reader throws(YAMLError) in
                    transitions.append(try transition(from: item, reader: &reader))
                }
            case "outputs":
                try reader.items(of: value, in: "'outputs'") { item, reader throws(YAMLError) in
                    outputs.append(try output(from: item, reader: &reader))
                }
            case "versionInHeader":
                versionInHeader = try reader.bool(value, key: key)
            case "links":
                links = try Self.links(from: value, reader: &reader)
            case "module":
                module = try reader.string(value, key: key)
            case "includes":
                includes = try strings(from: value, key: key, reader: &reader)
            case "lint":
                lint = try Self.lint(from: value, reader: &reader)
            default:
                try reader.skip(value)
            }
        }
        guard let fields else { return nil }
        // A spec whose version cannot be read is read no further.
        guard let version else {
            reader.discardDiagnostics(ofValuesAfterTheFirstOf: fields)
            return nil
        }
        var spec = Spec(
            version: version, imports: imports, defaults: defaults, screens: screens, cells: cells, views: views,
            transitions: transitions, outputs: outputs)
        spec.versionInHeader = versionInHeader
        spec.links = links
        spec.module = module
        spec.includes = includes
        spec.lint = lint
        return spec
    }

    private static func lint(from node: Node, reader: inout NodeReader) throws(YAMLError) -> LintDeclaration {
        var lint = LintDeclaration()
        try reader.fields(of: node, SpecFormat.lint.readerKeys, in: "'lint'") { key, value, reader throws(YAMLError) in
            switch key {
            case "disable": lint.disable = try strings(from: value, key: key, reader: &reader)
            case "errors": lint.errors = try strings(from: value, key: key, reader: &reader)
            default: try reader.skip(value, ofKeyNotRead: key)
            }
        }
        return lint
    }

    private static func links(from node: Node, reader: inout NodeReader) throws(YAMLError) -> LinksDeclaration {
        var links = LinksDeclaration(position: reader.position(node))
        try reader.fields(of: node, SpecFormat.links.readerKeys, in: "'links'") { key, value, reader throws(YAMLError) in
            switch key {
            case "schemes": links.schemes = try strings(from: value, key: key, reader: &reader)
            case "hosts": links.hosts = try strings(from: value, key: key, reader: &reader)
            case "appIDs":
                links.appIDs = try strings(from: value, key: key, reader: &reader)
                links.appIDsPosition = reader.position(value)
            default: try reader.skip(value, ofKeyNotRead: key)
            }
        }
        return links
    }

    /// A list of strings; an item that is no string is reported and left out.
    private static func strings(from node: Node, key: String, reader: inout NodeReader) throws(YAMLError) -> [Located<String>] {
        var strings: [Located<String>] = []
        try reader.items(of: node, in: "'\(key)'") { item, reader throws(YAMLError) in
            if let string = try reader.string(item, key: key) { strings.append(string) }
        }
        return strings
    }

    private static func defaults(from node: Node, reader: inout NodeReader) throws(YAMLError) -> Spec.Defaults {
        var defaults = Spec.Defaults()
        try reader.fields(of: node, SpecFormat.defaults.readerKeys, in: "'defaults'") { key, value, reader throws(YAMLError) in
            switch key {
            case "accessLevel": defaults.accessLevel = try reader.choice(value, key: key, as: AccessLevel.self)
            case "injection": defaults.injection = try reader.choice(value, key: key, as: Injection.self)
            case "bundle": defaults.bundle = try reader.choice(value, key: key, as: BundleChoice.self)
            case "observation": defaults.observation = try reader.choice(value, key: key, as: Observation.self)
            case "source": defaults.source = try reader.choice(value, key: key, as: ScreenSource.self)
            case "storyboard": defaults.storyboard = try reader.string(value, key: key)
            case "deploymentTarget": defaults.deploymentTarget = try reader.deploymentTarget(value, key: key)
            default: try reader.skip(value, ofKeyNotRead: key)
            }
        }
        return defaults
    }

    /// Reports a key of a screen (`parameters`, `source`) written among the screens, one level
    /// too little, and reads its value as the screen above's, unless that screen wrote the key
    /// itself: what the spec meant, so that the screen it is not makes no noise, and the screen
    /// it belongs to is read whole. No screen is meant by a key: a screen's name starts the names
    /// of its types (`RecipeViewController`), which Swift writes with a capital, and a key is in
    /// lower case.
    private static func misindentedScreenKey(
        _ key: Located<String>, slot: Int, _ value: Node, in screens: inout [ScreenDeclaration], keysOfLast: inout UInt64,
        reader: inout NodeReader
    ) throws(YAMLError) {
        guard let last = screens.indices.last else {
            reader.report(
                Diagnostic(
                    .misindentedKey, "'\(key.value)' is a screen key, not a screen; indent it under the screen it belongs to",
                    at: reader.location(key.position)))
            try reader.skip(value)
            return
        }
        reader.report(
            Diagnostic(
                .misindentedKey,
                "'\(key.value)' is a screen key; it is indented one level too little, under 'screens' instead of under screen '\(screens[last].name.value)'",
                at: reader.location(key.position)))
        guard keysOfLast & 1 << slot == 0 else {
            try reader.skip(value)
            return
        }
        keysOfLast |= 1 << slot
        try readField(key.value, value, of: &screens[last], reader: &reader)
    }

    /// The screen an entry of `screens` declares, and the keys it writes by their places among a
    /// screen's keys.
    private static func screen(named name: Located<String>, from node: Node, reader: inout NodeReader) throws(YAMLError)
        -> (ScreenDeclaration, keys: UInt64)
    {
        var screen = ScreenDeclaration(name: name)
        if isNull(node) { return (screen, 0) }
        let fields = try reader.fields(of: node, SpecFormat.screen.readerKeys, in: "screen '\(name.value)'") {
            key, value, reader throws(YAMLError) in
            try readField(key, value, of: &screen, reader: &reader)
        }
        return (screen, fields?.keysFound ?? 0)
    }

    /// Reads the value of one of a screen's keys into it.
    private static func readField(_ key: String, _ value: Node, of screen: inout ScreenDeclaration, reader: inout NodeReader)
        throws(YAMLError)
    {
        let name = screen.name
        switch key {
        case "class": screen.className = try reader.string(value, key: key)
        case "view": screen.viewType = try reader.string(value, key: key)
        case "source": screen.source = try reader.choice(value, key: key, as: ScreenSource.self)
        case "storyboard": screen.storyboard = try reader.string(value, key: key)
        case "identifier":
            screen.identifier = try reader.nameOrNone(
                value, key: key, expected: "a storyboard ID, or false for a scene without one")
        case "initial": screen.initial = try reader.bool(value, key: key)
        case "nib": screen.nib = try reader.string(value, key: key)
        case "bundle": screen.bundle = try reader.choice(value, key: key, as: BundleChoice.self)
        case "bundleIdentifier": screen.bundleIdentifier = try reader.string(value, key: key)
        case "injection": screen.injection = try reader.choice(value, key: key, as: Injection.self)
        case "entry": screen.entry = try reader.bool(value, key: key)
        case "inNavigation": screen.inNavigation = try reader.bool(value, key: key)
        case "root": screen.root = try reader.string(value, key: key)
        case "tabs": screen.tabs = try tabs(from: value, of: name, reader: &reader)
        case "primary": screen.primary = try reader.string(value, key: key)
        case "secondary": screen.secondary = try reader.string(value, key: key)
        case "summary": screen.summary = try reader.string(value, key: key)
        case "parameters":
            screen.parameters = try parameters(from: value, of: "screen '\(name.value)'", reader: &reader)
        case "alerts":
            var alerts: [AlertDeclaration] = []
            try reader.namedEntries(of: value, in: "'alerts' of screen '\(name.value)'") {
                alertName, entry, reader throws(YAMLError) in
                alerts.append(try alert(named: alertName, from: entry, screen: name.value, reader: &reader))
            }
            screen.alerts = alerts
        case "links": screen.links = try strings(from: value, key: key, reader: &reader)
        case "lint": screen.lint = try lint(from: value, reader: &reader)
        case "public": screen.isPublic = try reader.bool(value, key: key)
        default: try reader.skip(value, ofKeyNotRead: key)
        }
    }

    /// The tabs of a tab bar controller: a list of names. A value that is no list is reported and
    /// makes no tab bar controller; nothing makes one of no tabs.
    private static func tabs(from node: Node, of screen: Located<String>, reader: inout NodeReader) throws(YAMLError)
        -> Located<[Located<String>]>?
    {
        var names: [Located<String>] = []
        try reader.items(of: node, in: "'tabs' of screen '\(screen.value)'") { item, reader throws(YAMLError) in
            if let name = try reader.string(item, key: "tabs") { names.append(name) }
        }
        guard node.kind == .sequence || isNull(node) else { return nil }
        return Located(names, at: reader.position(node))
    }

    /// The parameters of `owner`, whose words are put together only for a message.
    private static func parameters(
        from node: Node, of owner: @autoclosure () -> String, reader: inout NodeReader
    ) throws(YAMLError) -> [ParameterDeclaration] {
        var parameters: [ParameterDeclaration] = []
        try reader.namedEntries(of: node, in: "'parameters' of \(owner())") { name, entry, reader throws(YAMLError) in
            if let parameter = try parameter(named: name, from: entry, owner: owner(), reader: &reader) {
                parameters.append(parameter)
            }
        }
        return parameters
    }

    private static func alert(
        named name: Located<String>, from node: Node, screen: String, reader: inout NodeReader
    ) throws(YAMLError) -> AlertDeclaration {
        var alert = AlertDeclaration(name: name)
        let place = "alert '\(name.value)' of screen '\(screen)'"
        try reader.fields(of: node, SpecFormat.alert.readerKeys, in: place, owner: name.position) { key, value, reader throws(YAMLError) in
            switch key {
            case "title": alert.title = try reader.string(value, key: key)
            case "message": alert.message = try reader.string(value, key: key)
            case "dismiss": alert.dismiss = try reader.string(value, key: key)
            case "parameters": alert.parameters = try parameters(from: value, of: place, reader: &reader)
            default: try reader.skip(value, ofKeyNotRead: key)
            }
        }
        return alert
    }

    /// A parameter in its short form (`user: User`) or its long form (`user: { type: User, ... }`).
    private static func parameter(
        named name: Located<String>, from node: Node, owner: @autoclosure () -> String, reader: inout NodeReader
    ) throws(YAMLError) -> ParameterDeclaration? {
        guard node.kind == .mapping else {
            return try reader.string(node, key: name.value).map { ParameterDeclaration(name: name, type: $0) }
        }
        var type: Located<String>?
        var defaultValue: Located<String>?
        var summary: Located<String>?
        let fields = try reader.fields(
            of: node, SpecFormat.parameter.readerKeys, in: "parameter '\(name.value)' of \(owner())", owner: name.position
        ) { key, value, reader throws(YAMLError) in
            switch key {
            case "type": type = try reader.string(value, key: key)
            case "default": defaultValue = try reader.string(value, key: key)
            case "summary": summary = try reader.string(value, key: key)
            default: try reader.skip(value, ofKeyNotRead: key)
            }
        }
        guard let fields else { return nil }
        // A parameter whose type cannot be read is read no further.
        guard let type else {
            reader.discardDiagnostics(ofValuesAfterTheFirstOf: fields)
            return nil
        }
        return ParameterDeclaration(name: name, type: type, defaultValue: defaultValue, summary: summary)
    }

    private static func cell(named name: Located<String>, from node: Node, reader: inout NodeReader) throws(YAMLError)
        -> CellDeclaration
    {
        var cell = CellDeclaration(className: name)
        try reader.fields(of: node, SpecFormat.cell.readerKeys, in: "cell '\(name.value)'", owner: name.position) {
            key, value, reader throws(YAMLError) in
            switch key {
            case "kind": cell.kind = try reader.choice(value, key: key, as: CellKind.self)
            case "nib":
                cell.nib = try reader.nameOrNone(value, key: key, expected: "a nib name, or false to register the class")
            case "identifier": cell.identifier = try reader.string(value, key: key)
            case "bundle": cell.bundle = try reader.choice(value, key: key, as: BundleChoice.self)
            default: try reader.skip(value, ofKeyNotRead: key)
            }
        }
        return cell
    }

    private static func view(named name: Located<String>, from node: Node, reader: inout NodeReader) throws(YAMLError)
        -> ViewDeclaration
    {
        var view = ViewDeclaration(className: name)
        if isNull(node) { return view }
        try reader.fields(of: node, SpecFormat.view.readerKeys, in: "view '\(name.value)'") { key, value, reader throws(YAMLError) in
            switch key {
            case "nib": view.nib = try reader.string(value, key: key)
            case "bundle": view.bundle = try reader.choice(value, key: key, as: BundleChoice.self)
            default: try reader.skip(value, ofKeyNotRead: key)
            }
        }
        return view
    }

    /// The styles of a transition without `to`, as ``SpecFormat`` says.
    private static let toIsRequiredUnless = SpecFormat.transition.keys.first { $0.name == "to" }?.requiredUnless

    private static func transition(from node: Node, reader: inout NodeReader) throws(YAMLError) -> TransitionDeclaration {
        var transition = TransitionDeclaration(position: reader.position(node))
        var hasTo = false
        let fields = try reader.fields(of: node, SpecFormat.transition.readerKeys, in: "a transition") { key, value, reader throws(YAMLError) in
            switch key {
            case "from": transition.from = try reader.string(value, key: key)
            case "to":
                hasTo = true
                transition.to = try reader.string(value, key: key)
            case "style": transition.style = try reader.choice(value, key: key, as: TransitionStyle.self)
            case "name": transition.name = try reader.string(value, key: key)
            case "segue":
                transition.segue = try reader.nameOrNone(
                    value, key: key, expected: "a segue identifier, or false for a segue without one")
            case "embed": transition.embed = try reader.choice(value, key: key, as: Embedding.self)
            case "animated": transition.animated = try reader.bool(value, key: key)
            case "summary": transition.summary = try reader.string(value, key: key)
            case "anchor": transition.anchor = try reader.choice(value, key: key, as: PopoverAnchor.self)
            case "detents": transition.detents = try detents(from: value, reader: &reader)
            case "grabber": transition.grabber = try reader.bool(value, key: key)
            case "modalTransition": transition.modalTransition = try reader.choice(value, key: key, as: ModalTransition.self)
            case "modalInPresentation": transition.modalInPresentation = try reader.bool(value, key: key)
            case "lint": transition.lint = try lint(from: value, reader: &reader)
            default: try reader.skip(value, ofKeyNotRead: key)
            }
        }
        // Required as the other required keys are, but for the styles the format excepts, those
        // that go back to whichever screen came before (an unreadable style counts as the default).
        if fields != nil, !hasTo, let exception = Self.toIsRequiredUnless,
            !exception.values.contains(transition.resolvedStyle.rawValue)
        {
            reader.report(Diagnostic(.missingKey, "a transition is missing the required key 'to'", at: reader.location(transition.position)))
        }
        return transition
    }

    /// The detents of a sheet: a list. A value that is no list, or a list with an item that is no
    /// detent, is reported and gives none, so that the list is not also called empty.
    private static func detents(from node: Node, reader: inout NodeReader) throws(YAMLError) -> Located<[Located<SheetDetent>]>? {
        var detents: [Located<SheetDetent>] = []
        var isWhole = true
        try reader.items(of: node, in: "'detents'") { item, reader throws(YAMLError) in
            if let detent = try reader.detent(item, key: "detents") { detents.append(detent) } else { isWhole = false }
        }
        guard isWhole, node.kind == .sequence || isNull(node) else { return nil }
        return Located(detents, at: reader.position(node))
    }

    private static func output(from node: Node, reader: inout NodeReader) throws(YAMLError) -> OutputDeclaration {
        var output = OutputDeclaration(position: reader.position(node))
        try reader.fields(of: node, SpecFormat.output.readerKeys, in: "an output") { key, value, reader throws(YAMLError) in
            switch key {
            case "template": output.template = try reader.string(value, key: key)
            case "output": output.output = try reader.string(value, key: key)
            case "accessLevel": output.accessLevel = try reader.choice(value, key: key, as: AccessLevel.self)
            default: try reader.skip(value, ofKeyNotRead: key)
            }
        }
        return output
    }
}
