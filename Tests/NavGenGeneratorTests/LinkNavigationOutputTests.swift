import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// What `DeepLink.open(in:animated:)` does beyond Fixtures/Shop, whose routes present once and
/// whose entry screen takes nothing: a route that presents again, from a screen pushed in a
/// presented stack or from the presented screen itself, waits for the presentation before it, as
/// UIKit presents nothing meanwhile; an entry screen that a link cannot make must be the root.
@Suite struct LinkNavigationOutputTests {
    static let presentations = """
        version: 1
        links: { schemes: [myapp], hosts: [app.example.com] }
        screens:
          A: { source: code, entry: true }
          B: { source: code }
          C: { source: code }
          D: { source: code, links: [/d] }
          E: { source: code, links: [/e] }
        transitions:
          - { from: A, to: B, style: pageSheet, embed: navigation }
          - { from: B, to: C }
          - { from: C, to: D, style: fullScreen }
          - { from: D, to: E, style: formSheet }
        """

    static let entryWithParameters = """
        version: 1
        links: { schemes: [myapp], hosts: [app.example.com] }
        screens:
          Home: { source: code, entry: true, parameters: { userID: String, compact: { type: Bool, default: "false" } } }
          Item: { source: code, links: ["/items/{itemID}"], parameters: { itemID: Int } }
        transitions:
          - { from: Home, to: Item }
        """

    static let entryOfUIKitsClass = """
        version: 1
        links: { schemes: [myapp], hosts: [app.example.com] }
        screens:
          Home: { source: code, class: UIViewController, entry: true }
          Item: { source: code, links: [/item] }
        transitions:
          - { from: Home, to: Item }
        """

    /// A navigation controller presented from a tab's root, with a screen pushed on its root.
    static let stackPresentedFromATab = """
        version: 1
        links: { hosts: [app.example.com] }
        screens:
          Main: { source: code, entry: true, tabs: [Feed] }
          Feed: { source: code }
          ComposeNav: { source: code, root: Compose }
          Compose: { source: code }
          Attach: { source: code, links: [/attach] }
        transitions:
          - { from: Feed, to: ComposeNav, style: pageSheet }
          - { from: Compose, to: Attach }
        """

    static func render(_ spec: String, _ template: String) throws -> String {
        let graph = try #require(SpecLoader().load(Array(spec.utf8), file: "navigation.yml").graph)
        return try CodeGenerator().render(graph, with: .builtin(template))
    }

    @Test func aLaterPresentationIsMadeInTheCompletionOfTheOneBeforeIt() throws {
        let text = try Self.render(Self.presentations, "uikit")
        let expected = """
                case .e:
                    let aViewController =
                        navigationController.viewControllers.first as? AViewController ?? AViewController.instantiate()
                    navigationController.setViewControllers([aViewController], animated: animated)
                    let cViewController = CViewController.instantiate()
                    let bViewController = aViewController.presentB(animated: animated) {
                        // The completion runs once the presentation has ended, after the method has returned.
                        var dViewController: DViewController?
                        dViewController = cViewController.presentD(animated: animated) {
                            guard let dViewController else { return }
                            dViewController.presentE(animated: animated)
                        }
                    }
                    bViewController.navigationController?.setViewControllers(
                        [bViewController, cViewController],
                        animated: false)
                }
        """
        #expect(text.contains(expected), "\(text)")
    }

    /// Fixtures/SheetStackLinks opens its links in a navigation controller; in a tab bar the
    /// presented stack is set the same way, after the tab is chosen.
    @Test func aStackPresentedFromATabIsSetToItsRootAndThePushesOnIt() throws {
        let uikit = try Self.render(Self.stackPresentedFromATab, "uikit")
        let presented = """
                    let composeNavViewController = feedViewController.presentComposeNav(animated: animated)
                    guard let composeViewController = composeNavViewController.viewControllers.first as? ComposeViewController
                    else { return }
                    composeNavViewController.setViewControllers(
                        [composeViewController, AttachViewController.instantiate()],
                        animated: false)
        """
        #expect(uikit.contains(presented), "\(uikit)")
        let stack = try Self.render(Self.stackPresentedFromATab, "swiftui-stack")
        let restored = """
                    selectedTab = .feed
                    feed.restore(
                        NavigationRouter.State(
                            presentation: .sheet(route: .compose, state: NavigationRouter.State(path: [.attach]))))
        """
        #expect(stack.contains(restored), "\(stack)")
    }

    /// The navigators and the links show a route one way (`StackRoutes.showing`): a popover as a
    /// sheet, as SwiftUI shows one on iPhone (a link cannot pass a popover, which needs its
    /// anchor), a full-screen presentation as a full-screen cover, a sheet as a sheet.
    @Test func theNavigatorsAndTheLinksPresentRoutesAlike() throws {
        let spec = """
            version: 1
            links: { schemes: [myapp], hosts: [app.example.com] }
            screens:
              Home: { source: code, entry: true }
              Filter: { source: code }
              Player: { source: code, links: [/player] }
              Queue: { source: code, links: [/queue] }
            transitions:
              - { from: Home, to: Filter, style: popover, anchor: view }
              - { from: Home, to: Player, style: overFullScreen }
              - { from: Player, to: Queue, style: pageSheet }
            """
        let stack = try Self.render(spec, "swiftui-stack")
        for expected in [
            "router.presentSheet(.filter)", "router.presentFullScreenCover(.player)", "router.presentSheet(.queue)",
            "presentation: .fullScreenCover(route: .player,", "presentation: .sheet(route: .queue,",
        ] {
            #expect(stack.contains(expected), "\(stack)")
        }
    }

    @Test func anEntryScreenThatALinkCannotMakeIsOnlyKept() throws {
        let text = try Self.render(Self.entryWithParameters, "uikit")
        let expected = """
                case .item(let itemID):
                    guard let homeViewController = navigationController.viewControllers.first as? HomeViewController else { return }
                    navigationController.setViewControllers(
        """
        #expect(text.contains(expected), "\(text)")
    }

    /// Every root is a `UIViewController`, which a cast would only restate.
    @Test func anEntryScreenOfUIViewControllerIsTheRootAsItIs() throws {
        let text = try Self.render(Self.entryOfUIKitsClass, "uikit")
        #expect(text.contains("                navigationController.viewControllers.first ?? HomeScreen.instantiate()\n"), "\(text)")
    }

    @Test(arguments: [
        (presentations, ["A", "B", "C", "D", "E"].map { "final class \($0)ViewController: UIViewController {}" }),
        (
            entryWithParameters,
            [
                "final class HomeViewController: UIViewController { init(userID: String, compact: Bool) { super.init(nibName: nil, bundle: nil) }; required init?(coder: NSCoder) { nil } }",
                "final class ItemViewController: UIViewController { init(itemID: Int) { super.init(nibName: nil, bundle: nil) }; required init?(coder: NSCoder) { nil } }",
            ]
        ),
        (entryOfUIKitsClass, ["final class ItemViewController: UIViewController {}"]),
    ])
    func theCodeCompilesInSwift6(_ spec: String, _ screens: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (name, text) in [
            ("uikit", try Self.render(spec, "uikit")), ("deeplinks", try Self.render(spec, "deeplinks")),
            ("screens", "import UIKit\n" + screens.joined(separator: "\n") + "\n"),
        ] {
            let file = folder.appendingPathComponent("\(name).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        #expect(SwiftCompiler.typeCheckProblems(files, moduleName: "Links") == nil)
    }
}
