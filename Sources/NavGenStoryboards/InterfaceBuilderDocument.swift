import NavGenCore

/// A `.storyboard` or `.xib` file as navgen needs it: the scenes of a storyboard, the top-level
/// objects of a xib, each with its place in the file.
public struct InterfaceBuilderDocument: Sendable {
    public enum Kind: String, Sendable {
        case storyboard, xib

        /// The file extension, without the dot.
        public var fileExtension: String { rawValue }
    }

    public var kind: Kind
    /// The file's path, as found below the folder the user named.
    public var path: String
    /// The file name without its extension: what `UIStoryboard(name:)` and `UINib(nibName:)` take.
    public var name: String
    /// The root element's place, for problems of the file as a whole.
    public var location: SourceLocation
    /// The object ID of the storyboard's initial view controller.
    public var initialViewControllerID: String?
    /// Whether the storyboard is the app's launch screen (`launchScreen="YES"`), which iOS shows
    /// before the app runs and no code of the app shows.
    public var isLaunchScreen = false
    /// The scenes of a storyboard, in file order; empty for a xib.
    public var scenes: [Scene]
    /// The top-level cells and views of a xib, in file order; empty for a storyboard.
    public var topLevelObjects: [InterfaceObject]
    /// The custom class of a xib's File's Owner, when its `view` outlet is connected: the xib
    /// of a view controller.
    public var filesOwner: InterfaceClass?

    public init(
        kind: Kind, path: String, name: String, location: SourceLocation, initialViewControllerID: String? = nil,
        scenes: [Scene] = [], topLevelObjects: [InterfaceObject] = [], filesOwner: InterfaceClass? = nil
    ) {
        self.kind = kind
        self.path = path
        self.name = name
        self.location = location
        self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes
        self.topLevelObjects = topLevelObjects
        self.filesOwner = filesOwner
    }

    /// The scene whose view controller is the storyboard's initial one.
    public var initialScene: Scene? {
        initialViewControllerID.flatMap(scene(withObjectID:))
    }

    /// The scene whose controller (or storyboard reference) has the object ID `id`.
    public func scene(withObjectID id: String) -> Scene? {
        scenes.first { $0.objectID == id }
    }

    /// The scene `segue` leads to in this storyboard, when it is a storyboard reference, with the
    /// reference.
    public func reference(ledToBy segue: Segue) -> (scene: Scene, reference: StoryboardReference)? {
        guard let id = segue.destinationID, let scene = scene(withObjectID: id), case .reference(let reference) = scene.content else {
            return nil
        }
        return (scene, reference)
    }

    /// The scene whose view controller has the storyboard ID `identifier`: the first, when
    /// several have it (see ``scenesRepeatingAStoryboardID``).
    public func scene(withStoryboardIdentifier identifier: String) -> Scene? {
        scenes.first { $0.controller?.storyboardIdentifier == identifier }
    }

    /// Each view controller whose storyboard ID an earlier one of the storyboard has, with that
    /// earlier one. Xcode warns and builds, and `instantiateViewController(withIdentifier:)`
    /// creates one of them; Apple does not say which.
    public var scenesRepeatingAStoryboardID: [(repeating: ViewController, first: ViewController)] {
        var firstWithID: [String: ViewController] = [:]
        return scenes.compactMap(\.controller).compactMap { controller in
            guard let identifier = controller.storyboardIdentifier else { return nil }
            if let first = firstWithID[identifier] { return (controller, first) }
            firstWithID[identifier] = controller
            return nil
        }
    }

    /// The document with each storyboard ID kept by the first view controller that has it: code
    /// cannot count on creating the others by it, so they read as scenes without one.
    public var keepingTheFirstOfEachStoryboardID: InterfaceBuilderDocument {
        let repeating = Set(scenesRepeatingAStoryboardID.map(\.repeating.objectID))
        guard !repeating.isEmpty else { return self }
        var document = self
        for index in document.scenes.indices where repeating.contains(document.scenes[index].objectID) {
            guard case .controller(var controller) = document.scenes[index].content else { continue }
            controller.storyboardIdentifier = nil
            document.scenes[index].content = .controller(controller)
        }
        return document
    }
}

