/// A validated navigation spec with every default applied: what the generators read.
///
/// Screens, cells, views and transitions keep the order of the spec, so that generated code
/// follows it. Transitions refer to screens by their index in ``screens``.
public struct NavigationGraph: Sendable {
    /// The spec's path as the user gave it.
    public var specFile: String
    /// Modules the generated code imports besides the UI framework, as written.
    public var imports: [String]
    public var accessLevel: AccessLevel
    /// How the SwiftUI routers are observed.
    public var observation: Observation
    /// Where the spec says `defaults.observation`, when it does.
    public var observationPosition: SourcePosition?
    /// The oldest iOS the generated file runs on (`defaults.deploymentTarget`), where the spec
    /// names one: like the access level, the generated file's own, not its included specs'.
    public var deploymentTarget: Located<IOSVersion>?
    public var screens: [Screen]
    public var cells: [Cell]
    public var views: [NibView]
    public var transitions: [Transition]
    /// The transitions that go back (`dismiss`, `pop`, `popToRoot`, `popTo`), in the order of the spec.
    public var backTransitions: [BackTransition] = []
    /// The files `navgen generate` writes when no output is named on the command line.
    public var outputs: [Output]
    /// Whether the generated header names navgen's version (`versionInHeader`).
    public var versionInHeader = false
    /// The URLs the app opens and the screens they show; nil when the spec has no links.
    public var deepLinks: DeepLinks?
    /// The module the spec's generated code is part of (`module:`), nil when it names none.
    public var module: String?
    /// The modules of the included specs whose `outputs` name the `swiftui-stack` template: the
    /// modules that declare a stack router, whose routes this spec's stack router wraps.
    public var modulesWithStackRouters: Set<String> = []
    /// How the spec and the command line tune the rules, for the problems found after validation.
    public var ruleTuning = RuleTuning()
    /// The screens of each class that several screens share, in the order of the spec: why each
    /// of them has a type of its own (``Screen/Host/namespace(_:)``), which its doc comment says.
    public var screensOfSharedClass: [String: [ScreenIndex]] = [:]

    public init(
        specFile: String, imports: [String], accessLevel: AccessLevel, observation: Observation = .observableObject,
        screens: [Screen], cells: [Cell], views: [NibView], transitions: [Transition], outputs: [Output] = []
    ) {
        self.specFile = specFile
        self.imports = imports
        self.accessLevel = accessLevel
        self.observation = observation
        self.screens = screens
        self.cells = cells
        self.views = views
        self.transitions = transitions
        self.outputs = outputs
    }
}

extension NavigationGraph {
    /// For each screen index, the transitions that start from it, in the order of the spec: one
    /// pass over the transitions, for generators that visit every screen.
    public var transitionsBySource: Table<Screen, [Transition]> {
        var outgoing = Table<Screen, [Transition]>(repeating: [], count: screens.count)
        for transition in transitions {
            outgoing[transition.source].append(transition)
        }
        return outgoing
    }
}

/// A file the spec asks for: which template renders it, and where it goes.
public struct Output: Sendable, Equatable {
    /// A built-in template's name or the path of a `.mustache` file, relative to the spec's folder,
    /// where it was written: only the generator knows which names exist.
    public var template: Located<String>
    /// The file's path relative to the spec's folder.
    public var path: String
    /// Overrides the spec's access level for this file.
    public var accessLevel: AccessLevel?

    public init(template: Located<String>, path: String, accessLevel: AccessLevel? = nil) {
        self.template = template
        self.path = path
        self.accessLevel = accessLevel
    }
}

/// A screen: one view controller (UIKit) or view (SwiftUI).
public struct Screen: Sendable, Equatable {
    /// How the view controller is created.
    public enum Source: Sendable, Equatable {
        /// From a storyboard, by its storyboard ID or as its initial view controller.
        case storyboard(Storyboard)
        /// From a nib of this name.
        case nib(String)
        /// By its initializer, in code.
        case code

        /// The spec's word for the source.
        public var kind: ScreenSource {
            switch self {
            case .storyboard: .storyboard
            case .nib: .nib
            case .code: .code
            }
        }
    }

