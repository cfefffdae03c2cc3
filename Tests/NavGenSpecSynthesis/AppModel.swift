/// An app as a navigation spec describes it, one spec per module: what the synthesizer draws, the
/// spec and support code writers write, and the shrinker makes smaller. Screens are referred to by
/// module and name, so that removing one leaves the others' references as they were.
public struct AppModel: Hashable, Sendable {
    /// The modules, each after those it includes; the last is the app, whose spec includes the others.
    public var modules: [Module]

    public init(modules: [Module]) {
        self.modules = modules
    }

    /// Whether the app has more than one module: its parameter types are then in a module of their
    /// own, `Models`, which every module imports.
    public var isModular: Bool { modules.count > 1 }

    /// The module named `name`.
    public func module(named name: String) -> Module? {
        modules.first { $0.name == name }
    }

    /// The screen that `reference` names.
    public func screen(_ reference: ScreenReference) -> Screen? {
        module(named: reference.module)?.screens.first { $0.name == reference.screen }
    }
}

/// A screen of some module.
public struct ScreenReference: Hashable, Sendable, Comparable {
    public var module: String
    public var screen: String

    public init(module: String, screen: String) {
        self.module = module
        self.screen = screen
    }

    public static func < (lhs: ScreenReference, rhs: ScreenReference) -> Bool {
        (lhs.module, lhs.screen) < (rhs.module, rhs.screen)
    }
}

/// One module: its spec, and the Swift module its code is compiled into.
public struct Module: Hashable, Sendable {
    /// The Swift module's name.
    public var name: String
    /// Whether the spec says `module:`; every included spec must, the app's may.
    public var declaresName: Bool
    /// The modules whose specs this one includes directly.
    public var includes: [String]
    /// `imports:` beyond the parameter types' module, which the writers add where it is needed.
    public var imports: [String]
    public var defaults: Defaults
    public var screens: [Screen]
    public var transitions: [Transition]
    public var cells: [Cell]
    public var views: [NibView]
    public var links: LinkHosts?
    public var outputs: [Output]
    public var versionInHeader: Bool
    /// `lint:` at the top of the spec.
    public var lint: LintSettings?

    public init(name: String) {
        self.name = name
        declaresName = true
        includes = []
        imports = []
        defaults = Defaults()
        screens = []
        transitions = []
        cells = []
        views = []
        links = nil
        outputs = []
        versionInHeader = false
        lint = nil
    }

    /// A reference to this module's screen `name`.
    public func reference(_ name: String) -> ScreenReference {
        ScreenReference(module: self.name, screen: name)
    }

    /// The path of the module's spec, relative to the app's root.
    public var specPath: String { "\(name)/navigation.yml" }

    /// The screen named `name`.
    public func screen(named name: String) -> Screen? {
        screens.first { $0.name == name }
    }

    /// How the screen takes its parameters.
    public func injection(of screen: Screen) -> Injection {
        screen.injection ?? defaults.injection ?? .initializer
    }

    /// Where the screen's storyboard or nib is.
    public func bundle(of screen: Screen) -> BundleChoice {
        screen.bundle ?? defaults.bundle ?? .main
    }

    /// The screens the stack router (`swiftui-stack`) has a route to: the destinations of the
    /// module's forward transitions but segues, each once, in order.
    public var stackRoutes: [ScreenReference] {
        var routes: [ScreenReference] = []
        for transition in transitions where !transition.style.goesBack && !transition.style.isStoryboardSegue {
            if let target = transition.to, !routes.contains(target) { routes.append(target) }
        }
        return routes
    }

    /// What the screen's factory takes: its parameters, then those of the screens its container
    /// holds, depth first, one of each name.
    public func parametersBelow(_ screen: Screen) -> [Parameter] {
        var result = screen.parameters
        for child in screen.container?.children ?? [] {
            guard let held = self.screen(named: child) else { continue }
            for parameter in parametersBelow(held) where !result.contains(where: { $0.name == parameter.name }) {
                result.append(parameter)
            }
        }
        return result
    }
}

public enum AccessLevel: String, Hashable, Sendable, CaseIterable, Comparable {
    case `internal`, package, `public`

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// What a declaration of this level starts with: `public `, `package `, or nothing.
    public var keyword: String { self == .internal ? "" : rawValue + " " }
}

public enum Injection: String, Hashable, Sendable {
    case initializer, property
}

public enum BundleChoice: String, Hashable, Sendable {
    case main, module
}

public enum Observation: String, Hashable, Sendable {
    case observableObject, observable
}

/// `defaults:`; nil leaves a key out, for navgen's own default.
public struct Defaults: Hashable, Sendable {
    public var accessLevel: AccessLevel?
    public var injection: Injection?
    public var bundle: BundleChoice?
    public var observation: Observation?

    public init() {}

    public var isEmpty: Bool { accessLevel == nil && injection == nil && bundle == nil && observation == nil }
}

/// An entry of `outputs:`.
public struct Output: Hashable, Sendable {
    public var template: String
    public var path: String
    public var accessLevel: AccessLevel?

