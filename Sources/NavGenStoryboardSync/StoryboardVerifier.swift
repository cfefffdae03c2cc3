import NavGenCore
import NavGenStoryboards

/// Checks a navigation graph against the storyboards and xibs of the app: every storyboard ID,
/// class, segue, reuse identifier and nib the generated code names must exist as it says.
///
/// Problems of the spec are errors at the spec's line with a note at the storyboard's; scenes the
/// spec does not mention are warnings at the storyboard's line. Each names its rule, and the
/// warnings are tuned as the spec's own are (``RuleTuning``).
public struct StoryboardVerifier: Sendable {
    public init() {}

    public func verify(_ graph: NavigationGraph, against catalog: ResourceCatalog) -> [Diagnostic] {
        // A scene that repeats another's storyboard ID is warned about, and read as one without:
        // code that creates a view controller by the ID gets one of them.
        var run = VerificationRun(graph: graph, catalog: catalog.keepingTheFirstOfEachStoryboardID)
        run.warnAboutRepeatedStoryboardIDs(in: catalog)
        run.verify()
        // The spec's problems first, then those found in the storyboards, each in file order.
        let inSpec = run.diagnostics.filter { $0.location?.file == graph.specFile }
        let elsewhere = run.diagnostics.filter { $0.location?.file != graph.specFile }
        return inSpec.sortedByLocation() + elsewhere.sortedByLocation()
    }
}

/// A scene found in a storyboard of the catalog.
struct LocatedScene {
    var storyboard: InterfaceBuilderDocument
    var scene: Scene

    var key: String { Self.key(ofObject: scene.objectID, in: storyboard) }

    /// The key of the scene of the object `objectID` in `storyboard`: unique among every file's.
    static func key(ofObject objectID: String, in storyboard: InterfaceBuilderDocument) -> String {
        storyboard.path + "\u{0}" + objectID
    }
}

extension ResourceCatalog {
    /// The scene a segue or relationship leads to, through storyboard references.
    func destination(of segue: Segue, in storyboard: InterfaceBuilderDocument) -> LocatedScene? {
        guard let id = segue.destinationID, let scene = storyboard.scene(withObjectID: id) else { return nil }
        return resolve(LocatedScene(storyboard: storyboard, scene: scene))
    }

    /// The keys of the scenes that embed segues lead to: view controllers in container views.
    var embeddedScenes: Set<String> {
        var keys: Set<String> = []
        for storyboard in storyboards {
            for segue in storyboard.scenes.compactMap(\.controller).flatMap(\.segues) where segue.isEmbed {
                if let destination = destination(of: segue, in: storyboard) { keys.insert(destination.key) }
            }
        }
        return keys
    }

    /// `scene` itself, or the scene its storyboard reference stands for; nil for one in another
    /// bundle, whose storyboard is not the app's, even when the app has one of that name.
    func resolve(_ located: LocatedScene) -> LocatedScene? {
        guard case .reference(let reference) = located.scene.content else { return located }
        guard reference.bundleIdentifier == nil else { return nil }
        let storyboard = reference.storyboardName.map { self.storyboard(named: $0) } ?? located.storyboard
        guard let storyboard else { return nil }
        let target = reference.identifier.map { storyboard.scene(withStoryboardIdentifier: $0) } ?? storyboard.initialScene
        guard let target, target.controller != nil else { return nil }
        return LocatedScene(storyboard: storyboard, scene: target)
    }

    /// The root view controller's scene when `located` is a navigation controller, else `located`.
    func unwrappingNavigation(_ located: LocatedScene) -> LocatedScene {
        guard let controller = located.scene.controller, controller.element == "navigationController",
            let root = controller.segues.first(where: { $0.kind == "relationship" && $0.relationship == "rootViewController" }),
            let destination = destination(of: root, in: located.storyboard)
        else { return located }
        return destination
    }
}

/// An object of an Interface Builder file, as a message names it.
struct InterfaceObjectReference {
    /// `the scene`, `the cell in Cell.xib`.
    var description: String
    /// `scene`, `cell`, `view`: for the note at its place.
    var noun: String
    /// UIKit's class or element, when the object has no custom class.
    var plainClass: String
    var location: SourceLocation
}

