import NavGenCore
import NavGenStoryboards

/// Writes a navigation spec from an app's storyboards and xibs: a screen per scene (containers
/// with their root, tabs or columns, scenes of UIKit's classes and of classes shared by several
/// scenes among them), a transition per segue, the prototype and xib cells, the xib views; and a
/// comment wherever the files cannot say what the spec needs (parameters, a segue that code
/// cannot perform).
///
/// Keys whose value is the spec's default are left out, so the result reads as if written by hand.
public struct SpecImporter: Sendable {
    public init() {}

    /// The spec's YAML text, for files in `bundle`: `.module` for a Swift package target's.
    public func spec(from catalog: ResourceCatalog, bundle: BundleChoice = .main) -> String {
        var run = ImportRun(catalog: catalog)
        run.collect()
        return run.text(bundle: bundle)
    }
}

/// A screen found in the files, before it is written.
struct ImportedScreen {
    var name: String
    var className: String
    var lines: [String]
    /// The storyboard scene it comes from; nil for a xib's.
    var scene: LocatedScene?
    var isEntry = false
    /// Whether code can create it: a xib's, or a scene with a storyboard ID or initial.
    var hasFactory = true
    var isContainer = false

    var sceneKey: String? { scene?.key }
}

struct ImportRun {
    let catalog: ResourceCatalog
    var screens: [ImportedScreen] = []
    var screenComments: [String] = []
    var cells: [(className: String, lines: [String])] = []
    var cellComments: [String] = []
    var views: [(className: String, lines: [String])] = []
    var transitions: [[String]] = []
    var transitionComments: [String] = []
    /// The modules of framework classes other than UIKit's that screens use.
    var imports: Set<String> = []
    /// The scenes that repeat the storyboard ID of an earlier scene of their storyboard, by key:
    /// the spec gives each ID one screen, so they are imported as scenes without one.
    var scenesRepeatingAnID: Set<String> = []

    /// Reads the scenes that repeat an earlier scene's storyboard ID as scenes without one, with
    /// a comment each: the spec gives each ID one screen.
    init(catalog: ResourceCatalog) {
        for storyboard in catalog.storyboards {
            for (repeating, first) in storyboard.scenesRepeatingAStoryboardID {
                screenComments.append(
                    "# \(repeating.displayName) (\(Self.place(storyboard, repeating.location))) has the storyboard ID '\(first.storyboardIdentifier ?? "")' that \(first.displayName) (\(Self.place(storyboard, first.location))) has before it, and the spec gives the ID to the first. UIKit creates one of the two for the ID, and Apple does not say which: give each scene an ID of its own.")
                scenesRepeatingAnID.insert(LocatedScene.key(ofObject: repeating.objectID, in: storyboard))
            }
        }
        self.catalog = catalog.keepingTheFirstOfEachStoryboardID
    }

    mutating func collect() {
        let scenes = SceneGraph(catalog: catalog)
        addScreens(of: scenes)
        for xib in catalog.xibs {
            addObjects(of: xib)
        }
        let sharingAnIdentifier = Self.prototypesSharingAnIdentifier(in: catalog)
        for storyboard in catalog.storyboards {
            for controller in storyboard.scenes.compactMap(\.controller) {
                for cell in controller.prototypeCells {
                    addPrototype(cell, in: storyboard, sharingAnIdentifier: sharingAnIdentifier)
                }
            }
        }
        var screensByScene = Dictionary(screens.compactMap { screen in screen.sceneKey.map { ($0, screen) } }) { first, _ in first }
        screensByScene.merge(addScreensOfOtherBundles()) { first, _ in first }
        for screen in orderedScreens {
            addTransitions(from: screen, screensByScene: screensByScene)
        }
    }

    /// Entry screens first, the way a reader follows the app; the others in file order.
    var orderedScreens: [ImportedScreen] {
        screens.filter(\.isEntry) + screens.filter { !$0.isEntry }
    }

    static func place(_ storyboard: InterfaceBuilderDocument, _ location: SourceLocation) -> String {
        "\(storyboard.name).\(storyboard.kind.fileExtension):\(location.line)"
    }

    /// `name`, or `name` with the first number from 2 that is not `taken`.
    static func unused(_ name: String, taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        return (2...).lazy.map { "\(name)\($0)" }.first { !taken.contains($0) } ?? name
    }