    public init(template: String, path: String, accessLevel: AccessLevel?) {
        self.template = template
        self.path = path
        self.accessLevel = accessLevel
    }
}

/// The class of a screen's view controller.
public enum ClassChoice: Hashable, Sendable {
    /// navgen's default: `<name>ViewController`, or UIKit's container class.
    case derived
    /// A class of the app's own, of this screen only.
    case own(String)
    /// A class of the app's own that several screens have.
    case shared(String)
    /// A class of Apple's frameworks, in the module named.
    case framework(String, module: String)
}

/// Where a screen's view controller comes from.
public enum Source: Hashable, Sendable {
    case storyboard(Storyboard)
    /// A nib, named or by default the class's name.
    case nib(String?)
    case code
}

public struct Storyboard: Hashable, Sendable {
    /// The file's name; nil for navgen's default, the screen's name.
    public var name: String?
    public var identifier: StoryboardIdentifier
    public var isInitial: Bool

    public init(name: String?, identifier: StoryboardIdentifier, isInitial: Bool) {
        self.name = name
        self.identifier = identifier
        self.isInitial = isInitial
    }

    /// Whether the scene has a storyboard ID, by which its factory creates it: a custom one, or
    /// the class's name for a scene that is not the initial one.
    public var hasIdentifier: Bool {
        if case .custom = identifier { return true }
        return identifier == .derived && !isInitial
    }
}

public enum StoryboardIdentifier: Hashable, Sendable {
    /// navgen's default, the class's name.
    case derived
    case custom(String)
    /// `identifier: false`: a scene that no code creates.
    case none
}

/// The screens a container view controller holds.
public enum Container: Hashable, Sendable {
    case navigation(root: String)
    case tabs([String])
    case split(primary: String, secondary: String)

    /// The names of the screens it holds, in order.
    public var children: [String] {
        switch self {
        case .navigation(let root): [root]
        case .tabs(let tabs): tabs
        case .split(let primary, let secondary): [primary, secondary]
        }
    }
}

public struct Screen: Hashable, Sendable {
    public var name: String
    public var className: ClassChoice
    /// The SwiftUI view type; nil for `<name>View`.
    public var viewName: String?
    public var source: Source
    public var bundle: BundleChoice?
    /// Another bundle that holds its nib (`bundleIdentifier`), a framework's.
    public var bundleIdentifier: String?
    public var injection: Injection?
    public var isPublic: Bool
    public var isEntry: Bool
    public var inNavigation: Bool
    public var container: Container?
    public var summary: String?
    public var parameters: [Parameter]
    public var alerts: [Alert]
    public var links: [LinkPattern]
    /// Whether the spec writes the screen as a flow mapping on one line.
    public var isWrittenInFlowStyle: Bool
    public var lint: LintSettings?

    public init(name: String, source: Source) {
        self.name = name
        className = .derived
        viewName = nil
        self.source = source
        bundle = nil
        injection = nil
        isPublic = false
        isEntry = false
        inNavigation = false
        container = nil
        summary = nil
        parameters = []
        alerts = []
        links = []
        isWrittenInFlowStyle = false
        lint = nil
    }

    public var storyboard: Storyboard? {
        if case .storyboard(let storyboard) = source { return storyboard }
        return nil
    }

    /// Whether code can create the screen: all but a storyboard scene without identifier.
    public var hasFactory: Bool { storyboard?.identifier != StoryboardIdentifier.none }

    /// Whether its class is the app's own, of this screen alone: its members go on its class
    /// rather than in an enum, `<name>Screen`.
    public var hasOwnClass: Bool {
        switch className {
        case .derived: container == nil
        case .own: true
        case .shared, .framework: false
        }
    }
}

/// A parameter of a screen or an alert: an entry of ``ParameterCatalog``.
public struct Parameter: Hashable, Sendable {
    public var kind: ParameterKind
    /// Whether the spec writes it in the long form, with a summary.
    public var summary: String?

    public init(_ kind: ParameterKind, summary: String? = nil) {
        self.kind = kind
        self.summary = summary
    }

    public var name: String { kind.name }
}

public struct Alert: Hashable, Sendable {
    public var name: String
    public var title: String
    public var message: String
    public var dismiss: String?
    public var parameters: [Parameter]

    public init(name: String, title: String, message: String, dismiss: String?, parameters: [Parameter]) {
        self.name = name
        self.title = title
        self.message = message
        self.dismiss = dismiss
        self.parameters = parameters
    }
}

/// A URL pattern of a screen's `links`.
public struct LinkPattern: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        case literal(String)
        /// A `{placeholder}` naming a parameter.
        case value(String)
    }

    public struct QueryItem: Hashable, Sendable {
        public var name: String
        public var parameter: String

        public init(name: String, parameter: String) {
            self.name = name
            self.parameter = parameter
        }
    }

    public var segments: [Segment]
    public var query: [QueryItem]

    public init(segments: [Segment], query: [QueryItem]) {
        self.segments = segments
        self.query = query
    }

    /// The names of the parameters its path carries, in order.
    public var pathValues: [String] {
        segments.compactMap { segment -> String? in
            if case .value(let name) = segment { return name }
            return nil
        }
    }

    /// The names of the parameters it carries, path first, in order.
    public var carried: [String] { pathValues + query.map(\.parameter) }

    /// The pattern as the spec writes it: `/users/{userID}?tab={tab}`.
    public var text: String {
        let path = segments.map { segment in
            switch segment {
            case .literal(let text): "/" + text
            case .value(let name): "/{\(name)}"
            }
        }.joined()
        let items = query.map { "\($0.name)={\($0.parameter)}" }.joined(separator: "&")
        return (path.isEmpty ? "/" : path) + (items.isEmpty ? "" : "?" + items)
    }
}

