import NavGenCore
import NavGenStoryboards

/// What leads to each scene of an app's storyboards, read once: the relationships of containers
/// and the segues, through storyboard references. The importer names scenes and tells from it
/// which scenes `navgen verify` will find again, the way the verifier finds them.
struct SceneGraph {
    /// Every scene with a view controller: storyboards in catalog order, scenes in file order.
    let scenes: [LocatedScene]
    /// For each scene, by key, the scenes of its container's children in order.
    let children: [String: [LocatedScene?]]
    /// The first identifier of an identified segue that leads to each scene, by key.
    let segueIdentifiers: [String: String]
    /// The scenes that a relationship or a segue other than an embed segue leads to.
    let reached: Set<String>
    /// The scenes that embed segues lead to: view controllers in container views.
    let embedded: Set<String>
    /// The scenes `navgen verify` finds for a screen: by storyboard ID, as a storyboard's initial
    /// view controller, through a relationship or an identified segue from a scene it finds, or
    /// as the only scene of its class without storyboard ID in its storyboard.
    private(set) var findable: Set<String> = []

    init(catalog: ResourceCatalog) {
        var scenes: [LocatedScene] = []
        var children: [String: [LocatedScene?]] = [:]
        var segueIdentifiers: [String: String] = [:]
        var reached: Set<String> = []
        for storyboard in catalog.storyboards {
            for scene in storyboard.scenes {
                guard let controller = scene.controller else { continue }
                let located = LocatedScene(storyboard: storyboard, scene: scene)
                scenes.append(located)
                let childSegues = controller.childSegues
                if !childSegues.isEmpty {
                    children[located.key] = childSegues.map { catalog.destination(of: $0, in: storyboard) }
                }
                for segue in controller.segues where !segue.isEmbed && segue.kind != "unwind" {
                    guard let destination = catalog.destination(of: segue, in: storyboard) else { continue }
                    reached.insert(destination.key)
                    if let identifier = segue.identifier, segue.kind != "relationship", segueIdentifiers[destination.key] == nil {
                        segueIdentifiers[destination.key] = identifier
                    }
                }
            }
        }
        self.scenes = scenes
        self.children = children
        self.segueIdentifiers = segueIdentifiers
        self.reached = reached
        embedded = catalog.embeddedScenes
        findable = findableScenes(catalog: catalog)
    }

    /// Follows the verifier's search: scenes with a storyboard ID or initial, then what their
    /// relationships, segues and embed segues lead to, then the only scene of a class without ID.
    /// A segue without identifier counts when it is its scene's only one of its kind (an embed
    /// segue, or one that shows a scene) to scenes of its destination's class: the verifier tells
    /// such a segue by the class it leads to.
    private func findableScenes(catalog: ResourceCatalog) -> Set<String> {
        var found = Set(
            scenes.filter { $0.scene.controller?.storyboardIdentifier != nil || $0.storyboard.initialViewControllerID == $0.scene.objectID }
                .map(\.key))
        var pending = scenes.filter { found.contains($0.key) }
        while let next = pending.popLast() {
            guard let controller = next.scene.controller else { continue }
            let segues = controller.segues.filter(\.showsOrEmbedsAScene)
                .compactMap { segue in catalog.destination(of: segue, in: next.storyboard).map { (segue, $0) } }
            let unidentifiedByClass = Dictionary(grouping: segues.filter { $0.0.identifier == nil }) {
                Self.classKey(of: $0.0, leadingTo: $0.1)
            }
            let leadsTo =
                (children[next.key] ?? []).compactMap { $0 }
                + segues.filter { segue, scene in
                    segue.identifier != nil || unidentifiedByClass[Self.classKey(of: segue, leadingTo: scene)]?.count == 1
                }.map(\.1)
            for scene in leadsTo where found.insert(scene.key).inserted {
                pending.append(scene)
            }
        }
        let unfound = scenes.filter { !found.contains($0.key) && $0.scene.controller?.storyboardIdentifier == nil }
        for scene in unfound {
            let sameClass = unfound.filter {
                $0.storyboard.path == scene.storyboard.path && $0.scene.controller?.className == scene.scene.controller?.className
            }
            if sameClass.count == 1 { found.insert(scene.key) }
        }
        return found
    }

    /// What tells a segue without identifier from the others of its scene: whether it is an embed
    /// segue, and the class of the scene it leads to.
    private static func classKey(of segue: Segue, leadingTo scene: LocatedScene) -> String {
        (segue.isEmbed ? "embed\u{0}" : "") + (scene.scene.controller?.className ?? "")
    }

