/// A storyboard for a rule's example: the view controller of each scene, in order, written out
/// as Interface Builder writes a storyboard (of what navgen reads, only the parts an example needs).
struct ExampleStoryboard: Sendable {
    /// The `id` of the initial view controller; nil for a storyboard without one.
    let initialViewController: String?
    let controllers: [ExampleElement]

    init(initialViewController: String? = nil, _ controllers: ExampleElement...) {
        self.initialViewController = initialViewController
        self.controllers = controllers
    }

    /// The file's text: each controller in a scene of its own, `s1`, `s2`, ….
    var xml: String {
        let scenes = controllers.enumerated().map { number, controller in
            ExampleElement("scene", ["sceneID": "s\(number + 1)"], [ExampleElement("objects", [:], [controller])])
        }
        let document = ExampleElement(
            "document",
            [
                "type": "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "version": "3.0",
                "initialViewController": initialViewController,
            ],
            [ExampleElement("scenes", [:], scenes)])
        return ExampleElement.file(document)
    }
}

/// A xib for a rule's example: its top-level objects, written out as Interface Builder writes a xib.
struct ExampleXib: Sendable {
    let objects: [ExampleElement]

    init(_ objects: ExampleElement...) {
        self.objects = objects
    }

    /// The file's text.
    var xml: String {
        let document = ExampleElement(
            "document", ["type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "version": "3.0"],
            [ExampleElement("objects", [:], objects)])
        return ExampleElement.file(document)
    }
}

/// An element of an example's storyboard or xib (a view controller, a view, a cell, a segue),
/// with its attributes in order and the elements it holds.
struct ExampleElement: Sendable {
    let name: String
    /// Its attributes in the order written; one without a value is left out.
    let attributes: KeyValuePairs<String, String?>
    let children: [ExampleElement]