struct VerificationRun {
    let graph: NavigationGraph
    let catalog: ResourceCatalog
    var diagnostics: [Diagnostic] = []
    /// The scene of each screen that has one, by screen index.
    var scenes: [ScreenIndex: LocatedScene] = [:]
    /// The screens without storyboard ID whose scene was found in another storyboard than theirs,
    /// reported once.
    var misplaced: Set<ScreenIndex> = []
    /// The scenes that repeat the storyboard ID of an earlier scene of their storyboard, by key,
    /// warned about as such rather than as scenes the spec does not mention.
    var repeatingAnID: Set<String> = []

    init(graph: NavigationGraph, catalog: ResourceCatalog) {
        self.graph = graph
        self.catalog = catalog
    }

    mutating func error(_ rule: Rule, _ message: String, at location: SourceLocation?, note: (String, SourceLocation)? = nil) {
        diagnostics.append(Diagnostic(rule, message, at: location, notes: note.map { [.init($0.0, at: $0.1)] } ?? []))
    }

    /// A warning at `location` in a storyboard or xib, as the settings of the spec and of the
    /// command line tune it: the spec's top-level `lint` counts for the files it is checked
    /// against, and a screen's for what is found of it.
    mutating func warn(
        _ rule: Rule, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [],
        about subject: RuleTuning.Subject? = nil
    ) {
        let diagnostic = Diagnostic(rule, message, at: location, notes: notes)
        if let tuned = graph.ruleTuning.tuned(diagnostic, about: subject, specFile: graph.specFile) { diagnostics.append(tuned) }
    }

    mutating func verify() {
        var unidentified: [ScreenIndex] = []
        // Another bundle's files are not the app's: that bundle's own checks are its business.
        for index in graph.screens.typedIndices where graph.screens[index].bundleIdentifier == nil {
            let screen = graph.screens[index]
            switch screen.source {
            case .storyboard(let storyboard) where storyboard.scene == .unidentified: unidentified.append(index)
            case .storyboard(let storyboard): scenes[index] = scene(of: screen, in: storyboard)
            case .nib(let nib): checkNib(nib, ofScreen: screen)
            case .code: break
            }
        }
        followSeguesAndContainers()
        findScenesByClass(of: unidentified.filter { scenes[$0] == nil && !misplaced.contains($0) })
        for (index, located) in scenes.sorted(by: { $0.key < $1.key }) {
            checkClass(ofScreenAt: index, located)
        }
        for index in graph.screens.typedIndices where graph.screens[index].container != nil {
            checkContainer(ofScreenAt: index)
        }
        for transition in graph.transitions {
            switch transition.style {
            case .segue where transition.segue == nil, .embed where transition.segue == nil: checkSegueWithoutIdentifier(transition)
            case .segue, .embed: checkSegue(transition)
            case .unwind: checkUnwind(transition)
            default: break
            }
        }
        for cell in graph.cells {
            if let nib = cell.nib { checkNib(nib, ofCell: cell) } else { checkPrototypes(of: cell) }
        }
        for view in graph.views {
            checkNib(of: view)
        }
        warnAboutUnmentionedScenes()
    }

    // MARK: - Screens

    mutating func scene(of screen: Screen, in reference: Screen.Storyboard) -> LocatedScene? {
        guard let storyboard = catalog.storyboard(named: reference.name) else {
            error(
                .missingInterfaceFile, "screen '\(screen.name)' comes from storyboard '\(reference.name)', but "
                    + missing(reference.name, kind: .storyboard, among: catalog.storyboards),
                at: screen.location)
            return nil
        }
        let found: Scene
        if let identifier = reference.identifier {
            guard let scene = storyboard.scene(withStoryboardIdentifier: identifier) else {
                let identifiers = storyboard.scenes.compactMap { $0.controller?.storyboardIdentifier }
                error(
                    .missingScene, "storyboard '\(storyboard.name)' has no scene with storyboard ID '\(identifier)' for screen '\(screen.name)'"
                        + Suggestion.hint(for: identifier, in: identifiers),
                    at: screen.location, note: ("the storyboard is here", storyboard.location))
                return nil
            }
            found = scene
            if reference.isInitial {
                checkIsInitial(scene, of: screen, identifier: identifier, in: storyboard)
            }
        } else {
            guard let scene = storyboard.initialScene else {
                error(
                    .initialScene, "screen '\(screen.name)' is the initial view controller of storyboard '\(storyboard.name)', but the storyboard has none",
                    at: screen.location, note: ("the storyboard is here", storyboard.location))
                return nil
            }
            found = scene
        }
        let located = LocatedScene(storyboard: storyboard, scene: found)
        guard let controller = located.scene.controller else { return located }
        if reference.identifier == nil, controller.className != screen.className,
            let root = catalog.unwrappingNavigation(located).scene.controller, root.customClass?.name == screen.className
        {
            error(
                .initialScene, "screen '\(screen.name)' is not the initial view controller of '\(storyboard.name)', but the root of the navigation controller that is; give the screen's scene a storyboard ID and use 'identifier' instead of 'initial'",
                at: screen.location, note: ("the navigation controller is here", controller.location))
            // Its segues are not the screen's: checking them would only repeat this problem.
            return nil
        }
        return located
    }

