import Foundation
import NavGenCore

/// Reads one `.storyboard` or `.xib` file's XML into an ``InterfaceBuilderDocument``.
///
/// A file that is not well-formed XML, or not shaped as Interface Builder writes it, gives a
/// located error instead of a document; a scene or object of an unexpected shape gives a located
/// error and is left out, so that the rest of the file is still checked.
public struct InterfaceBuilderReader: Sendable {
    /// Larger files are refused before parsing, by default 32 MiB: Interface Builder files of
    /// real apps stay far below it.
    public var maximumFileSize: Int

    public init(maximumFileSize: Int = 32 * 1024 * 1024) {
        self.maximumFileSize = maximumFileSize
    }

    public func read(_ bytes: Data, path: String, kind: InterfaceBuilderDocument.Kind) -> (
        document: InterfaceBuilderDocument?, diagnostics: [Diagnostic]
    ) {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard bytes.count <= maximumFileSize else {
            let limit = maximumFileSize % (1024 * 1024) == 0 ? "\(maximumFileSize / 1024 / 1024) MiB" : "\(maximumFileSize) bytes"
            return (nil, [.unreadable("the file is \(bytes.count) bytes; navgen refuses Interface Builder files larger than \(limit)", at: start)])
        }
        let root: MarkupElement
        do {
            root = try MarkupReader.read(bytes, file: path)
        } catch {
            return (nil, [error.diagnostic])
        }
        guard root.name == "document" else {
            return (nil, [.unreadable("the root element is <\(root.name)>, not Interface Builder's <document>", at: root.location)])
        }
        var run = ReadingRun()
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var document = InterfaceBuilderDocument(kind: kind, path: path, name: name, location: root.location)
        switch kind {
        case .storyboard:
            document.initialViewControllerID = root["initialViewController"]
            document.isLaunchScreen = root["launchScreen"] == "YES"
            guard let scenes = root.child(named: "scenes") else {
                return (nil, [.unreadable("the storyboard has no <scenes> element", at: root.location)])
            }
            document.scenes = scenes.children(named: "scene").compactMap { run.scene($0) }
            if let initial = document.initialViewControllerID, document.scene(withObjectID: initial) == nil {
                run.error("the initial view controller '\(initial)' is not a scene of this storyboard", at: root.location)
            }
        case .xib:
            guard let objects = root.child(named: "objects") else {
                return (nil, [.unreadable("the xib has no <objects> element", at: root.location)])
            }
            document.topLevelObjects = objects.children.compactMap(run.object)
            document.filesOwner = run.filesOwner(in: objects)
        }
        return (document, run.diagnostics.sortedByLocation())
    }
}

extension Diagnostic {
    /// A file, or a part of one, that navgen cannot read as Interface Builder writes it.
    static func unreadable(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unreadableInterfaceFile, message, at: location)
    }
}