    public struct Storyboard: Sendable, Equatable {
        /// The file name without `.storyboard`.
        public var name: String
        /// Which scene of the storyboard is the screen's.
        public var scene: Scene
        /// The storyboard's property in the generated registry (`UIStoryboard.mainMenu`): its name
        /// as a lowerCamelCase identifier, which the validator keeps unique among storyboards.
        public var registryName: String
        /// Whether the scene is the storyboard's initial view controller: found as it (``Scene/initial``),
        /// or found by its storyboard ID and the initial one too, which verify checks.
        public var isInitial: Bool

        /// How a storyboard's scene is found, and so how the view controller is created.
        public enum Scene: Sendable, Equatable {
            /// By its storyboard ID, with `instantiateViewController(identifier:)`, also when it is
            /// the initial view controller: an ID names one scene wherever the storyboard starts.
            case identifier(String)
            /// As the storyboard's initial view controller, which has no storyboard ID.
            case initial
            /// It has no storyboard ID: the storyboard creates it through a segue or as the child of a
            /// container, and no code can.
            case unidentified
        }

        public init(name: String, scene: Scene, registryName: String, isInitial: Bool = false) {
            self.name = name
            self.scene = scene
            self.registryName = registryName
            self.isInitial = isInitial || scene == .initial
        }

        /// The storyboard ID, when the scene has one.
        public var identifier: String? {
            if case .identifier(let identifier) = scene { return identifier }
            return nil
        }
    }

    /// Where the generated members of a screen (its factory, identifier, transitions) live.
    public enum Host: Sendable, Equatable {
        /// In an extension of the screen's class, which is the app's own and no other screen's.
        case ownClass
        /// In a type of their own named after the screen (`AboutScreen`), because the class is
        /// UIKit's or shared with other screens: an extension of it would give every screen of the
        /// class, or every view controller of the app, the members of one screen.
        case namespace(String)
    }

    public var name: String
    public var className: String
    public var viewType: String
    public var source: Source
    public var bundle: BundleChoice
    /// The identifier of another bundle that holds its storyboard or nib, which `bundle` then
    /// does not say: see ``ScreenDeclaration/bundleIdentifier``.
    public var bundleIdentifier: String?
    public var injection: Injection
    public var isEntry: Bool
    public var summary: String?
    public var parameters: [Parameter]
    public var alerts: [Alert]
    /// The screens the view controller holds, when it is a container.
    public var container: Container?
    /// Whether the spec says that the app shows the screen inside a navigation controller.
    public var isInNavigation: Bool
    public var host: Host
    /// Where the screen is declared, for problems found after validation.
    public var location: SourceLocation?
    /// The module of the spec that declares the screen, nil when that spec names none.
    public var module: String?
    /// Whether a spec the graph's spec includes declares the screen: its code is that module's.
    public var isExternal = false
    /// Whether other modules may show it (`public: true`).
    public var isPublic = false
    /// Whether the module of a screen that a spec the graph's spec includes declares, its own
    /// transitions give it a `Route` and `navigate(to:)` that the graph's spec sees (the module's
    /// UIKit code is `public` or `package`): the transitions the graph's spec adds to the screen
    /// then get their methods only, since a `Route` of its own would clash with the module's.
    public var hasVisibleRoutesOfItsModule = false

    /// The class a screen gets when the spec names none: the UIKit class of its kind of
    /// container, if it is one; else `<name>ViewController`, or the name itself when it already
    /// ends in `Controller`.
    public static func defaultClassName(of screenName: String, container: Container.Kind? = nil) -> String {
        container?.baseClass ?? (screenName.hasSuffix("Controller") ? screenName : screenName + "ViewController")
    }

    /// The class the screen has when the spec names none.
    public var defaultClassName: String {
        Self.defaultClassName(of: name, container: container?.kind)
    }

    /// The type that holds the members of a screen whose class cannot: `<name>Screen`, or the name
    /// itself when it already ends in `Screen`.
    public static func namespaceName(of screenName: String) -> String {
        screenName.hasSuffix("Screen") ? screenName : screenName + "Screen"
    }

    /// The type that holds the screen's generated members: its class, or its own type.
    public var hostType: String {
        switch host {
        case .ownClass: className
        case .namespace(let name): name
        }
    }

    /// The storyboard the screen comes from, or nil when it does not come from one.
    public var storyboard: Storyboard? {
        if case .storyboard(let storyboard) = source { return storyboard }
        return nil
    }

    /// Whether code can create the view controller: all but a storyboard scene without storyboard ID.
    public var hasFactory: Bool {
        storyboard?.scene != .unidentified
    }