    /// A screen found by its storyboard ID that says it is the initial view controller too must
    /// be: the app starts there, and an entry screen's deep links begin there.
    mutating func checkIsInitial(_ scene: Scene, of screen: Screen, identifier: String, in storyboard: InterfaceBuilderDocument) {
        guard storyboard.initialViewControllerID != scene.objectID else { return }
        let problem = "screen '\(screen.name)' has 'initial: true', but its scene (storyboard ID '\(identifier)') is not the initial view controller of storyboard '\(storyboard.name)'"
        if let initial = storyboard.initialScene?.controller {
            error(
                .initialScene, problem + "; \(initial.sceneDescription) is", at: screen.location,
                note: ("the initial view controller is here", initial.location))
        } else {
            error(
                .initialScene, problem + ", which has none", at: screen.location, note: ("the storyboard is here", storyboard.location))
        }
    }

    mutating func checkClass(ofScreenAt index: ScreenIndex, _ located: LocatedScene) {
        let screen = graph.screens[index]
        guard let controller = located.scene.controller else { return }
        // A container's scene of another kind is reported by the check of containers.
        if let kind = screen.container?.kind, controller.containerKind != kind { return }
        let object =
            located.storyboard.initialViewControllerID == controller.objectID && screen.storyboard?.scene == .initial
            ? "the initial view controller of '\(located.storyboard.name)'" : "the scene"
        checkClass(
            controller.customClass, expected: screen.className, of: "screen '\(screen.name)'", at: screen.location,
            object: InterfaceObjectReference(
                description: object, noun: "scene", plainClass: controller.className ?? controller.element,
                location: controller.location),
            about: .screen(index))
    }

    /// The class Interface Builder gives an object against the class the spec names for it; an
    /// object without a custom class is the class of its kind (`UIViewController`). The warning
    /// about a class without module is about `subject`, the screen whose scene it is.
    mutating func checkClass(
        _ customClass: InterfaceClass?, expected: String, of owner: String, at location: SourceLocation?,
        object: InterfaceObjectReference, about subject: RuleTuning.Subject? = nil
    ) {
        let note = ("the \(object.noun) is here", object.location)
        guard let customClass else {
            guard object.plainClass != expected else { return }
            error(
                .classMismatch, "\(owner) has class '\(expected)', but \(object.description) is a plain \(object.plainClass); set its class in the identity inspector",
                at: location, note: note)
            return
        }
        if customClass.name != expected {
            error(
                .classMismatch, "\(owner) has class '\(expected)', but \(object.description) has class '\(customClass.name)'",
                at: location, note: note)
        } else if customClass.module == nil, !customClass.inheritsModuleFromTarget {
            warn(
                .classWithoutModule,
                "the class '\(customClass.name)' of \(object.description) has no module; UIKit finds a Swift class only with its module: tick 'Inherit Module From Target'",
                at: object.location, about: subject)
        }
    }

    mutating func checkNib(_ nib: String, ofScreen screen: Screen) {
        guard let xib = xib(nib, for: "screen '\(screen.name)'", at: screen.location) else { return }
        if let owner = xib.filesOwner, owner.name != screen.className {
            error(
                .classMismatch, "screen '\(screen.name)' has class '\(screen.className)', but the File's Owner of \(nib).xib has class '\(owner.name)'",
                at: screen.location, note: ("the xib is here", xib.location))
        }
    }

    /// The xib named `nib`, or nil after reporting that it is missing.
    mutating func xib(_ nib: String, for owner: String, at location: SourceLocation?) -> InterfaceBuilderDocument? {
        if let xib = catalog.xib(named: nib) { return xib }
        error(.missingInterfaceFile, "\(owner) loads nib '\(nib)', but " + missing(nib, kind: .xib, among: catalog.xibs), at: location)
        return nil
    }