    func isInitial(_ scene: LocatedScene) -> Bool {
        scene.storyboard.initialViewControllerID == scene.scene.objectID
    }
}

extension ImportRun {
    // MARK: - Screens

    /// A screen for each scene that `navgen verify` can find again and whose class a spec can
    /// name; a comment for the others.
    mutating func addScreens(of graph: SceneGraph) {
        var included: [LocatedScene] = []
        for storyboard in catalog.storyboards where storyboard.isLaunchScreen {
            screenComments.append(
                "# \(storyboard.name).storyboard is the launch screen, which iOS shows before the app runs and no code of the app shows: it has no screen.")
        }
        for located in graph.scenes where !located.storyboard.isLaunchScreen {
            guard let controller = located.scene.controller else { continue }
            let place = Self.place(located.storyboard, controller.location)
            guard let className = controller.className else {
                screenComments.append("# the \(controller.element) at \(place) is not a view controller class navgen can name.")
                continue
            }
            guard SwiftName.isIdentifier(className) else {
                screenComments.append("# \(className) (\(place)) is not a Swift identifier, so it cannot be a screen.")
                continue
            }
            guard graph.findable.contains(located.key) else {
                // A scene that repeats another's storyboard ID has its comment already.
                guard !scenesRepeatingAnID.contains(located.key) else { continue }
                screenComments.append(
                    "# \(className) (\(place)) has no storyboard ID, and neither an identified segue nor a container leads to it, so navgen cannot tell it from the other scenes of its class: give it a storyboard ID, or its segue an identifier.")
                continue
            }
            included.append(located)
        }
        let names = screenNames(of: included, in: graph)
        for located in included {
            addScreen(located, named: names[located.key] ?? "", in: graph, names: names)
        }
    }

    /// A name for each scene, unique: its class without `ViewController` when no other scene has
    /// the class and it is the app's own; else its storyboard ID, the app's class of no other
    /// scene, a navigation controller's root name with `Navigation`, its title, the identified
    /// segue that leads to it, or its storyboard's name with its kind.
    func screenNames(of scenes: [LocatedScene], in graph: SceneGraph) -> [String: String] {
        var scenesOfClass: [String: Int] = [:]
        for located in scenes {
            scenesOfClass[located.scene.controller?.className ?? "", default: 0] += 1
        }
        func words(_ text: String) -> String {
            SwiftName.upperCamelCase(SwiftName.lowerCamelCase(fromWords: text))
        }
        var names: [String: String] = [:]
        var taken: Set<String> = Set(screens.map(\.name))
        func name(_ located: LocatedScene) -> String {
            guard let controller = located.scene.controller, let className = controller.className else { return "" }
            let isOwnUniqueClass = scenesOfClass[className] == 1 && SystemClass.module(of: className) == nil
            if isOwnUniqueClass, className.hasSuffix("ViewController") { return Self.stem(of: className) }
            if let identifier = controller.storyboardIdentifier { return words(identifier) }
            if isOwnUniqueClass { return className }
            if controller.containerKind == .navigation, let root = graph.children[located.key]?.first??.key, let rootName = names[root] {
                return rootName + "Navigation"
            }
            if let title = controller.title { return words(title) }
            if let segue = graph.segueIdentifiers[located.key] { return words(Self.withoutVerb(segue)) }
            let kind: String =
                switch controller.containerKind {
                case .navigation: "Navigation"
                case .tabs: "Tabs"
                case .split: "Split"
                case nil: "Scene"
                }
            return words(located.storyboard.name) + kind
        }
        // Navigation controllers last: their names may come from their roots'.
        let ordered = scenes.filter { $0.scene.controller?.containerKind != .navigation }
            + scenes.filter { $0.scene.controller?.containerKind == .navigation }
        for located in ordered {
            let unique = Self.unused(name(located), taken: taken)
            taken.insert(unique)
            names[located.key] = unique
        }
        return names
    }

    /// `TaskListViewController` → `TaskList`; a class that is only `ViewController` stays itself.
    static func stem(of className: String) -> String {
        let stem = className.hasSuffix("ViewController") ? String(className.dropLast("ViewController".count)) : className
        return stem.isEmpty ? className : stem
    }

    /// A segue identifier without the verb that usually starts it: `showChat` → `Chat`.
    static func withoutVerb(_ identifier: String) -> String {
        for verb in ["show", "open", "present", "push", "goTo", "display"] where identifier.hasPrefix(verb) {
            let rest = identifier.dropFirst(verb.count)
            if let first = rest.first, first.isUppercase || first == "_" || first == "-" { return String(rest) }
        }
        return identifier
    }