    static func parametersHint(_ className: String) -> String {
        "# parameters: Interface Builder does not say what \(className) needs to be created"
    }

    // MARK: - Xibs

    mutating func addObjects(of xib: InterfaceBuilderDocument) {
        if let owner = xib.filesOwner {
            let place = Self.place(xib, xib.location)
            if !SwiftName.isIdentifier(owner.name) {
                screenComments.append("# \(owner.name) (\(place)) is not a Swift identifier, so it cannot be a screen.")
            } else {
                let name = Self.unused(Self.stem(of: owner.name), taken: Set(screens.map(\.name)))
                var lines: [String] = []
                if owner.name != Screen.defaultClassName(of: name) { lines.append("class: \(YAMLText.scalar(owner.name))") }
                lines.append("source: nib")
                if xib.name != owner.name { lines.append("nib: \(YAMLText.scalar(xib.name))") }
                lines.append(Self.parametersHint(owner.name))
                screens.append(ImportedScreen(name: name, className: owner.name, lines: lines, scene: nil))
            }
            return
        }
        guard let first = xib.topLevelObjects.first else { return }
        let place = Self.place(xib, first.location)
        guard let customClass = first.customClass else {
            cellComments.append("# \(place): the first top-level view has no custom class, so it is neither a cell nor a view.")
            return
        }
        switch first.kind {
        case .tableViewCell, .collectionViewCell:
            addCell(first, customClass: customClass, nib: xib.name, at: place)
        case .view:
            guard isNewType(customClass.name, at: place) else { return }
            views.append((customClass.name, xib.name == customClass.name ? [] : ["nib: \(YAMLText.scalar(xib.name))"]))
        }
    }

    // MARK: - Cells

    mutating func addPrototype(_ cell: InterfaceObject, in storyboard: InterfaceBuilderDocument, sharingAnIdentifier: Set<String>) {
        let place = Self.place(storyboard, cell.location)
        guard let customClass = cell.customClass else {
            cellComments.append(
                "# the prototype cell \(cell.reuseIdentifier.map { "'\($0)' " } ?? "")at \(place) has no custom class; give it one to dequeue it with navgen.")
            return
        }
        guard let identifier = cell.reuseIdentifier else {
            cellComments.append("# the prototype cell \(customClass.name) at \(place) has no reuse identifier.")
            return
        }
        if sharingAnIdentifier.contains(Self.prototypeKey(cell.kind, customClass.name, identifier)) {
            let list = cell.kind == .tableViewCell ? "table view" : "collection view"
            cellComments.append(
                "# the prototype cell \(customClass.name) '\(identifier)' at \(place) shares its reuse identifier with a prototype cell of another class in its \(list), and UIKit dequeues either: give each its own identifier to dequeue it with navgen.")
            return
        }
        addCell(cell, customClass: customClass, nib: nil, at: place)
    }

    /// The classes and reuse identifiers (``prototypeKey(_:_:_:)``) of the prototype cells that
    /// share their identifier with a prototype of another class, or of none, in their table or
    /// collection view, where UIKit dequeues either: `navgen verify` refuses a cell of the spec
    /// dequeued so, wherever else its class has prototypes.
    static func prototypesSharingAnIdentifier(in catalog: ResourceCatalog) -> Set<String> {
        struct Prototypes: Hashable {
            var storyboard: String, list: String, kind: InterfaceObject.Kind, identifier: String
        }
        var classes: [Prototypes: Set<String>] = [:]
        for storyboard in catalog.storyboards {
            for cell in storyboard.scenes.compactMap(\.controller).flatMap(\.prototypeCells) {
                guard let list = cell.listID, let identifier = cell.reuseIdentifier else { continue }
                let prototypes = Prototypes(storyboard: storyboard.path, list: list, kind: cell.kind, identifier: identifier)
                classes[prototypes, default: []].insert(cell.customClass?.name ?? "")
            }
        }
        var keys: Set<String> = []
        for (prototypes, names) in classes where names.count > 1 {
            keys.formUnion(names.filter { !$0.isEmpty }.map { prototypeKey(prototypes.kind, $0, prototypes.identifier) })
        }
        return keys
    }

    static func prototypeKey(_ kind: InterfaceObject.Kind, _ className: String, _ identifier: String) -> String {
        [kind.rawValue, className, identifier].joined(separator: "\u{0}")
    }