    /// Why no file called `name` was found: it could not be read, or it is not there.
    func missing(_ name: String, kind: InterfaceBuilderDocument.Kind, among documents: [InterfaceBuilderDocument]) -> String {
        let file = "\(name).\(kind.fileExtension)"
        if catalog.unreadableFiles.contains(file) { return "\(file) could not be read" }
        return "there is no \(file) in the resources" + Suggestion.hint(for: name, in: documents.map(\.name))
    }

    // MARK: - Segues

    mutating func checkSegue(_ transition: Transition) {
        guard let (identifier, source, controller, found) = sourceSegue(of: transition) else { return }
        let screen = graph.screens[transition.source]
        let destinationScreen = graph.screens[transition.destination]
        guard let segue = found else {
            error(
                .missingSegue, "the scene of screen '\(screen.name)' in storyboard '\(source.storyboard.name)' has no segue '\(identifier)'"
                    + Suggestion.hint(for: identifier, in: controller.segues.compactMap(\.identifier)),
                at: transition.location, note: ("the scene is here", controller.location))
            return
        }
        guard checkKind(of: segue, for: transition) else { return }
        checkSegueAction(of: transition, segue)
        guard let direct = catalog.destination(of: segue, in: source.storyboard), direct.scene.controller != nil else { return }
        // A segue may show a screen inside a navigation controller that the spec does not declare.
        let candidates = [direct, catalog.unwrappingNavigation(direct)]
        if let expected = scenes[transition.destination] {
            if candidates.contains(where: { $0.key == expected.key }) { return }
        } else if candidates.contains(where: { $0.scene.controller?.className == destinationScreen.className }) {
            return
        }
        let leadsTo: String
        if let sameClass = candidates.last(where: { $0.scene.controller?.className == destinationScreen.className })?.scene.controller {
            leadsTo = "\(sameClass.sceneDescription), not to the scene of screen '\(destinationScreen.name)'"
        } else {
            let controller = candidates[1].scene.controller
            leadsTo = "\(controller?.displayName ?? "a reference"), not to screen '\(destinationScreen.name)' (\(destinationScreen.className))"
        }
        error(
            .segueDestination, "segue '\(identifier)' of screen '\(screen.name)' leads to \(leadsTo)",
            at: transition.location, note: ("the segue is here", segue.location))
    }

    // MARK: - Cells and views

    mutating func checkNib(_ nib: String, ofCell cell: Cell) {
        guard let xib = xib(nib, for: "cell '\(cell.className)'", at: cell.location) else { return }
        let kind: InterfaceObject.Kind = cell.kind == .table ? .tableViewCell : .collectionViewCell
        guard let object = xib.topLevelObjects.first(where: { $0.kind == kind }) else {
            error(
                .missingNibObject, "cell '\(cell.className)' is a \(cell.kind.rawValue) view cell, but \(nib).xib has no top-level \(kind.rawValue)",
                at: cell.location, note: ("the xib is here", xib.location))
            return
        }
        checkClass(
            object.customClass, expected: cell.className, of: "cell '\(cell.className)'", at: cell.location,
            object: InterfaceObjectReference(
                description: "the cell in \(nib).xib", noun: "cell", plainClass: object.displayName, location: object.location))
        if let reuseIdentifier = object.reuseIdentifier, reuseIdentifier != cell.reuseIdentifier {
            error(
                .reuseIdentifier, "cell '\(cell.className)' is registered with reuse identifier '\(cell.reuseIdentifier)', but the cell in \(nib).xib has '\(reuseIdentifier)'",
                at: cell.location, note: ("the cell is here", object.location))
        }
    }