/// The top-level `links:`.
public struct LinkHosts: Hashable, Sendable {
    /// nil leaves `schemes` out, for navgen's default, `[https]`.
    public var schemes: [String]?
    public var hosts: [String]
    public var appIDs: [String]

    public init(schemes: [String]?, hosts: [String], appIDs: [String]) {
        self.schemes = schemes
        self.hosts = hosts
        self.appIDs = appIDs
    }
}

public enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
    case push, present, fullScreen, overFullScreen, pageSheet, formSheet, segue, popover, unwind, embed, dismiss, pop, popToRoot, popTo

    /// Whether it presents its destination modally.
    public var presents: Bool {
        [.present, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover].contains(self)
    }

    /// Whether UIKit shows the presentation as a sheet, which takes detents and a grabber.
    public var isSheet: Bool { [.present, .pageSheet, .formSheet].contains(self) }

    /// Whether it goes back in code rather than show a screen.
    public var goesBack: Bool { [.dismiss, .pop, .popToRoot, .popTo].contains(self) }

    /// Whether the storyboard performs it: a segue, an unwind or an embed segue.
    public var isStoryboardSegue: Bool { [.segue, .unwind, .embed].contains(self) }
}

public enum Anchor: String, Hashable, Sendable {
    case view, barButtonItem
}

public enum Detent: Hashable, Sendable {
    case medium, large, height(Int)

    public var text: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .height(let points): "\(points)"
        }
    }
}

public struct Transition: Hashable, Sendable {
    public var from: ScreenReference
    public var to: ScreenReference?
    public var style: TransitionStyle
    /// `style` written out even where it is the default, `push`.
    public var writesStyle: Bool
    public var name: String?
    public var segue: String?
    /// A segue only the storyboard performs (`segue: false`), with no `segue` of its own.
    public var isSegueWithoutIdentifier = false
    public var embedsInNavigation: Bool
    public var animated: Bool?
    public var summary: String?
    public var anchor: Anchor?
    public var detents: [Detent]?
    public var grabber: Bool?
    public var modalTransition: String?
    public var modalInPresentation: Bool?
    public var lint: LintSettings?

    public init(from: ScreenReference, to: ScreenReference?, style: TransitionStyle) {
        self.from = from
        self.to = to
        self.style = style
        writesStyle = style != .push
        name = nil
        segue = nil
        embedsInNavigation = false
        animated = nil
        summary = nil
        anchor = nil
        detents = nil
        grabber = nil
        modalTransition = nil
        modalInPresentation = nil
        lint = nil
    }
}

/// A `lint:` mapping of a spec, a screen or a transition (docs/Spec.md, Rules): the rules whose
/// warnings it turns off, and those it makes errors, by identifier.
public struct LintSettings: Hashable, Sendable {
    public var disable: [String]
    public var errors: [String]

    public init(disable: [String] = [], errors: [String] = []) {
        self.disable = disable
        self.errors = errors
    }

    /// The rules that report warnings, which a spec may turn off (docs/Spec.md, Rules), verify's
    /// among them (docs/Storyboards.md, The rules); `SynthesisTests` holds them to navgen's own.
    public static let warningRules = [
        "missing-framework-import", "push-without-navigation", "pop-without-navigation", "dismiss-without-presentation",
        "isolated-screen", "unreachable-screen", "template-skips-transition", "template-ignores-key", "inherited-property-storage",
        "duplicate-interface-file", "no-interface-files", "class-without-module", "repeated-storyboard-identifier",
        "unmentioned-scene",
    ]
}

public enum CellKind: String, Hashable, Sendable {
    case table, collection
}

public enum CellNib: Hashable, Sendable {
    case derived
    case named(String)
    /// `nib: false`: the class is registered.
    case none
}

public struct Cell: Hashable, Sendable {
    public var className: String
    public var kind: CellKind
    public var nib: CellNib
    public var identifier: String?
    public var bundle: BundleChoice?

    public init(className: String, kind: CellKind, nib: CellNib, identifier: String?, bundle: BundleChoice?) {
        self.className = className
        self.kind = kind
        self.nib = nib
        self.identifier = identifier
        self.bundle = bundle
    }
}

/// A `UIView` subclass that loads itself from a nib (`views:`).
public struct NibView: Hashable, Sendable {
    public var className: String
    public var nib: String?
    public var bundle: BundleChoice?

    public init(className: String, nib: String?, bundle: BundleChoice?) {
        self.className = className
        self.nib = nib
        self.bundle = bundle
    }
}