/// A class set in Interface Builder's identity inspector.
public struct InterfaceClass: Sendable, Equatable {
    public var name: String
    /// The module named in the inspector, or nil when it is empty.
    public var module: String?
    /// True when "Inherit Module From Target" is ticked (`customModuleProvider="target"`).
    public var inheritsModuleFromTarget: Bool

    public init(name: String, module: String? = nil, inheritsModuleFromTarget: Bool = false) {
        self.name = name
        self.module = module
        self.inheritsModuleFromTarget = inheritsModuleFromTarget
    }
}

/// One scene of a storyboard: a view controller, or a reference to another storyboard.
public struct Scene: Sendable {
    public enum Content: Sendable {
        case controller(ViewController)
        /// A storyboard reference: the scene stands for a scene of another storyboard.
        case reference(StoryboardReference)
    }

    public var objectID: String
    public var content: Content

    public init(objectID: String, content: Content) {
        self.objectID = objectID
        self.content = content
    }

    public var controller: ViewController? {
        if case .controller(let controller) = content { return controller }
        return nil
    }
}

/// A storyboard reference: another storyboard's initial view controller, or one of its scenes.
public struct StoryboardReference: Sendable, Equatable {
    /// The other storyboard's name, or nil for a scene of the same storyboard.
    public var storyboardName: String?
    /// The referenced storyboard ID, or nil for the storyboard's initial view controller.
    public var identifier: String?
    /// The identifier of the bundle that holds the storyboard, when it is another bundle's (a
    /// framework's): its files are not the app's.
    public var bundleIdentifier: String?

    public init(storyboardName: String?, identifier: String?, bundleIdentifier: String? = nil) {
        self.storyboardName = storyboardName
        self.identifier = identifier
        self.bundleIdentifier = bundleIdentifier
    }
}

/// The view controller of a scene.
public struct ViewController: Sendable {
    /// The element name: `viewController`, `tableViewController`, `navigationController`, ….
    public var element: String
    public var objectID: String
    public var storyboardIdentifier: String?
    public var customClass: InterfaceClass?
    /// The title Interface Builder shows for the scene: the controller's or its navigation item's.
    public var title: String?
    /// Every segue that starts in the scene: from the controller, its buttons, its cells.
    public var segues: [Segue]
    /// The prototype cells of its table and collection views.
    public var prototypeCells: [InterfaceObject]
    public var location: SourceLocation

    public init(
        element: String, objectID: String, storyboardIdentifier: String?, customClass: InterfaceClass?, title: String? = nil,
        segues: [Segue], prototypeCells: [InterfaceObject], location: SourceLocation
    ) {
        self.element = element
        self.objectID = objectID
        self.storyboardIdentifier = storyboardIdentifier
        self.customClass = customClass
        self.title = title
        self.segues = segues
        self.prototypeCells = prototypeCells
        self.location = location
    }

    /// How the controller is named in messages: its class, or its element when navgen knows no
    /// class for it.
    public var displayName: String {
        className ?? element
    }

    /// The class the view controller is: its custom class, or the framework's class its element
    /// stands for (`viewController` is a `UIViewController`); nil for an element navgen does not know.
    public var className: String? {
        customClass?.name ?? Self.frameworkClasses[element]
    }

    /// The framework class of each element of Interface Builder's library that a scene may be.
    /// A `hostingController` is left out: `UIHostingController` is generic over a SwiftUI view
    /// that the storyboard does not name.
    static let frameworkClasses: [String: String] = [
        "viewController": "UIViewController",
        "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
        "avPlayerViewController": "AVPlayerViewController",
        "glkViewController": "GLKViewController",
    ]

    /// The container view controllers of Interface Builder's library.
    public enum ContainerElement: Sendable {
        case navigationController, tabBarController, splitViewController
    }