    public init(
        name: String, className: String, viewType: String, source: Source, bundle: BundleChoice,
        injection: Injection, isEntry: Bool, summary: String?, parameters: [Parameter], alerts: [Alert] = [],
        container: Container? = nil, isInNavigation: Bool = false, host: Host = .ownClass, location: SourceLocation? = nil
    ) {
        self.name = name
        self.className = className
        self.viewType = viewType
        self.source = source
        self.bundle = bundle
        self.injection = injection
        self.isEntry = isEntry
        self.summary = summary
        self.parameters = parameters
        self.alerts = alerts
        self.container = container
        self.isInNavigation = isInNavigation
        self.host = host
        self.location = location
    }
}

/// The screens a container view controller holds, by their index in ``NavigationGraph/screens``.
public enum Container: Sendable, Equatable {
    /// A `UINavigationController` and the root of its stack.
    case navigation(root: ScreenIndex)
    /// A `UITabBarController` and its tabs, in the order of the tab bar.
    case tabs([ScreenIndex])
    /// A `UISplitViewController` and the screens of its primary and secondary columns.
    case split(primary: ScreenIndex, secondary: ScreenIndex)

    /// The kinds of container, and the UIKit class of each.
    public enum Kind: String, Sendable, CaseIterable {
        case navigation, tabs, split

        /// What a message calls it.
        public var noun: String {
            switch self {
            case .navigation: "navigation controller"
            case .tabs: "tab bar controller"
            case .split: "split view controller"
            }
        }

        /// The UIKit class a container of this kind is, or inherits from.
        public var baseClass: String {
            switch self {
            case .navigation: "UINavigationController"
            case .tabs: "UITabBarController"
            case .split: "UISplitViewController"
            }
        }

        /// The role of the child at `position` of ``Container/children``, for messages and
        /// pictures: `root`, `tab 2`, `primary column`.
        public func child(at position: Int) -> String {
            switch self {
            case .navigation: "root"
            case .tabs: "tab \(position + 1)"
            case .split: position == 0 ? "primary column" : "secondary column"
            }
        }

        /// Where the child at `position` of ``Container/children`` is, for messages: `the root`,
        /// `tab 2`, `the primary column`.
        public func place(ofChildAt position: Int) -> String {
            self == .tabs ? child(at: position) : "the " + child(at: position)
        }
    }

    public var kind: Kind {
        switch self {
        case .navigation: .navigation
        case .tabs: .tabs
        case .split: .split
        }
    }

    /// The screens it holds, in order: the root; the tabs; the primary, then the secondary screen.
    public var children: [ScreenIndex] {
        switch self {
        case .navigation(let root): [root]
        case .tabs(let tabs): tabs
        case .split(let primary, let secondary): [primary, secondary]
        }
    }
}

/// An alert a screen shows: a title, a message and one button that dismisses it.
public struct Alert: Sendable, Equatable {
    public var name: String
    public var parameters: [Parameter]
    public var title: AlertText
    public var message: AlertText
    public var dismiss: AlertText

    public init(name: String, parameters: [Parameter], title: AlertText, message: AlertText, dismiss: AlertText) {
        self.name = name
        self.parameters = parameters
        self.title = title
        self.message = message
        self.dismiss = dismiss
    }
}

/// An alert's text: literal text and `{name}` placeholders for the alert's parameters.
public struct AlertText: Sendable, Equatable {
    public enum Part: Sendable, Equatable {
        case text(String)
        case parameter(String)
    }

    public var parts: [Part]

    public init(_ parts: [Part]) {
        self.parts = parts
    }
}

/// A value a screen needs to be created.
public struct Parameter: Sendable, Equatable {
    public var name: String
    /// Swift type syntax, as the user wrote it.
    public var type: String
    /// A Swift expression, as the user wrote it.
    public var defaultValue: String?
    public var summary: String?
    /// Where the type is written, for problems found after validation: a type that one output
    /// cannot use.
    public var typeLocation: SourceLocation?

    public init(
        name: String, type: String, defaultValue: String? = nil, summary: String? = nil, typeLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
        self.typeLocation = typeLocation
    }
}

/// A reusable table or collection view cell.
public struct Cell: Sendable, Equatable {
    public var className: String
    public var kind: CellKind
    /// The nib to register, or nil to register the class itself.
    public var nib: String?
    public var reuseIdentifier: String
    public var bundle: BundleChoice
    /// Where the cell is declared, for problems found after validation.
    public var location: SourceLocation?

