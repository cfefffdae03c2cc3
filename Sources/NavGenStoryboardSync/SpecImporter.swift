import NavGenCore
import NavGenStoryboards

/// Writes a navigation spec from an app's storyboards and xibs: a screen per scene with a custom
/// class, a transition per segue, the prototype and xib cells, the xib views; and a comment
/// wherever the files cannot say what the spec needs (parameters, scenes without storyboard ID).
///
/// Keys whose value is the spec's default are left out, so the result reads as if written by hand.
public struct SpecImporter: Sendable {
    public init() {}

    /// The spec's YAML text.
    public func spec(from catalog: ResourceCatalog) -> String {
        var run = ImportRun(catalog: catalog)
        run.collect()
        return run.text()
    }
}

/// A screen found in the files, before it is written.
private struct ImportedScreen {
    var name: String
    var className: String
    var lines: [String]
    /// The storyboard scene it comes from; nil for a xib's.
    var scene: LocatedScene?

    var sceneKey: String? { scene?.key }
    var isEntry = false
}

private struct ImportRun {
    let catalog: ResourceCatalog
    var screens: [ImportedScreen] = []
    var screenComments: [String] = []
    var cells: [(className: String, lines: [String])] = []
    var cellComments: [String] = []
    var views: [(className: String, lines: [String])] = []
    var transitions: [[String]] = []
    var transitionComments: [String] = []

    init(catalog: ResourceCatalog) {
        self.catalog = catalog
    }

