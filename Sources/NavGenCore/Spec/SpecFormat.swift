/// The shape of spec format version 1: every mapping of the file, its keys, the kind of value each
/// takes, and the words that document it.
///
/// It is the one description of the format: ``SpecDecoder`` takes the allowed and required keys
/// from it, ``SpecSchema`` prints it as a JSON Schema, and a test holds its words to the tables of
/// `docs/Spec.md`, so that the three never disagree.
public enum SpecFormat {
    /// One mapping of the spec (a screen, a transition, …).
    public struct Mapping: Sendable {
        /// The name it has in the schema's `$defs`.
        public let name: String
        /// The heading of its table in `docs/Spec.md`.
        public let section: String
        public let keys: [Key]
        /// Whether an empty entry (`Settings:`) stands for the mapping with no keys.
        public let allowsNull: Bool
        /// The keys as ``NodeReader`` checks them, worked out once rather than for every entry.
        let readerKeys: NodeReader.Keys

        init(name: String, section: String, keys: [Key], allowsNull: Bool) {
            self.name = name
            self.section = section
            self.keys = keys
            self.allowsNull = allowsNull
            self.readerKeys = NodeReader.Keys(allowed: keys.map(\.name), required: keys.filter(\.isRequired).map(\.name))
        }
    }

    /// One key of a mapping.
    public struct Key: Sendable {
        public let name: String
        public let value: Value
        public let isRequired: Bool
        /// The default as a value, where it is one; other defaults are only described.
        public let defaultValue: Literal?
        /// The type, default and meaning columns of its row in `docs/Spec.md`, as written there.
        public let typeText: String
        public let defaultText: String
        public let meaning: String
        /// Required unless the key named here has one of these values: `to`, which the styles
        /// that go back to whichever screen came before do not take.
        public var requiredUnless: (key: String, values: [String])? = nil
    }

    /// The kinds of value a key takes.
    public indirect enum Value: Sendable {
        case string
        case boolean
        /// The format version: the integer `1`.
        case version
        /// One of a few words.
        case choice([String])
        /// A template: a built-in template's name or a `.mustache` path.
        case template
        /// A name, or `false` for none (a cell's nib, a screen's storyboard ID).
        case nameOrFalse
        /// A parameter: its type alone (`user: User`) or the long form.
        case parameter
        case list(of: Value)
        /// The mapping of `$defs` named so.
        case mapping(String)
        /// A mapping from names to values, with at least `minimum` entries.
        case entries(of: Value, minimum: Int)
        /// A sheet detent: one of ``SheetDetent/words``, or a positive number of points.
        case detent
        /// An iOS version (``IOSVersion``), as text or a number: `"17.0"`, `17`.
        case iosVersion
    }

    /// A default that is a plain value.
    public enum Literal: Sendable, Equatable {
        case string(String)
        case boolean(Bool)
        case emptyList
    }

