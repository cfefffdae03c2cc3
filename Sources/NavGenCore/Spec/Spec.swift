/// A navigation spec as written: every value with its location, defaults not yet applied.
///
/// ``SpecDecoder`` builds it from YAML nodes; ``GraphValidator`` checks it and resolves it into a
/// ``NavigationGraph``.
public struct Spec: Sendable {
    public var version: Located<Int>
    public var imports: [Located<String>]
    public var defaults: Defaults
    public var screens: [ScreenDeclaration]
    public var cells: [CellDeclaration]
    public var views: [ViewDeclaration]
    public var transitions: [TransitionDeclaration]
    public var outputs: [OutputDeclaration]
    public var versionInHeader: Located<Bool>?
    /// The URLs the screens' links accept (`links:`).
    public var links: LinksDeclaration?
    /// The Swift module the generated code is part of, by which other specs name its screens.
    public var module: Located<String>?
    /// The paths of the specs this one includes, relative to its folder, as written.
    public var includes: [Located<String>] = []
    /// How the rules judge the diagnostics of this file (`lint:` at the top).
    public var lint: LintDeclaration?

    /// The spec-wide defaults (`defaults:`).
    public struct Defaults: Sendable {
        public var accessLevel: Located<AccessLevel>?
        public var injection: Located<Injection>?
        public var bundle: Located<BundleChoice>?
        public var observation: Located<Observation>?
        /// Where the view controllers of the screens that name no `source` come from.
        public var source: Located<ScreenSource>?
        /// The storyboard of the storyboard screens that name none, instead of their own names.
        public var storyboard: Located<String>?
        /// The oldest iOS the generated file runs on, which chooses the APIs it uses; nil when
        /// the spec names none.
        public var deploymentTarget: Located<IOSVersion>?

        public init(
            accessLevel: Located<AccessLevel>? = nil, injection: Located<Injection>? = nil,
            bundle: Located<BundleChoice>? = nil, observation: Located<Observation>? = nil,
            source: Located<ScreenSource>? = nil, storyboard: Located<String>? = nil,
            deploymentTarget: Located<IOSVersion>? = nil
        ) {
            self.accessLevel = accessLevel
            self.injection = injection
            self.bundle = bundle
            self.observation = observation
            self.source = source
            self.storyboard = storyboard
            self.deploymentTarget = deploymentTarget
        }
    }

    public init(
        version: Located<Int>, imports: [Located<String>] = [], defaults: Defaults = Defaults(),
        screens: [ScreenDeclaration] = [], cells: [CellDeclaration] = [], views: [ViewDeclaration] = [],
        transitions: [TransitionDeclaration] = [], outputs: [OutputDeclaration] = []
    ) {
        self.version = version
        self.imports = imports
        self.defaults = defaults
        self.screens = screens
        self.cells = cells
        self.views = views
        self.transitions = transitions
        self.outputs = outputs
    }
}

/// One entry of `screens:`.
public struct ScreenDeclaration: Sendable {
    public var name: Located<String>
    public var className: Located<String>?
    public var viewType: Located<String>?
    public var storyboard: Located<String>?
    public var parameters: [ParameterDeclaration]
    private var details = Rare<Details>()

    /// The keys few screens write.
    private struct Details: RareFields {
        var source: Located<ScreenSource>?
        var identifier: Located<NameOrNone>?
        var initial: Located<Bool>?
        var nib: Located<String>?
        var bundle: Located<BundleChoice>?
        var bundleIdentifier: Located<String>?
        var injection: Located<Injection>?
        var entry: Located<Bool>?
        var inNavigation: Located<Bool>?
        var summary: Located<String>?
        var alerts: [AlertDeclaration] = []
        var root: Located<String>?
        var tabs: Located<[Located<String>]>?
        var primary: Located<String>?
        var secondary: Located<String>?
        var links: [Located<String>] = []
        var isPublic: Located<Bool>?
        var lint: LintDeclaration?
    }

    public init(name: Located<String>) {
        self.name = name
        self.parameters = []
    }

    public var source: Located<ScreenSource>? {
        get { details.read(\.source) }
        set { details.write { $0.source = newValue } }
    }

    /// The storyboard ID, or `false` for a scene without one.
    public var identifier: Located<NameOrNone>? {
        get { details.read(\.identifier) }
        set { details.write { $0.identifier = newValue } }
    }

    public var initial: Located<Bool>? {
        get { details.read(\.initial) }
        set { details.write { $0.initial = newValue } }
    }

    public var nib: Located<String>? {
        get { details.read(\.nib) }
        set { details.write { $0.nib = newValue } }
    }

    public var bundle: Located<BundleChoice>? {
        get { details.read(\.bundle) }
        set { details.write { $0.bundle = newValue } }
    }