    /// A cell registered by class may be a storyboard prototype: then its prototype must carry
    /// the spec's reuse identifier, and no prototype of another class may use it in the same
    /// table or collection view, where UIKit would dequeue either. Other views may use it for
    /// cells of their own: a reuse identifier is the view's, not the app's.
    mutating func checkPrototypes(of cell: Cell) {
        let kind: InterfaceObject.Kind = cell.kind == .table ? .tableViewCell : .collectionViewCell
        let prototypes = catalog.storyboards.flatMap { storyboard in
            storyboard.scenes.compactMap(\.controller).flatMap { $0.prototypeCells.filter { $0.kind == kind } }
        }
        let sameClass = prototypes.filter { $0.customClass?.name == cell.className }
        let own = sameClass.filter { $0.reuseIdentifier == cell.reuseIdentifier }
        if let first = sameClass.first, own.isEmpty {
            error(
                .reuseIdentifier, "cell '\(cell.className)' is dequeued with reuse identifier '\(cell.reuseIdentifier)', but its prototype cell has "
                    + (first.reuseIdentifier.map { "'\($0)'" } ?? "none"),
                at: cell.location, note: ("the prototype cell is here", first.location))
        }
        let listsOfOwn = Set(own.compactMap(\.listID))
        for prototype in prototypes
        where prototype.reuseIdentifier == cell.reuseIdentifier && prototype.customClass?.name != cell.className
            && prototype.listID.map(listsOfOwn.contains) ?? false
        {
            error(
                .reuseIdentifier, "cell '\(cell.className)' is dequeued with reuse identifier '\(cell.reuseIdentifier)', but its table or collection view has another prototype cell with that identifier, of class '\(prototype.displayName)'",
                at: cell.location, note: ("the other prototype cell is here", prototype.location))
        }
    }

    mutating func checkNib(of view: NibView) {
        guard let xib = xib(view.nib, for: "view '\(view.className)'", at: view.location) else { return }
        // The generated loadFromNib() takes the first top-level object.
        guard let first = xib.topLevelObjects.first else {
            error(
                .missingNibObject, "view '\(view.className)' loads \(view.nib).xib, which has no top-level view", at: view.location,
                note: ("the xib is here", xib.location))
            return
        }
        checkClass(
            first.customClass, expected: view.className, of: "view '\(view.className)'", at: view.location,
            object: InterfaceObjectReference(
                description: "the first top-level view of \(view.nib).xib", noun: "view", plainClass: first.displayName,
                location: first.location))
    }

    // MARK: - Scenes the spec does not mention

    /// A storyboard ID that several scenes of one storyboard have is a warning at each scene
    /// after the first, which the rest of the run reads as one without ID.
    mutating func warnAboutRepeatedStoryboardIDs(in catalog: ResourceCatalog) {
        for storyboard in catalog.storyboards {
            for (repeating, first) in storyboard.scenesRepeatingAStoryboardID {
                repeatingAnID.insert(LocatedScene.key(ofObject: repeating.objectID, in: storyboard))
                warn(
                    .repeatedStoryboardIdentifier,
                    "\(repeating.sceneDescription) has the storyboard ID of the scene at line \(first.location.line) too: instantiateViewController(withIdentifier:) creates one of them, and Apple does not say which; give each scene an ID of its own",
                    at: repeating.location, notes: [.init("the first scene with the ID is here", at: first.location)])
            }
        }
    }

    /// A scene in a container view, which its embed segue creates and no spec describes, is only
    /// mentioned when it has a storyboard ID, by which code could create it too. A scene that
    /// repeats another's storyboard ID is warned about as such.
    mutating func warnAboutUnmentionedScenes() {
        let mentioned = Set(scenes.values.map(\.key)).union(repeatingAnID)
        let embedded = catalog.embeddedScenes
        // No code shows a launch screen's scenes, so no spec mentions them.
        for storyboard in catalog.storyboards where !storyboard.isLaunchScreen {
            for scene in storyboard.scenes {
                let key = LocatedScene(storyboard: storyboard, scene: scene).key
                guard let controller = scene.controller, controller.storyboardIdentifier != nil || controller.customClass != nil,
                    !mentioned.contains(key), controller.storyboardIdentifier != nil || !embedded.contains(key)
                else { continue }
                warn(.unmentionedScene, "\(controller.sceneDescription) is not a screen of the spec", at: controller.location)
            }
        }
    }
}

extension ViewController {
    /// The kind of container of the spec that the scene is, if any.
    var containerKind: Container.Kind? {
        switch container {
        case .navigationController: .navigation
        case .tabBarController: .tabs
        case .splitViewController: .split
        case nil: nil
        }
    }

    /// How a message names a scene: `scene 'Help' (HelpViewController)` by its storyboard ID, or
    /// `the scene of class 'ProfileViewController'`.
    var sceneDescription: String {
        storyboardIdentifier.map { "scene '\($0)' (\(displayName))" } ?? "the scene of class '\(displayName)'"
    }
}