    /// The top level of the file.
    public static let root = Mapping(
        name: "spec", section: "Top level",
        keys: [
            Key(
                name: "version", value: .version, isRequired: true, defaultValue: nil, typeText: "integer",
                defaultText: "required", meaning: "The format version. Only `1` is accepted."),
            Key(
                name: "imports", value: .list(of: .string), isRequired: false, defaultValue: .emptyList,
                typeText: "list of module names", defaultText: "`[]`",
                meaning:
                    "Modules the generated file imports besides UIKit / SwiftUI (for the types parameters use). Sorted in the output."),
            Key(
                name: "defaults", value: .mapping("defaults"), isRequired: false, defaultValue: nil, typeText: "mapping",
                defaultText: "see below", meaning: "Values that apply to every screen and cell unless they set their own."),
            Key(
                name: "screens", value: .entries(of: .mapping("screen"), minimum: 1), isRequired: true, defaultValue: nil,
                typeText: "mapping, non-empty", defaultText: "required",
                meaning: "The screens, in order; each key is a screen's name."),
            Key(
                name: "cells", value: .entries(of: .mapping("cell"), minimum: 0), isRequired: false, defaultValue: nil,
                typeText: "mapping", defaultText: "none",
                meaning: "Reusable table and collection view cells; each key is the cell's class."),
            Key(
                name: "views", value: .entries(of: .mapping("view"), minimum: 0), isRequired: false, defaultValue: nil,
                typeText: "mapping", defaultText: "none",
                meaning: "Custom views that load themselves from a nib; each key is the view's class."),
            Key(
                name: "transitions", value: .list(of: .mapping("transition")), isRequired: false, defaultValue: nil,
                typeText: "list", defaultText: "none", meaning: "The ways from one screen to another, in order."),
            Key(
                name: "links", value: .mapping("links"), isRequired: false, defaultValue: nil, typeText: "mapping",
                defaultText: "none",
                meaning: "The schemes and hosts of the URLs the app opens, for the screens' `links`; see Deep links."),
            Key(
                name: "outputs", value: .list(of: .mapping("output")), isRequired: false, defaultValue: nil,
                typeText: "list", defaultText: "none",
                meaning: "The files `navgen generate` writes and `navgen check` compares; see below."),
            Key(
                name: "module", value: .string, isRequired: false, defaultValue: nil, typeText: "module name",
                defaultText: "none",
                meaning:
                    "The Swift module the generated code is part of; other specs name its screens `Module.Screen`. Required in a spec that another one includes; see Modules."),
            Key(
                name: "includes", value: .list(of: .string), isRequired: false, defaultValue: .emptyList,
                typeText: "list of paths", defaultText: "`[]`",
                meaning:
                    "The specs of the modules this one depends on, relative to its folder: lint, verify and graph see their screens too, and transitions may show them; see Modules."),
            lintKey(meaning: "Turns rules' warnings off, or makes them errors, in this file; see Rules."),
            booleanKey(
                "versionInHeader", default: false,
                meaning:
                    "Writes navgen's version into the header comment of the generated files (`// Generated by navgen 0.1.0 from …`). Off, so that updating navgen changes no generated file."),
        ], allowsNull: false)

    public static let defaults = Mapping(
        name: "defaults", section: "`defaults`",
        keys: [
            choiceKey(
                "accessLevel", AccessLevel.self,
                meaning:
                    "The access level of every generated declaration (the private storyboard registry stays private)."),
            choiceKey(
                "injection", Injection.self,
                meaning:
                    "How parameters reach a view controller: through its initializer (so its state can be `private let`), or through properties set after it is created."),
            choiceKey(
                "bundle", BundleChoice.self,
                meaning:
                    "Where storyboards and nibs are: the app's main bundle, or `Bundle.module` of a Swift package target."),
            choiceKey(
                "observation", Observation.self,
                meaning:
                    "How SwiftUI routers are observed: `ObservableObject` with `@Published` (iOS 13), or the Observation framework's `@Observable` (iOS 17)."),
            choiceKey(
                "source", ScreenSource.self,
                meaning: "Where the view controllers of the screens without `source` come from: a spec of screens made in code says `code` once."),
            Key(
                name: "storyboard", value: .string, isRequired: false, defaultValue: nil, typeText: "string",
                defaultText: "each screen's name",
                meaning:
                    "The storyboard of the storyboard screens without `storyboard`: an app whose scenes are all in `Main.storyboard` says `Main` once."),
            Key(
                name: "deploymentTarget", value: .iosVersion, isRequired: false, defaultValue: nil,
                typeText: "iOS version: `\"17.0\"`, `18`", defaultText: "none",
                meaning:
                    "The oldest iOS the app runs on, \(IOSVersion.oldestSupported.major) at least: the generated file uses the APIs of that release (from 18, SwiftUI's `Tab` in tab bars), and `lint` and `generate` refuse a choice of the spec that needs a newer one; see Deployment target. Without it, the files are as they always were, and nothing is checked."),
        ], allowsNull: false)