    /// A cell from a xib (`nib`) or a storyboard prototype (`nib` nil, registered by the storyboard).
    mutating func addCell(_ cell: InterfaceObject, customClass: InterfaceClass, nib: String?, at place: String) {
        let lines = Self.cellLines(cell, customClass: customClass, nib: nib)
        // Scenes may share a prototype of one class and reuse identifier: the spec has it once.
        if cells.contains(where: { $0.className == customClass.name && $0.lines == lines }) { return }
        guard isNewType(customClass.name, at: place) else { return }
        cells.append((customClass.name, lines))
    }

    static func cellLines(_ cell: InterfaceObject, customClass: InterfaceClass, nib: String?) -> [String] {
        var lines = ["kind: \(cell.kind == .tableViewCell ? "table" : "collection")"]
        switch nib {
        case nil: lines.append("nib: false")
        case let nib? where nib != customClass.name: lines.append("nib: \(YAMLText.scalar(nib))")
        default: break
        }
        if let identifier = cell.reuseIdentifier, identifier != customClass.name {
            lines.append("identifier: \(YAMLText.scalar(identifier))")
        }
        return lines
    }

    /// Whether `className` is a valid class no cell, view or screen has yet; else a comment says why not.
    mutating func isNewType(_ className: String, at place: String) -> Bool {
        if !SwiftName.isIdentifier(className) {
            cellComments.append("# \(className) (\(place)) is not a Swift identifier.")
            return false
        }
        if cells.contains(where: { $0.className == className }) || views.contains(where: { $0.className == className })
            || screens.contains(where: { $0.className == className })
        {
            cellComments.append("# \(className) (\(place)) is already in the spec.")
            return false
        }
        return true
    }

    // MARK: - Text

    func text(bundle: BundleChoice) -> String {
        let documents = catalog.documents.count
        var lines = [
            "# Written by `navgen import` from \(Wording.count(documents, "Interface Builder file")).",
            "# Storyboards do not say what a screen needs to be created: add its parameters where the",
            "# comments ask, then run `navgen lint` and `navgen verify`.",
            "version: 1",
        ]
        if !imports.isEmpty {
            lines.append("imports: [\(imports.sorted().map(YAMLText.scalar).joined(separator: ", "))]")
        }
        if bundle != .main {
            lines += ["defaults:", "  bundle: \(bundle.rawValue)"]
        }
        lines += ["", "screens:"]
        if screens.isEmpty {
            lines.append("  # no storyboard scene or xib has a view controller")
        }
        for screen in orderedScreens {
            let keys = screen.lines.filter { !$0.hasPrefix("#") }
            lines.append("  \(screen.name):" + (keys.isEmpty ? " {}" : ""))
            lines += screen.lines.map { "    " + $0 }
        }
        lines += screenComments.map { "  " + $0 }
        if !cells.isEmpty || !cellComments.isEmpty {
            lines += ["", "cells:"]
            lines += cells.flatMap { ["  \($0.className):"] + $0.lines.map { "    " + $0 } }
            lines += cellComments.map { "  " + $0 }
        }
        if !views.isEmpty {
            lines += ["", "views:"]
            lines += views.map { view in
                "  \(view.className): " + (view.lines.isEmpty ? "{}" : "{ \(view.lines.joined(separator: ", ")) }")
            }
        }
        if !transitions.isEmpty || !transitionComments.isEmpty {
            lines += ["", "transitions:"]
            lines += transitions.flatMap { entry in
                entry.enumerated().map { ($0.offset == 0 ? "  - " : "    ") + $0.element }
            }
            lines += transitionComments.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// YAML scalars as the importer writes them: plain when YAML reads them back as the same string,
/// double-quoted otherwise.
enum YAMLText {
    static func scalar(_ text: String) -> String {
        let plain = !text.isEmpty
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-./".contains($0)) }
            && !(text.first?.isNumber ?? false) && !["-", "."].contains(text.first)
            && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(text.lowercased())
        if plain { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            // YAML's other line breaks, which a quoted scalar would fold into a space.
            case "\u{85}": quoted += "\\N"
            case "\u{2028}": quoted += "\\L"
            case "\u{2029}": quoted += "\\P"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                quoted += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