    /// The kind of container the element is, if any.
    public var container: ContainerElement? {
        switch element {
        case "navigationController": .navigationController
        case "tabBarController": .tabBarController
        case "splitViewController": .splitViewController
        default: nil
        }
    }

    /// The relationship segues to the view controllers it holds, in order: the root; the tabs; the
    /// primary (`masterViewController`), then the secondary (`detailViewController`) column.
    public var childSegues: [Segue] {
        let relationships = segues.filter { $0.kind == "relationship" }
        switch container {
        case .navigationController: return relationships.filter { $0.relationship == "rootViewController" }
        case .tabBarController: return relationships.filter { $0.relationship == "viewControllers" }
        case .splitViewController:
            return ["masterViewController", "detailViewController"].compactMap { name in
                relationships.first { $0.relationship == name }
            }
        case nil: return []
        }
    }
}

/// A segue of a scene.
public struct Segue: Sendable {
    public var identifier: String?
    /// `show`, `showDetail`, `presentation`, `popoverPresentation`, `custom`, `relationship`, `embed`, `unwind`.
    public var kind: String
    /// The object ID of the destination scene's controller or storyboard reference.
    public var destinationID: String?
    /// For `relationship` segues: `rootViewController`, `viewControllers`, ….
    public var relationship: String?
    /// `modalPresentationStyle` of a presentation segue, as Interface Builder writes it (`fullScreen`).
    public var modalPresentationStyle: String?
    /// The selector of the `@IBSegueAction` method that creates the destination
    /// (`destinationCreationSelector`, `makeMessage:sender:`), when one is connected.
    public var destinationCreationSelector: String?
    /// The selector of the action an `unwind` segue calls (`unwindAction`, `unwindToInbox:`).
    public var unwindAction: String?
    public var location: SourceLocation

    public init(
        identifier: String?, kind: String, destinationID: String?, relationship: String? = nil,
        modalPresentationStyle: String? = nil, destinationCreationSelector: String? = nil, unwindAction: String? = nil,
        location: SourceLocation
    ) {
        self.identifier = identifier
        self.kind = kind
        self.destinationID = destinationID
        self.relationship = relationship
        self.modalPresentationStyle = modalPresentationStyle
        self.destinationCreationSelector = destinationCreationSelector
        self.unwindAction = unwindAction
        self.location = location
    }

    /// Whether the segue shows a scene when it is performed (`show`, a presentation, a custom
    /// segue, …): not a container's relationship, a container view's embed or an unwind.
    public var showsAScene: Bool { !["relationship", "embed", "unwind"].contains(kind) }

    /// Whether it is a container view's embed segue, which creates its child as the view loads.
    public var isEmbed: Bool { kind == "embed" }

    /// Whether it shows a scene or embeds one: a segue a spec has a transition for.
    public var showsOrEmbedsAScene: Bool { showsAScene || isEmbed }
}

/// A cell or view: a prototype cell of a storyboard scene, or a top-level object of a xib.
public struct InterfaceObject: Sendable {
    public enum Kind: String, Sendable {
        case tableViewCell, collectionViewCell, view
    }

    public var kind: Kind
    public var customClass: InterfaceClass?
    public var reuseIdentifier: String?
    /// For a prototype cell, the object ID of the table or collection view it belongs to: a
    /// reuse identifier names a prototype within its view, and other views may use it for others.
    public var listID: String?
    public var location: SourceLocation

    public init(kind: Kind, customClass: InterfaceClass?, reuseIdentifier: String?, location: SourceLocation) {
        self.kind = kind
        self.customClass = customClass
        self.reuseIdentifier = reuseIdentifier
        self.location = location
    }

    /// The class in messages: the custom class, or UIKit's own.
    public var displayName: String {
        customClass?.name
            ?? (kind == .tableViewCell ? "UITableViewCell" : kind == .collectionViewCell ? "UICollectionViewCell" : "UIView")
    }
}