    public static let screen = Mapping(
        name: "screen", section: "`screens`",
        keys: [
            Key(
                name: "class", value: .string, isRequired: false, defaultValue: nil, typeText: "identifier",
                defaultText:
                    "`<name>ViewController` (the name itself when it already ends in `Controller`); for a container, `UINavigationController`, `UITabBarController` or `UISplitViewController`",
                meaning: "The view controller class: the app's own, or one of UIKit's (`UIViewController`, `UITableViewController`, …)."),
            Key(
                name: "view", value: .string, isRequired: false, defaultValue: nil, typeText: "identifier",
                defaultText: "`<name>View`", meaning: "The SwiftUI view type."),
            overrideKey("source", ScreenSource.self, meaning: "Where the view controller comes from."),
            Key(
                name: "storyboard", value: .string, isRequired: false, defaultValue: nil, typeText: "string",
                defaultText: "`defaults.storyboard`, else the screen's name",
                meaning: "The storyboard file name without `.storyboard`. Only for source `storyboard`."),
            Key(
                name: "identifier", value: .nameOrFalse, isRequired: false, defaultValue: nil, typeText: "string, or `false`",
                defaultText: "the class, or none with `initial: true`",
                meaning:
                    "The storyboard ID; `false` for a scene without one, which the storyboard creates through a segue or as a container's child, and which has no factory. Only for source `storyboard`."),
            booleanKey(
                "initial", default: false,
                meaning:
                    "The screen is its storyboard's initial view controller. Without `identifier`, its factory creates it as the initial view controller; with one (most initial scenes have a storyboard ID), its factory creates it by the ID, as every other screen's, and `navgen verify` checks both that the scene has the ID and that it is the initial one. Only for source `storyboard`; at most one per storyboard."),
            Key(
                name: "nib", value: .string, isRequired: false, defaultValue: nil, typeText: "string",
                defaultText: "the class", meaning: "The nib name. Only for source `nib`."),
            overrideKey("bundle", BundleChoice.self, meaning: "Overrides the bundle for this screen."),
            optionalString(
                "bundleIdentifier",
                meaning:
                    "The identifier of another bundle that holds the screen's storyboard or nib, such as a framework's (`com.example.Onboarding`): its factory loads it from `Bundle(identifier:)`, and `navgen verify` leaves the screen to that bundle. Only for sources `storyboard` and `nib`; not with `bundle`."),
            overrideKey("injection", Injection.self, meaning: "Overrides the injection for this screen."),
            booleanKey(
                "public", default: false,
                meaning:
                    "Other modules may show the screen: its factory and identifier are `public`, and specs that include this one may name it `Module.Screen`."),
            booleanKey(
                "entry", default: false,
                meaning: "The screen is an entry point of the app: reachability is checked from the entry screens."),
            booleanKey(
                "inNavigation", default: false,
                meaning:
                    "The app shows the screen inside a navigation controller that the spec does not show (set up in code or by a segue), so that it may push."),
            Key(
                name: "root", value: .string, isRequired: false, defaultValue: nil, typeText: "screen name",
                defaultText: "none",
                meaning: "Makes the screen a navigation controller with the named screen at the root of its stack; see Containers."),
            Key(
                name: "tabs", value: .list(of: .string), isRequired: false, defaultValue: nil, typeText: "list of screen names",
                defaultText: "none", meaning: "Makes the screen a tab bar controller (with `swiftui-stack`, a `TabView`) with the named screens as its tabs, in order; see Containers."),
            Key(
                name: "primary", value: .string, isRequired: false, defaultValue: nil, typeText: "screen name",
                defaultText: "none",
                meaning: "Makes the screen a split view controller (with `swiftui-stack`, a `NavigationSplitView`) with the named screen in its primary column; needs `secondary`; see Containers."),
            Key(
                name: "secondary", value: .string, isRequired: false, defaultValue: nil, typeText: "screen name",
                defaultText: "none", meaning: "The named screen in the secondary column of a split view controller; needs `primary`."),
            optionalString("summary", meaning: "A sentence about the screen; becomes the doc comment of its factory."),
            Key(
                name: "parameters", value: .entries(of: .parameter, minimum: 0), isRequired: false, defaultValue: nil,
                typeText: "mapping", defaultText: "none",
                meaning: "What the screen needs to be created, in order: `name: Type`, or the long form below."),
            Key(
                name: "alerts", value: .entries(of: .mapping("alert"), minimum: 0), isRequired: false, defaultValue: nil,
                typeText: "mapping", defaultText: "none", meaning: "The alerts the screen shows; see below."),
            Key(
                name: "links", value: .list(of: .string), isRequired: false, defaultValue: nil,
                typeText: "list of URL patterns", defaultText: "none",
                meaning:
                    "The URLs that open the screen: a path and query items whose `{placeholders}` name parameters (`/users/{userID}?tab={tab}`); see Deep links."),
            lintKey(meaning: "Turns rules' warnings off, or makes them errors, for this screen and the transitions from it; see Rules."),
        ], allowsNull: true)