    mutating func addScreen(_ located: LocatedScene, named name: String, in graph: SceneGraph, names: [String: String]) {
        guard let controller = located.scene.controller, let className = controller.className else { return }
        let place = Self.place(located.storyboard, controller.location)
        var containerLines: [String] = []
        if let kind = controller.containerKind, let children = graph.children[located.key] {
            let childNames = children.map { $0.flatMap { names[$0.key] } }
            if childNames.contains(where: { $0 == nil }) {
                screenComments.append("# a view controller that \(name) (\(place)) holds is not a screen, so the spec does not say what it holds.")
            } else {
                let childNames = childNames.compactMap { $0 }
                switch kind {
                case .navigation: containerLines = childNames.first.map { ["root: \($0)"] } ?? []
                case .tabs: containerLines = ["tabs: [\(childNames.joined(separator: ", "))]"]
                case .split where childNames.count == 2: containerLines = ["primary: \(childNames[0])", "secondary: \(childNames[1])"]
                case .split: break
                }
            }
        }
        let defaultClass = Screen.defaultClassName(of: name, container: containerLines.isEmpty ? nil : controller.containerKind)
        var lines: [String] = []
        if className != defaultClass { lines.append("class: \(YAMLText.scalar(className))") }
        if located.storyboard.name != name { lines.append("storyboard: \(YAMLText.scalar(located.storyboard.name))") }
        let isInitial = graph.isInitial(located)
        if let identifier = controller.storyboardIdentifier {
            // With `initial`, an identifier left to its default would be none: it is written.
            if identifier != className || isInitial { lines.append("identifier: \(YAMLText.scalar(identifier))") }
            if isInitial { lines.append("initial: true") }
        } else {
            lines.append(isInitial ? "initial: true" : "identifier: false")
        }
        // A storyboard's initial view controller that nothing else leads to is where the app starts.
        let isEntry = isInitial && !graph.reached.contains(located.key)
        if isEntry { lines.append("entry: true") }
        lines += containerLines
        if let module = SystemClass.module(of: className) {
            if module != "UIKit" { imports.insert(module) }
        } else if graph.embedded.contains(located.key), !graph.reached.contains(located.key), !isInitial,
            controller.storyboardIdentifier == nil
        {
            // Only its embed segue creates it, with init?(coder:): its parent hands it what it needs.
            lines.append(Self.parametersHint(className) + "; its embed segue creates it, so give them with injection: property")
        } else {
            lines.append(Self.parametersHint(className))
        }
        screens.append(
            ImportedScreen(
                name: name, className: className, lines: lines, scene: located, isEntry: isEntry,
                hasFactory: controller.storyboardIdentifier != nil || isInitial, isContainer: !containerLines.isEmpty))
    }

    /// A screen for each scene of another bundle that a storyboard reference of the app's leads
    /// to (`bundleIdentifier`), once per bundle, storyboard and ID; by the key of each reference
    /// that leads to it. Its class is not in the files, which a comment says.
    mutating func addScreensOfOtherBundles() -> [String: ImportedScreen] {
        var screenOfScene: [String: ImportedScreen] = [:]
        var screenOfKey: [String: ImportedScreen] = [:]
        for storyboard in catalog.storyboards {
            for scene in storyboard.scenes {
                guard case .reference(let reference) = scene.content, let bundle = reference.bundleIdentifier else { continue }
                let storyboardName = reference.storyboardName ?? storyboard.name
                let sceneKey = [bundle, storyboardName, reference.identifier ?? ""].joined(separator: "\u{0}")
                let key = LocatedScene.key(ofObject: scene.objectID, in: storyboard)
                if let known = screenOfScene[sceneKey] {
                    screenOfKey[key] = known
                    continue
                }
                let stem = reference.identifier ?? storyboardName
                guard SwiftName.isIdentifier(stem) else {
                    screenComments.append(
                        "# the scene '\(stem)' of storyboard \(storyboardName) in bundle \(bundle) (\(Self.place(storyboard, storyboard.location))) is not a Swift identifier, so it cannot be a screen.")
                    continue
                }
                let name = Self.unused(stem, taken: Set(screens.map(\.name)))
                var lines = ["class: UIViewController"]
                if storyboardName != name { lines.append("storyboard: \(YAMLText.scalar(storyboardName))") }
                lines.append(reference.identifier.map { "identifier: \(YAMLText.scalar($0))" } ?? "initial: true")
                lines.append("bundleIdentifier: \(YAMLText.scalar(bundle))")
                lines.append("# class: the scene is in bundle \(bundle), whose storyboards navgen does not read: give the screen its class")
                let screen = ImportedScreen(name: name, className: "UIViewController", lines: lines, scene: nil)
                screens.append(screen)
                screenOfScene[sceneKey] = screen
                screenOfKey[key] = screen
            }
        }
        return screenOfKey
    }

