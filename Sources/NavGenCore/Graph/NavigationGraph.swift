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
    public var screens: [Screen]
    public var cells: [Cell]
    public var views: [NibView]
    public var transitions: [Transition]
    /// The files `navgen generate` writes when no output is named on the command line.
    public var outputs: [Output]
    /// Whether the generated header names navgen's version (`versionInHeader`).
    public var versionInHeader = false

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
    public var transitionsBySource: [[Transition]] {
        var outgoing = [[Transition]](repeating: [], count: screens.count)
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
    }

    public struct Storyboard: Sendable, Equatable {
        /// The file name without `.storyboard`.
        public var name: String
        /// The storyboard ID, or nil for the storyboard's initial view controller.
        public var identifier: String?
        /// The storyboard's property in the generated registry (`UIStoryboard.mainMenu`): its name
        /// as a lowerCamelCase identifier, which the validator keeps unique among storyboards.
        public var registryName: String

        public init(name: String, identifier: String?, registryName: String) {
            self.name = name
            self.identifier = identifier
            self.registryName = registryName
        }
    }

    public var name: String
    public var className: String
    public var viewType: String
    public var source: Source
    public var bundle: BundleChoice
    public var injection: Injection
    public var isEntry: Bool
    public var summary: String?
    public var parameters: [Parameter]
    public var alerts: [Alert]
    /// Where the screen is declared, for problems found after validation.
    public var location: SourceLocation?

    /// The class a screen gets when the spec names none: `<name>ViewController`, or the name
    /// itself when it already ends in `Controller`.
    public static func defaultClassName(of screenName: String) -> String {
        screenName.hasSuffix("Controller") ? screenName : screenName + "ViewController"
    }

    /// The storyboard the screen comes from, or nil when it does not come from one.
    public var storyboard: Storyboard? {
        if case .storyboard(let storyboard) = source { return storyboard }
        return nil
    }

    public init(
        name: String, className: String, viewType: String, source: Source, bundle: BundleChoice,
        injection: Injection, isEntry: Bool, summary: String?, parameters: [Parameter], alerts: [Alert] = [],
        location: SourceLocation? = nil
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
        self.location = location
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

    public init(name: String, type: String, defaultValue: String? = nil, summary: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
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
    public var source: Int
    /// The index of the destination screen in ``NavigationGraph/screens``.
    public var destination: Int
    public var style: TransitionStyle
    /// The storyboard segue identifier, for style `segue` only.
    public var segue: String?
    public var isAnimated: Bool
    public var summary: String?
    /// Where the transition is declared, for problems found after validation.
    public var location: SourceLocation?

    public init(
        name: String, source: Int, destination: Int, style: TransitionStyle, segue: String?, isAnimated: Bool,
        summary: String?, location: SourceLocation? = nil
    ) {
        self.name = name
        self.source = source
        self.destination = destination
        self.style = style
        self.segue = segue
        self.isAnimated = isAnimated
        self.summary = summary
        self.location = location
    }
}