    public static let links = Mapping(
        name: "links", section: "`links`",
        keys: [
            Key(
                name: "schemes", value: .list(of: .string), isRequired: false, defaultValue: nil, typeText: "list of URL schemes",
                defaultText: "`[https]`",
                meaning:
                    "The schemes a link's URL may have, matched without regard to case; the first one writes a link's URL. `https` (or `http`) makes universal links, any other a custom URL scheme."),
            Key(
                name: "hosts", value: .list(of: .string), isRequired: true, defaultValue: nil, typeText: "list of host names",
                defaultText: "required",
                meaning: "The hosts a link's URL may have, matched without regard to case; the first one writes a link's URL."),
            Key(
                name: "appIDs", value: .list(of: .string), isRequired: false, defaultValue: .emptyList,
                typeText: "list of `TEAMID.bundle.id`", defaultText: "`[]`",
                meaning: "The apps the `apple-app-site-association` output names; that output needs one at least."),
        ], allowsNull: false)

    public static let parameter = Mapping(
        name: "parameter", section: "Parameters",
        keys: [
            Key(
                name: "type", value: .string, isRequired: true, defaultValue: nil, typeText: "Swift type",
                defaultText: "required",
                meaning: "The parameter's type, as Swift syntax: `User`, `[Item]`, `(User?) -> Void`, `Set<Tag>?`."),
            Key(
                name: "default", value: .string, isRequired: false, defaultValue: nil, typeText: "Swift expression",
                defaultText: "none",
                meaning: "The default argument: `\"false\"`, `nil`, `[]`, `'\"\"'`. Quote it so YAML keeps it as text."),
            optionalString("summary", meaning: "Becomes a `- Parameter` line of the doc comment."),
        ], allowsNull: false)

    public static let alert = Mapping(
        name: "alert", section: "Alerts",
        keys: [
            Key(
                name: "title", value: .string, isRequired: true, defaultValue: nil, typeText: "text",
                defaultText: "required", meaning: "The alert's title."),
            Key(
                name: "message", value: .string, isRequired: true, defaultValue: nil, typeText: "text",
                defaultText: "required", meaning: "The alert's message."),
            Key(
                name: "dismiss", value: .string, isRequired: false, defaultValue: .string("OK"), typeText: "text",
                defaultText: "`OK`", meaning: "The title of its one button, which dismisses it."),
            Key(
                name: "parameters", value: .entries(of: .parameter, minimum: 0), isRequired: false, defaultValue: nil,
                typeText: "mapping", defaultText: "none",
                meaning: "Values the texts insert, as screen parameters are written."),
        ], allowsNull: false)

    public static let cell = Mapping(
        name: "cell", section: "`cells`",
        keys: [
            Key(
                name: "kind", value: .choice(CellKind.allCases.map(\.rawValue)), isRequired: true, defaultValue: nil,
                typeText: words(CellKind.self), defaultText: "required",
                meaning: "A `UITableViewCell` or a `UICollectionViewCell`."),
            Key(
                name: "nib", value: .nameOrFalse, isRequired: false, defaultValue: nil, typeText: "string, or `false`",
                defaultText: "the class", meaning: "The nib to register; `false` registers the class itself."),
            Key(
                name: "identifier", value: .string, isRequired: false, defaultValue: nil, typeText: "string",
                defaultText: "the class", meaning: "The reuse identifier."),
            overrideKey("bundle", BundleChoice.self, meaning: "Where the nib is."),
        ], allowsNull: false)