    mutating func collect() {
        let entryKeys = Set(
            catalog.storyboards.compactMap { storyboard -> String? in
                guard let initial = storyboard.initialScene,
                    let resolved = catalog.resolve(LocatedScene(storyboard: storyboard, scene: initial))
                else { return nil }
                return catalog.unwrappingNavigation(resolved).key
            })
        for storyboard in catalog.storyboards {
            for scene in storyboard.scenes {
                guard let controller = scene.controller, let customClass = controller.customClass else { continue }
                addScreen(LocatedScene(storyboard: storyboard, scene: scene), controller, customClass, entryKeys: entryKeys)
            }
        }
        for xib in catalog.xibs {
            addObjects(of: xib)
        }
        for storyboard in catalog.storyboards {
            for controller in storyboard.scenes.compactMap(\.controller) {
                for cell in controller.prototypeCells {
                    addPrototype(cell, in: storyboard)
                }
            }
        }
        let screensByScene = Dictionary(screens.compactMap { screen in screen.sceneKey.map { ($0, screen) } }) { first, _ in first }
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

    // MARK: - Screens

    /// The screen name for a class: `TaskListViewController` → `TaskList`.
    func screenName(for className: String) -> String {
        let stem = className.hasSuffix("ViewController") ? String(className.dropLast("ViewController".count)) : className
        let name = stem.isEmpty ? className : stem
        return screens.contains { $0.name == name } ? className : name
    }

    /// Whether `className` can be a screen's, or else the comment that says why it is left out.
    func problem(withClass className: String, at place: String) -> String? {
        if !SwiftName.isIdentifier(className) {
            return "# \(className) (\(place)) is not a Swift identifier, so it cannot be a screen."
        }
        if let screen = screens.first(where: { $0.className == className }) {
            return "# \(className) (\(place)) is already screen '\(screen.name)'; a spec gives each class one screen."
        }
        return nil
    }

    mutating func addScreen(
        _ located: LocatedScene, _ controller: ViewController, _ customClass: InterfaceClass, entryKeys: Set<String>
    ) {
        let className = customClass.name
        let place = Self.place(located.storyboard, controller.location)
        if let problem = problem(withClass: className, at: place) {
            screenComments.append(problem)
            return
        }
        let isInitial = located.storyboard.initialViewControllerID == controller.objectID
        guard controller.storyboardIdentifier != nil || isInitial else {
            screenComments.append(
                "# \(className) (\(place)) has no storyboard ID: give it one in Interface Builder to create it with navgen.")
            return
        }
        let name = screenName(for: className)
        var lines: [String] = []
        if className != Screen.defaultClassName(of: name) { lines.append("class: \(YAMLText.scalar(className))") }
        if located.storyboard.name != name { lines.append("storyboard: \(YAMLText.scalar(located.storyboard.name))") }
        if let identifier = controller.storyboardIdentifier {
            if identifier != className { lines.append("identifier: \(YAMLText.scalar(identifier))") }
        } else {
            lines.append("initial: true")
        }
        let isEntry = entryKeys.contains(located.key)
        if isEntry { lines.append("entry: true") }
        lines.append(Self.parametersHint(className))
        screens.append(ImportedScreen(name: name, className: className, lines: lines, scene: located, isEntry: isEntry))
    }

    static func parametersHint(_ className: String) -> String {
        "# parameters: Interface Builder does not say what \(className) needs to be created"
    }

    // MARK: - Xibs

    mutating func addObjects(of xib: InterfaceBuilderDocument) {
        if let owner = xib.filesOwner {
            let place = Self.place(xib, xib.location)
            if let problem = problem(withClass: owner.name, at: place) {
                screenComments.append(problem)
            } else {
                let name = screenName(for: owner.name)
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

    mutating func addPrototype(_ cell: InterfaceObject, in storyboard: InterfaceBuilderDocument) {
        let place = Self.place(storyboard, cell.location)
        guard let customClass = cell.customClass else {
            cellComments.append(
                "# the prototype cell \(cell.reuseIdentifier.map { "'\($0)' " } ?? "")at \(place) has no custom class; give it one to dequeue it with navgen.")
            return
        }
        guard cell.reuseIdentifier != nil else {
            cellComments.append("# the prototype cell \(customClass.name) at \(place) has no reuse identifier.")
            return
        }
        addCell(cell, customClass: customClass, nib: nil, at: place)
    }

    /// A cell from a xib (`nib`) or a storyboard prototype (`nib` nil, registered by the storyboard).
    mutating func addCell(_ cell: InterfaceObject, customClass: InterfaceClass, nib: String?, at place: String) {
        guard isNewType(customClass.name, at: place) else { return }
        var lines = ["kind: \(cell.kind == .tableViewCell ? "table" : "collection")"]
        switch nib {
        case nil: lines.append("nib: false")
        case let nib? where nib != customClass.name: lines.append("nib: \(YAMLText.scalar(nib))")
        default: break
        }
        if let identifier = cell.reuseIdentifier, identifier != customClass.name {
            lines.append("identifier: \(YAMLText.scalar(identifier))")
        }
        cells.append((customClass.name, lines))
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

    // MARK: - Transitions

    mutating func addTransitions(from screen: ImportedScreen, screensByScene: [String: ImportedScreen]) {
        guard let storyboard = screen.scene?.storyboard, let controller = screen.scene?.scene.controller else { return }
        var destinations: Set<String> = []
        var segueCases: Set<String> = []
        for segue in controller.segues where !["relationship", "embed", "unwind"].contains(segue.kind) {
            let place = Self.place(storyboard, segue.location)
            let described = segue.identifier.map { "segue '\($0)'" } ?? "a segue"
            guard let direct = catalog.destination(of: segue, in: storyboard) else {
                transitionComments.append("# \(described) of \(screen.name) (\(place)) leads to a scene navgen cannot find.")
                continue
            }
            let destination = catalog.unwrappingNavigation(direct)
            guard let target = screensByScene[destination.key] else {
                transitionComments.append(
                    "# \(described) of \(screen.name) (\(place)) leads to \(destination.scene.controller?.displayName ?? "a scene"), which is not a screen.")
                continue
            }
            // A segue keeps what the storyboard does (a navigation controller around the destination,
            // a custom segue class); a generated transition is used where it does the same.
            let wrapped = direct.key != destination.key
            let style = wrapped || destinations.contains(target.name) ? nil : Self.style(of: segue)
            guard let style = style ?? segue.identifier.map({ _ in TransitionStyle.segue }) else {
                let reason =
                    wrapped
                    ? "shows \(target.name) inside a navigation controller"
                    : destinations.contains(target.name)
                        ? "is a second way to \(target.name)" : "is a \(segue.kind) segue, which no transition style does"
                transitionComments.append(
                    "# \(described) of \(screen.name) (\(place)) \(reason): give it an identifier to perform it as a segue.")
                continue
            }
            var lines = ["from: \(screen.name)", "to: \(target.name)"]
            if style != .push { lines.append("style: \(style.rawValue)") }
            if style == .segue, let identifier = segue.identifier {
                // The generated Segue enum has one case per identifier, named in lowerCamelCase.
                guard segueCases.insert(SwiftName.lowerCamelCase(fromWords: identifier)).inserted else {
                    transitionComments.append(
                        "# \(described) of \(screen.name) (\(place)) has the same identifier as another of its segues.")
                    continue
                }
                lines.append("segue: \(YAMLText.scalar(identifier))")
            }
            destinations.insert(target.name)
            transitions.append(lines)
        }
    }

    /// The transition style that does what the segue does, or nil when only the segue can.
    static func style(of segue: Segue) -> TransitionStyle? {
        switch segue.kind {
        case "show": .push
        case "presentation":
            switch segue.modalPresentationStyle {
            case nil: .present
            // Interface Builder writes UIModalPresentationStyle's case names, as the spec does.
            case let style?: TransitionStyle(rawValue: style).flatMap { [.present, .push, .segue].contains($0) ? nil : $0 }
            }
        default: nil
        }
    }

    // MARK: - Text

    func text() -> String {
        let documents = catalog.documents.count
        var lines = [
            "# Written by `navgen import` from \(Wording.count(documents, "Interface Builder file")).",
            "# Storyboards do not say what a screen needs to be created: add its parameters where the",
            "# comments ask, then run `navgen lint` and `navgen verify`.",
            "version: 1",
            "",
            "screens:",
        ]
        if screens.isEmpty {
            lines.append("  # no scene or xib has a custom view controller class")
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