/// The problems of reading one file's elements.
private struct ReadingRun {
    var diagnostics: [Diagnostic] = []

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.unreadable(message, at: location))
    }

    /// The element's `id`, or nil after reporting that it has none.
    mutating func objectID(of element: MarkupElement) -> String? {
        if let id = element["id"], !id.isEmpty { return id }
        error("<\(element.name)> has no 'id' attribute", at: element.location)
        return nil
    }

    mutating func scene(_ element: MarkupElement) -> Scene? {
        guard let objects = element.child(named: "objects") else {
            error("the scene has no <objects> element", at: element.location)
            return nil
        }
        if let reference = objects.child(named: "viewControllerPlaceholder") ?? objects.child(named: "storyboardReference") {
            guard let id = objectID(of: reference) else { return nil }
            return Scene(
                objectID: id,
                content: .reference(
                    StoryboardReference(
                        storyboardName: Self.nonEmpty(reference["storyboardName"]),
                        identifier: Self.nonEmpty(reference["referencedIdentifier"]),
                        bundleIdentifier: Self.nonEmpty(reference["bundleIdentifier"]))))
        }
        // A scene's objects are its controller, the First Responder and Exit placeholders, and
        // objects such as gesture recognizers; the controller is the one element named …Controller.
        guard let controllerElement = objects.children.first(where: { $0.name.hasSuffix("Controller") }) else {
            error("the scene has no view controller", at: element.location)
            return nil
        }
        guard let id = objectID(of: controllerElement) else { return nil }
        var segues: [Segue] = []
        var cells: [InterfaceObject] = []
        controllerElement.forEachDescendant { descendant, parent in
            if descendant.name == "segue" {
                // A segue with Peek and Pop holds its commit and preview segues (`key`,
                // `inheritsFrom`, no `kind`), which show what it shows: it stands for them.
                if parent != "segue", let segue = segue(descendant) { segues.append(segue) }
            } else if let prototypes = prototypes(of: descendant) {
                cells += prototypes
            }
        }
        let controller = ViewController(
            element: controllerElement.name, objectID: id,
            storyboardIdentifier: Self.nonEmpty(controllerElement["storyboardIdentifier"]),
            customClass: Self.customClass(of: controllerElement),
            title: Self.nonEmpty(controllerElement["title"]) ?? Self.nonEmpty(controllerElement.child(named: "navigationItem")?["title"]),
            segues: segues, prototypeCells: cells,
            location: controllerElement.location)
        return Scene(objectID: id, content: .controller(controller))
    }

    /// The prototype cells of a table or collection view, which code dequeues, each with the
    /// view's object ID, within which its reuse identifier names it; nil for any other element.
    /// A table view's prototypes are under `<prototypes>` (the cells under `<cells>` of its
    /// sections are static, made by the storyboard itself), a collection view's under `<cells>`.
    func prototypes(of element: MarkupElement) -> [InterfaceObject]? {
        let (listName, kind): (String, InterfaceObject.Kind)
        switch element.name {
        case "tableView": (listName, kind) = ("prototypes", .tableViewCell)
        case "collectionView": (listName, kind) = ("cells", .collectionViewCell)
        default: return nil
        }
        return element.child(named: listName)?.children.compactMap { child in
            guard var cell = object(child), cell.kind == kind else { return nil }
            cell.listID = element["id"]
            return cell
        } ?? []
    }

    mutating func segue(_ element: MarkupElement) -> Segue? {
        guard let kind = element["kind"] else {
            error("the segue has no 'kind' attribute", at: element.location)
            return nil
        }
        let destination = element["destination"]
        if destination == nil, kind != "unwind" {
            error("the segue has no 'destination' attribute", at: element.location)
            return nil
        }
        return Segue(
            identifier: Self.nonEmpty(element["identifier"]), kind: kind, destinationID: destination,
            relationship: element["relationship"], modalPresentationStyle: element["modalPresentationStyle"],
            destinationCreationSelector: Self.nonEmpty(element["destinationCreationSelector"]),
            unwindAction: Self.nonEmpty(element["unwindAction"]), location: element.location)
    }

    /// A cell or view element as an ``InterfaceObject``; nil for any other element.
    func object(_ element: MarkupElement) -> InterfaceObject? {
        guard let kind = InterfaceObject.Kind(rawValue: element.name) else { return nil }
        return InterfaceObject(
            kind: kind, customClass: Self.customClass(of: element),
            reuseIdentifier: Self.nonEmpty(element["reuseIdentifier"]), location: element.location)
    }

    /// The File's Owner's class, when its `view` outlet is connected (the xib of a view controller).
    func filesOwner(in objects: MarkupElement) -> InterfaceClass? {
        let owner = objects.children(named: "placeholder").first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        guard let owner, let connections = owner.child(named: "connections"),
            connections.children(named: "outlet").contains(where: { $0["property"] == "view" })
        else { return nil }
        return Self.customClass(of: owner)
    }

    static func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }

    static func customClass(of element: MarkupElement) -> InterfaceClass? {
        guard let name = element["customClass"], !name.isEmpty else { return nil }
        return InterfaceClass(
            name: name, module: Self.nonEmpty(element["customModule"]),
            inheritsModuleFromTarget: element["customModuleProvider"] == "target")
    }
}