    public static let view = Mapping(
        name: "view", section: "`views`",
        keys: [
            Key(
                name: "nib", value: .string, isRequired: false, defaultValue: nil, typeText: "string",
                defaultText: "the class", meaning: "The nib's name."),
            overrideKey("bundle", BundleChoice.self, meaning: "Where the nib is."),
        ], allowsNull: true)

    public static let output = Mapping(
        name: "output", section: "`outputs`",
        keys: [
            Key(
                name: "template", value: .template, isRequired: true, defaultValue: nil,
                typeText: "a built-in template's name (`navgen template list`) or a `.mustache` path", defaultText: "required",
                meaning: "The template; a path is relative to the spec."),
            Key(
                name: "output", value: .string, isRequired: true, defaultValue: nil, typeText: "path",
                defaultText: "required", meaning: "The file, relative to the spec. Two outputs cannot name one file."),
            overrideKey("accessLevel", AccessLevel.self, meaning: "The access level of this file's declarations."),
        ], allowsNull: false)

    public static let transition = Mapping(
        name: "transition", section: "`transitions`",
        keys: [
            Key(
                name: "from", value: .string, isRequired: true, defaultValue: nil, typeText: "screen name",
                defaultText: "required", meaning: "The screen the transition starts from."),
            Key(
                name: "to", value: .string, isRequired: false, defaultValue: nil, typeText: "screen name",
                defaultText: "see below",
                meaning:
                    "The screen it shows; for `popTo` and `unwind`, the screen it goes back to. Required but for `dismiss`, `pop` and `popToRoot`, which name none.",
                requiredUnless: ("style", TransitionStyle.allCases.filter { !$0.namesDestination }.map(\.rawValue))),
            choiceKey(
                "style", TransitionStyle.self,
                meaning:
                    "How it shows the destination: pushed on the navigation stack, presented modally (with UIKit's default presentation style for `present`, or the named `UIModalPresentationStyle`; a `popover` points at its `anchor`), or by a storyboard segue; held in a container view of the source by its embed segue (`embed`, see Embed segues); or how it goes back: by an unwind segue of the storyboard (`unwind`), or in code with `dismiss`, `pop`, `popToRoot`, `popTo`; see Going back."),
            Key(
                name: "name", value: .string, isRequired: false, defaultValue: nil, typeText: "identifier",
                defaultText: "the destination's name in lowerCamelCase; for going back, see Going back",
                meaning: "Names the generated method (`present` + `UserInfo`) and route case (`userInfo`)."),
            Key(
                name: "segue", value: .nameOrFalse, isRequired: false, defaultValue: nil, typeText: "string, or `false`",
                defaultText: "none",
                meaning:
                    "The segue identifier in the storyboard; `false` for a segue without one, which the storyboard performs (a button's segue) and nothing in code can: it generates nothing, and counts for reachability, `navgen graph` and `navgen verify`. Required with `style: segue` and `style: unwind` (an unwind needs its identifier), optional with `style: embed` (none without it), refused otherwise."),
            Key(
                name: "embed", value: .choice(Embedding.allCases.map(\.rawValue)), isRequired: false, defaultValue: nil,
                typeText: words(Embedding.self), defaultText: "none",
                meaning:
                    "Presents the destination as the root of a new `UINavigationController`, a flow with its own stack. Only for presentations."),
            booleanKey("animated", default: true, meaning: "The default of the generated method's `animated` argument."),
            optionalString("summary", meaning: "Becomes the doc comment of the generated method."),
            Key(
                name: "anchor", value: .choice(PopoverAnchor.allCases.map(\.rawValue)), isRequired: false, defaultValue: nil,
                typeText: words(PopoverAnchor.self), defaultText: "none",
                meaning:
                    "What a popover points at: the generated method takes a `sourceView: UIView` or a `barButtonItem: UIBarButtonItem`. Required with `style: popover`, refused otherwise."),
            Key(
                name: "detents", value: .list(of: .detent), isRequired: false, defaultValue: nil,
                typeText: "list of `medium`, `large` or a height in points", defaultText: "UIKit's (`large`)",
                meaning:
                    "The heights the sheet rests at (`UISheetPresentationController.detents`), without repeats. Only for sheets: `present`, `pageSheet`, `formSheet`."),
            booleanKey(
                "grabber", default: false,
                meaning: "Shows the sheet's grabber (`prefersGrabberVisible`). Only for sheets: `present`, `pageSheet`, `formSheet`."),
            Key(
                name: "modalTransition", value: .choice(ModalTransition.allCases.map(\.rawValue)), isRequired: false,
                defaultValue: nil, typeText: words(ModalTransition.self), defaultText: "UIKit's (`coverVertical`)",
                meaning:
                    "How the destination comes on screen (`modalTransitionStyle`). Only for presentations; `partialCurl` only with `style: fullScreen`."),
            booleanKey(
                "modalInPresentation", default: false,
                meaning: "Keeps a swipe from dismissing the destination (`isModalInPresentation`). Only for presentations."),
            lintKey(meaning: "Turns rules' warnings off, or makes them errors, for this transition; see Rules."),
        ], allowsNull: false)