    init(_ name: String, _ attributes: KeyValuePairs<String, String?>, _ children: [ExampleElement] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// A scene's view controller: of the storyboard ID `storyboardID` and the custom class
    /// `customClass` (with *Inherit Module From Target* unless `inheritsModuleFromTarget` is
    /// false), holding `views` and with `segues` leading from it.
    static func viewController(
        id: String, storyboardID: String? = nil, class customClass: String? = nil, inheritsModuleFromTarget: Bool = true,
        views: [ExampleElement] = [], segues: [ExampleElement] = []
    ) -> ExampleElement {
        let attributes: KeyValuePairs<String, String?> = [
            "storyboardIdentifier": storyboardID, "id": id, "customClass": customClass,
            "customModuleProvider": customClass != nil && inheritsModuleFromTarget ? "target" : nil,
        ]
        return ExampleElement("viewController", attributes, views + connections(segues))
    }

    /// A navigation controller whose root is the view controller of the `id` `root`.
    static func navigationController(id: String, root: String) -> ExampleElement {
        ExampleElement("navigationController", ["id": id], connections([relationship("rootViewController", to: root)]))
    }

    /// A tab bar controller whose tabs are the view controllers of the `id`s `tabs`, in order.
    static func tabBarController(id: String, tabs: [String]) -> ExampleElement {
        ExampleElement("tabBarController", ["id": id], connections(tabs.map { relationship("viewControllers", to: $0) }))
    }

    /// A segue of the kind `kind` (`show`, `embed`, `unwind`…) to the view controller of the
    /// `id` `destination` (nil for an unwind segue), with the identifier `identifier`, that calls
    /// `action`: the segue action that creates its destination, or an unwind segue's action. Its
    /// `id`, which navgen does not read, is made of its identifier or destination.
    static func segue(_ kind: String, to destination: String?, identifier: String? = nil, action: String? = nil) -> ExampleElement {
        let attributes: KeyValuePairs<String, String?> = [
            "destination": destination, "kind": kind, "identifier": identifier,
            "destinationCreationSelector": kind == "unwind" ? nil : action, "unwindAction": kind == "unwind" ? action : nil,
            "id": "segue-\(identifier ?? destination ?? kind)",
        ]
        return ExampleElement("segue", attributes)
    }

    /// A table view whose prototype cells are `prototypes`.
    static func tableView(id: String, prototypes: [ExampleElement]) -> ExampleElement {
        ExampleElement("tableView", ["id": id], [ExampleElement("prototypes", [:], prototypes)])
    }

    /// A container view that embeds what its `segues` lead to.
    static func containerView(id: String, segues: [ExampleElement]) -> ExampleElement {
        ExampleElement("containerView", ["id": id], connections(segues))
    }

    /// A table view cell of the custom class `customClass` (of the target's module) and the reuse
    /// identifier `reuseIdentifier`.
    static func tableViewCell(id: String, class customClass: String, reuseIdentifier: String) -> ExampleElement {
        cell("tableViewCell", id: id, class: customClass, reuseIdentifier: reuseIdentifier)
    }

    /// A collection view cell of the custom class `customClass` (of the target's module).
    static func collectionViewCell(id: String, class customClass: String) -> ExampleElement {
        cell("collectionViewCell", id: id, class: customClass, reuseIdentifier: nil)
    }

    /// A xib's File's Owner.
    static let filesOwner = ExampleElement("placeholder", ["placeholderIdentifier": "IBFilesOwner", "id": "-1"])

    /// A cell element `name` of a class of the target's module.
    private static func cell(_ name: String, id: String, class customClass: String, reuseIdentifier: String?) -> ExampleElement {
        ExampleElement(name, ["id": id, "customClass": customClass, "customModuleProvider": "target", "reuseIdentifier": reuseIdentifier])
    }

    /// A container's relationship segue to its child, the view controller of the `id` `child`.
    private static func relationship(_ relationship: String, to child: String) -> ExampleElement {
        ExampleElement("segue", ["destination": child, "kind": "relationship", "relationship": relationship, "id": "segue-\(child)"])
    }

    /// The `<connections>` of `segues`: none for no segue.
    private static func connections(_ segues: [ExampleElement]) -> [ExampleElement] {
        segues.isEmpty ? [] : [ExampleElement("connections", [:], segues)]
    }

    /// The text of a file whose root element is `root`.
    fileprivate static func file(_ root: ExampleElement) -> String {
        (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"] + root.lines(indentation: "")).joined(separator: "\n")
    }

    /// The element's lines, each after `indentation`, its children's indented four spaces more.
    private func lines(indentation: String) -> [String] {
        let start = ([name] + attributes.compactMap { key, value in value.map { "\(key)=\"\($0)\"" } }).joined(separator: " ")
        guard !children.isEmpty else { return [indentation + "<\(start)/>"] }
        let inner = children.flatMap { $0.lines(indentation: indentation + "    ") }
        return [indentation + "<\(start)>"] + inner + [indentation + "</\(name)>"]
    }
}

/// Examples beside Main.storyboard, the storyboard their screens name, and the specs that the
/// examples of several storyboard rules share, where each screen is the scene of Main.storyboard
/// of the storyboard ID of its name.
extension RuleExample {
    /// `spec`, beside Main.storyboard holding `storyboard`.
    init(_ spec: String, mainStoryboard storyboard: ExampleStoryboard, besides files: [String: String] = [:]) {
        self.init(spec, files: files.merging(["Main.storyboard": storyboard.xml]) { _, main in main })
    }

    /// The one screen Home, the entry.
    static func home(in storyboard: ExampleStoryboard, besides files: [String: String] = [:]) -> RuleExample {
        RuleExample(
            """
            version: 1
            screens:
              Home: { entry: true, storyboard: Main, identifier: Home }
            """,
            mainStoryboard: storyboard, besides: files)
    }

    /// Home, the entry, and `other`, to which Home leads by `transition`: the keys of the
    /// transition's flow mapping after `from` and `to`, such as `style: present`.
    static func home(and other: String, by transition: String, in storyboard: ExampleStoryboard) -> RuleExample {
        RuleExample(
            """
            version: 1
            screens:
              Home: { entry: true, storyboard: Main, identifier: Home }
              \(other): { storyboard: Main, identifier: \(other) }
            transitions:
              - { from: Home, to: \(other), \(transition) }
            """,
            mainStoryboard: storyboard)
    }

    /// Home, the entry, and Detail, which Home (scene `a`) shows by the segue showDetail and which
    /// (scene `b`) unwinds to Home by backHome, the segue `backSegue` of Detail's scene.
    static func detailUnwindsToHome(by backSegue: ExampleElement) -> RuleExample {
        let showing = home(
            and: "Detail", by: "style: segue, segue: showDetail",
            in: ExampleStoryboard(
                .viewController(
                    id: "a", storyboardID: "Home", class: "HomeViewController",
                    segues: [.segue("show", to: "b", identifier: "showDetail")]),
                .viewController(id: "b", storyboardID: "Detail", class: "DetailViewController", segues: [backSegue])))
        return RuleExample(showing.spec + "\n  - { from: Detail, to: Home, style: unwind, segue: backHome }", files: showing.files)
    }
}