    public init(
        className: String, kind: CellKind, nib: String?, reuseIdentifier: String, bundle: BundleChoice,
        location: SourceLocation? = nil
    ) {
        self.className = className
        self.kind = kind
        self.nib = nib
        self.reuseIdentifier = reuseIdentifier
        self.bundle = bundle
        self.location = location
    }
}

/// A custom view that loads itself from a nib.
public struct NibView: Sendable, Equatable {
    public var className: String
    public var nib: String
    public var bundle: BundleChoice
    /// Where the view is declared, for problems found after validation.
    public var location: SourceLocation?

    public init(className: String, nib: String, bundle: BundleChoice, location: SourceLocation? = nil) {
        self.className = className
        self.nib = nib
        self.bundle = bundle
        self.location = location
    }
}

/// A way from one screen to another.
public struct Transition: Sendable, Equatable {
    /// The transition's name in lowerCamelCase (`userInfo`), from which method and case names come.
    public var name: String
    /// The index of the source screen in ``NavigationGraph/screens``.
    public var source: ScreenIndex
    /// The index of the destination screen in ``NavigationGraph/screens``.
    public var destination: ScreenIndex
    public var style: TransitionStyle
    /// The storyboard segue identifier, for styles `segue`, `unwind` and `embed`; nil for a segue
    /// without one (`segue: false`, or an embed segue without `segue`).
    public var segue: String?
    /// What the destination is presented in; nil when it is shown as it is.
    public var embedding: Embedding?
    public var isAnimated: Bool
    public var summary: String?
    /// Where the transition is declared, for problems found after validation.
    public var location: SourceLocation?
    /// How a presentation looks beyond its style: none of it for a push or a segue.
    public var presentation = Presentation()
    /// Whether a spec the graph's spec includes declares the transition: its code is that module's.
    public var isExternal = false
    /// The module of the spec that declares the transition, nil when that spec names none: the
    /// module whose routes the `swiftui-stack` template makes of its destination.
    public var module: String?

    /// Whether navgen generates code for the transition: all but a segue without identifier, which
    /// only the storyboard performs and code cannot name. An embed segue, which only the storyboard
    /// performs too, has the members that reach its child.
    public var hasGeneratedCode: Bool { style != .segue || segue != nil }

    /// What a message calls the storyboard's segue of the transition: `embed segue` or `segue`.
    public var segueNoun: String { style == .embed ? "embed segue" : "segue" }

    public init(
        name: String, source: ScreenIndex, destination: ScreenIndex, style: TransitionStyle, segue: String?, embedding: Embedding? = nil,
        isAnimated: Bool, summary: String?, location: SourceLocation? = nil
    ) {
        self.name = name
        self.source = source
        self.destination = destination
        self.style = style
        self.segue = segue
        self.embedding = embedding
        self.isAnimated = isAnimated
        self.summary = summary
        self.location = location
    }
}

/// The details of a presentation that its style leaves open: what a popover points at, the heights
/// a sheet rests at, how the destination comes on screen and whether a swipe may dismiss it.
public struct Presentation: Sendable, Equatable {
    /// What a popover points at; set for style `popover` only.
    public var anchor: PopoverAnchor?
    /// The heights a sheet rests at, in the order of the spec; empty for UIKit's default.
    public var detents: [SheetDetent]
    /// Whether a sheet shows its grabber.
    public var showsGrabber: Bool
    /// How the destination comes on screen; nil for UIKit's default.
    public var modalTransition: ModalTransition?
    /// Whether the destination refuses to be dismissed by a swipe.
    public var isModalInPresentation: Bool

    public init(
        anchor: PopoverAnchor? = nil, detents: [SheetDetent] = [], showsGrabber: Bool = false,
        modalTransition: ModalTransition? = nil, isModalInPresentation: Bool = false
    ) {
        self.anchor = anchor
        self.detents = detents
        self.showsGrabber = showsGrabber
        self.modalTransition = modalTransition
        self.isModalInPresentation = isModalInPresentation
    }
}

extension PopoverAnchor {
    /// The generated method's parameter for it, named like the UIKit property it sets.
    public var parameter: Parameter {
        switch self {
        case .view: Parameter(name: "sourceView", type: "UIView")
        case .barButtonItem: Parameter(name: "barButtonItem", type: "UIBarButtonItem")
        }
    }
}