    public static let lint = Mapping(
        name: "lint", section: "`lint`",
        keys: [
            Key(
                name: "disable", value: .list(of: .choice(Rule.allCases.filter { $0.severity == .warning }.map(\.identifier))),
                isRequired: false, defaultValue: .emptyList, typeText: "list of rule identifiers", defaultText: "`[]`",
                meaning: "Rules whose warnings are not reported. A rule whose problems are errors cannot be turned off."),
            Key(
                name: "errors", value: .list(of: .choice(Rule.allCases.map(\.identifier))), isRequired: false,
                defaultValue: .emptyList, typeText: "list of rule identifiers", defaultText: "`[]`",
                meaning: "Rules whose warnings are reported as errors, which fail `lint`, `generate`, `check` and `verify`."),
        ], allowsNull: false)

    /// Every mapping, the top level first, in the order of `docs/Spec.md`.
    public static let mappings = [root, defaults, screen, parameter, alert, links, cell, view, output, transition, lint]

    // MARK: - Kinds of key that recur

    private static func words<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> String
    where Choice.RawValue == String {
        type.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
    }

    /// A key of a choice with a default (``ChoiceWithDefault``).
    private static func choiceKey<Choice: ChoiceWithDefault>(_ name: String, _ type: Choice.Type, meaning: String) -> Key {
        let value = Choice.whenUnwritten
        return Key(
            name: name, value: .choice(type.allCases.map(\.rawValue)), isRequired: false,
            defaultValue: .string(value.rawValue), typeText: words(type), defaultText: "`\(value.rawValue)`", meaning: meaning)
    }

    /// A key that overrides the `defaults` key of the same name.
    private static func overrideKey<Choice: RawRepresentable & CaseIterable>(
        _ name: String, _ type: Choice.Type, meaning: String
    ) -> Key where Choice.RawValue == String {
        Key(
            name: name, value: .choice(type.allCases.map(\.rawValue)), isRequired: false, defaultValue: nil,
            typeText: words(type), defaultText: "`defaults.\(name)`", meaning: meaning)
    }

    private static func lintKey(meaning: String) -> Key {
        Key(
            name: "lint", value: .mapping("lint"), isRequired: false, defaultValue: nil, typeText: "mapping",
            defaultText: "none", meaning: meaning)
    }

    private static func booleanKey(_ name: String, default value: Bool, meaning: String) -> Key {
        Key(
            name: name, value: .boolean, isRequired: false, defaultValue: .boolean(value), typeText: "boolean",
            defaultText: "`\(value)`", meaning: meaning)
    }

    private static func optionalString(_ name: String, meaning: String) -> Key {
        Key(
            name: name, value: .string, isRequired: false, defaultValue: nil, typeText: "string", defaultText: "none",
            meaning: meaning)
    }
}