    /// The identifier of another bundle that holds the screen's storyboard or nib (a framework's).
    public var bundleIdentifier: Located<String>? {
        get { details.read(\.bundleIdentifier) }
        set { details.write { $0.bundleIdentifier = newValue } }
    }

    public var injection: Located<Injection>? {
        get { details.read(\.injection) }
        set { details.write { $0.injection = newValue } }
    }

    public var entry: Located<Bool>? {
        get { details.read(\.entry) }
        set { details.write { $0.entry = newValue } }
    }

    /// Whether the app shows the screen inside a navigation controller the spec does not show.
    public var inNavigation: Located<Bool>? {
        get { details.read(\.inNavigation) }
        set { details.write { $0.inNavigation = newValue } }
    }

    public var summary: Located<String>? {
        get { details.read(\.summary) }
        set { details.write { $0.summary = newValue } }
    }

    public var alerts: [AlertDeclaration] {
        get { details.read { $0.alerts } ?? [] }
        set { details.write { $0.alerts = newValue } }
    }

    /// The root screen of a navigation container.
    public var root: Located<String>? {
        get { details.read(\.root) }
        set { details.write { $0.root = newValue } }
    }

    /// The tab screens of a tab bar container, in order; the list's own place is that of `tabs:`.
    public var tabs: Located<[Located<String>]>? {
        get { details.read(\.tabs) }
        set { details.write { $0.tabs = newValue } }
    }

    /// The screen of a split view container's primary column.
    public var primary: Located<String>? {
        get { details.read(\.primary) }
        set { details.write { $0.primary = newValue } }
    }

    /// The screen of a split view container's secondary column.
    public var secondary: Located<String>? {
        get { details.read(\.secondary) }
        set { details.write { $0.secondary = newValue } }
    }

    /// The URL patterns that open the screen.
    public var links: [Located<String>] {
        get { details.read { $0.links } ?? [] }
        set { details.write { $0.links = newValue } }
    }

    /// Whether other modules may show the screen (`public: true`).
    public var isPublic: Located<Bool>? {
        get { details.read(\.isPublic) }
        set { details.write { $0.isPublic = newValue } }
    }

    /// How the rules judge the diagnostics about this screen and the transitions from it.
    public var lint: LintDeclaration? {
        get { details.read(\.lint) }
        set { details.write { $0.lint = newValue } }
    }
}

/// The top-level `links:` mapping: which URLs the screens' links accept.
public struct LinksDeclaration: Sendable {
    /// Where the mapping starts.
    public var position: SourcePosition
    public var schemes: [Located<String>]?
    public var hosts: [Located<String>]?
    public var appIDs: [Located<String>]
    /// Where the list of `appIDs` is; nil when the spec leaves it out.
    public var appIDsPosition: SourcePosition?

    public init(
        position: SourcePosition, schemes: [Located<String>]? = nil, hosts: [Located<String>]? = nil, appIDs: [Located<String>] = [],
        appIDsPosition: SourcePosition? = nil
    ) {
        self.position = position
        self.schemes = schemes
        self.hosts = hosts
        self.appIDs = appIDs
        self.appIDsPosition = appIDsPosition
    }
}

/// A name, or `false` for none: a cell's `nib`, a screen's storyboard `identifier`.
public enum NameOrNone: Sendable, Equatable {
    case named(String)
    case none
}

/// One parameter of a screen: its name, Swift type, and optional default value and summary.
public struct ParameterDeclaration: Sendable {
    public var name: Located<String>
    public var type: Located<String>
    public var defaultValue: Located<String>?
    public var summary: Located<String>?