    /// The name of the app's storyboard that the storyboard reference `segue` leads to names, when
    /// no file of the catalog is that storyboard.
    func missingStoryboard(referencedBy segue: Segue, in storyboard: InterfaceBuilderDocument) -> String? {
        guard let reference = storyboard.reference(ledToBy: segue)?.reference, reference.bundleIdentifier == nil,
            let name = reference.storyboardName, catalog.storyboard(named: name) == nil
        else { return nil }
        return name
    }

    /// The storyboard reference to another bundle's scene that `segue` leads to, if it does.
    static func otherBundleReference(of segue: Segue, in storyboard: InterfaceBuilderDocument) -> LocatedScene? {
        guard let (scene, reference) = storyboard.reference(ledToBy: segue), reference.bundleIdentifier != nil else { return nil }
        return LocatedScene(storyboard: storyboard, scene: scene)
    }

    // MARK: - Transitions

    /// A transition for each segue of the screen's scene: `style: embed` for the embed segue of a
    /// container view; `style: segue` for one with an identifier, which code performs and
    /// `prepare(for:sender:)` recognizes; for one without, the style that does what it does, where
    /// code can create the destination, else `segue: false`, a segue only the storyboard performs.
    mutating func addTransitions(from screen: ImportedScreen, screensByScene: [String: ImportedScreen]) {
        guard let storyboard = screen.scene?.storyboard, let controller = screen.scene?.scene.controller else { return }
        var destinations: Set<String> = []
        var segueDestinations: Set<String> = []
        var segueCases: Set<String> = []
        for segue in controller.segues where segue.showsOrEmbedsAScene {
            let place = Self.place(storyboard, segue.location)
            let described = "\(segue.identifier.map { "segue '\($0)'" } ?? "a segue") of \(screen.name) (\(place))"
            let destination = catalog.destination(of: segue, in: storyboard)
            guard let key = destination?.key ?? Self.otherBundleReference(of: segue, in: storyboard)?.key else {
                let why =
                    missingStoryboard(referencedBy: segue, in: storyboard).map {
                        "storyboard \($0), which is not among the files read: give navgen import the folder that holds it too"
                    } ?? "a scene navgen cannot find"
                transitionComments.append("# \(described) leads to \(why).")
                continue
            }
            guard let target = screensByScene[key] else {
                let what = destination?.scene.controller?.displayName ?? "a scene"
                transitionComments.append("# \(described) leads to \(what), which is not a screen.")
                continue
            }
            // The generated Segue and EmbedSegue enums have one case per identifier, named in
            // lowerCamelCase.
            if let identifier = segue.identifier, !segueCases.insert(SwiftName.lowerCamelCase(fromWords: identifier)).inserted {
                transitionComments.append("# \(described) has the same identifier as another of its segues.")
                continue
            }
            var lines = ["from: \(screen.name)", "to: \(target.name)"]
            if segue.isEmbed {
                lines.append("style: embed")
                if let identifier = segue.identifier { lines.append("segue: \(YAMLText.scalar(identifier))") }
            } else if let identifier = segue.identifier {
                lines += ["style: segue", "segue: \(YAMLText.scalar(identifier))"]
            } else if let style = Self.style(of: segue), target.hasFactory, !(style == .push && target.isContainer),
                !destinations.contains(target.name)
            {
                if style != .push { lines.append("style: \(style.rawValue)") }
                destinations.insert(target.name)
            } else {
                // Only the storyboard can perform it: the edge is kept, once per destination.
                guard segueDestinations.insert(target.name).inserted else { continue }
                lines += ["style: segue", "segue: false"]
            }
            transitions.append(lines)
        }
        addUnwinds(from: screen, controller, storyboard, screens: screensByScene.values, segueCases: &segueCases)
    }

    /// The transition style that does what a segue without identifier does, or nil when only the
    /// segue can.
    static func style(of segue: Segue) -> TransitionStyle? {
        switch segue.kind {
        case "show": .push
        case "presentation":
            switch segue.modalPresentationStyle {
            case nil: .present
            // Interface Builder writes UIModalPresentationStyle's case names, as the spec does.
            case let style?: TransitionStyle(rawValue: style).flatMap { [.present, .push, .segue, .popover].contains($0) ? nil : $0 }
            }
        default: nil
        }
    }
}