    public init(
        name: Located<String>, type: Located<String>, defaultValue: Located<String>? = nil,
        summary: Located<String>? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// One entry of `cells:`; the key is the cell's class.
public struct CellDeclaration: Sendable {
    public var className: Located<String>
    public var kind: Located<CellKind>?
    /// A nib name, or `false` to register the class itself.
    public var nib: Located<NameOrNone>?
    public var identifier: Located<String>?
    public var bundle: Located<BundleChoice>?

    public init(className: Located<String>) {
        self.className = className
    }
}

/// One entry of `views:`: a custom view that loads its own nib.
public struct ViewDeclaration: Sendable {
    public var className: Located<String>
    public var nib: Located<String>?
    public var bundle: Located<BundleChoice>?

    public init(className: Located<String>) {
        self.className = className
    }
}

/// One entry of `transitions:`.
public struct TransitionDeclaration: Sendable {
    /// Where the entry starts, for problems of the transition as a whole.
    public var position: SourcePosition
    public var from: Located<String>?
    public var to: Located<String>?
    public var style: Located<TransitionStyle>?
    public var name: Located<String>?
    private var details = Rare<Details>()

    /// The keys few transitions write.
    private struct Details: RareFields {
        var segue: Located<NameOrNone>?
        var embed: Located<Embedding>?
        var animated: Located<Bool>?
        var summary: Located<String>?
        var anchor: Located<PopoverAnchor>?
        var detents: Located<[Located<SheetDetent>]>?
        var grabber: Located<Bool>?
        var modalTransition: Located<ModalTransition>?
        var modalInPresentation: Located<Bool>?
        var lint: LintDeclaration?
    }

    public init(position: SourcePosition) {
        self.position = position
    }

    /// The segue's identifier in the storyboard, or `false` for a segue without one.
    public var segue: Located<NameOrNone>? {
        get { details.read(\.segue) }
        set { details.write { $0.segue = newValue } }
    }

    public var embed: Located<Embedding>? {
        get { details.read(\.embed) }
        set { details.write { $0.embed = newValue } }
    }

    public var animated: Located<Bool>? {
        get { details.read(\.animated) }
        set { details.write { $0.animated = newValue } }
    }

    public var summary: Located<String>? {
        get { details.read(\.summary) }
        set { details.write { $0.summary = newValue } }
    }

    /// What a popover points at.
    public var anchor: Located<PopoverAnchor>? {
        get { details.read(\.anchor) }
        set { details.write { $0.anchor = newValue } }
    }

    /// The heights a sheet rests at; the list's own place is that of `detents:`.
    public var detents: Located<[Located<SheetDetent>]>? {
        get { details.read(\.detents) }
        set { details.write { $0.detents = newValue } }
    }

    public var grabber: Located<Bool>? {
        get { details.read(\.grabber) }
        set { details.write { $0.grabber = newValue } }
    }

    public var modalTransition: Located<ModalTransition>? {
        get { details.read(\.modalTransition) }
        set { details.write { $0.modalTransition = newValue } }
    }

    public var modalInPresentation: Located<Bool>? {
        get { details.read(\.modalInPresentation) }
        set { details.write { $0.modalInPresentation = newValue } }
    }

    /// How the rules judge the diagnostics about this transition.
    public var lint: LintDeclaration? {
        get { details.read(\.lint) }
        set { details.write { $0.lint = newValue } }
    }

    /// The segue's identifier, when `segue` names one.
    public var segueIdentifier: Located<String>? {
        guard let segue, case .named(let identifier) = segue.value else { return nil }
        return Located(identifier, at: segue.position)
    }
}

/// A `lint:` mapping: the rules whose warnings a spec, a screen or a transition turns off, and
/// those it makes errors, by identifier as written.
public struct LintDeclaration: Sendable, Equatable {
    public var disable: [Located<String>] = []
    public var errors: [Located<String>] = []

    public init(disable: [Located<String>] = [], errors: [Located<String>] = []) {
        self.disable = disable
        self.errors = errors
    }
}

/// One entry of `outputs:`: a file that `navgen generate` writes.
public struct OutputDeclaration: Sendable {
    /// Where the entry starts.
    public var position: SourcePosition
    public var template: Located<String>?
    public var output: Located<String>?
    public var accessLevel: Located<AccessLevel>?

    public init(position: SourcePosition) {
        self.position = position
    }
}

/// The path an output of `outputs:` writes, as one place decides for the graph's outputs and for
/// the rules that report the others (empty-name, duplicate-output).
enum OutputPath {
    /// A blank path, which names no file.
    case blank(Located<String>)
    /// The first output to write the path: the graph's output.
    case first(Located<String>)
    /// A path that the output at `first` writes already.
    case repeated(Located<String>, first: Located<String>)
}

extension Array where Element == OutputDeclaration {
    /// The path of each output that names a template and a path, in order: the others lack a
    /// required key, which the decoder reports.
    var paths: [(declaration: OutputDeclaration, path: OutputPath)] {
        var firstOfPath: [String: Located<String>] = [:]
        return compactMap { declaration in
            guard declaration.template != nil, let path = declaration.output else { return nil }
            if path.value.allSatisfy(\.isWhitespace) { return (declaration, .blank(path)) }
            if let first = firstOfPath[path.value] { return (declaration, .repeated(path, first: first)) }
            firstOfPath[path.value] = path
            return (declaration, .first(path))
        }
    }
}

/// One entry of a screen's `alerts:`: a titled message with one button that dismisses it.
public struct AlertDeclaration: Sendable {
    public var name: Located<String>
    public var parameters: [ParameterDeclaration]
    public var title: Located<String>?
    public var message: Located<String>?
    public var dismiss: Located<String>?

    public init(name: Located<String>) {
        self.name = name
        self.parameters = []
    }
}

extension ScreenDeclaration {
    /// Calls `body` with each of its parameters, then with those of its alerts, in order.
    func forEachParameter(_ body: (ParameterDeclaration) -> Void) {
        for parameter in parameters { body(parameter) }
        for alert in alerts {
            for parameter in alert.parameters { body(parameter) }
        }
    }
}
