import Foundation
import NavGenCore
import NavGenStoryboards
import NavGenTestSupport
import Testing

@testable import NavGenStoryboardSync

/// What `navgen import` must cover on every app's storyboards: each scene with a storyboard ID,
/// each storyboard's initial view controller, each container with as many children as its
/// relationship segues, each segue with an identifier, each segue without one between two
/// screens and each embed segue, counted against the storyboards themselves. A launch screen is left out: no code of the app shows it.
@Suite struct ImportCoverageTests {
    static let folders = [
        "TaskApp/Resources", "storyboards/Shop/Resources", "storyboards/Legacy/Resources",
        "storyboards/Messenger/Resources", "storyboards/Mail/Resources", "storyboards/verify/embed-segues",
        "storyboards/Extensions/App", "storyboards/Extensions/App/ShareExtension", "storyboards/Extensions/App/ActionExtension",
        "storyboards/verify/repeated-identifier", "storyboards/Trails/Resources",
    ]

    /// The storyboards below `folder`, and the graph of the spec imported from them.
    static func imported(_ folder: String) throws -> (catalog: ResourceCatalog, graph: NavigationGraph, text: String) {
        let catalog = ResourceCatalog.load(folders: [PackagePaths.fixtures.appendingPathComponent(folder).path]).catalog
        let text = SpecImporter().spec(from: catalog)
        let result = SpecLoader().load(Array(text.utf8), file: "imported.yml")
        return (catalog, try #require(result.graph, "\(result.diagnostics.map(\.formatted))"), text)
    }

    /// The scenes a spec can hold: those whose class is a Swift identifier (the others are comments).
    static func nameableScenes(of storyboard: InterfaceBuilderDocument) -> [ViewController] {
        storyboard.scenes.compactMap(\.controller).filter { $0.className.map(SwiftName.isIdentifier) ?? false }
    }

    @Test(arguments: folders)
    func everySceneWithAStoryboardIDIsAScreen(_ folder: String) throws {
        let (catalog, graph, _) = try Self.imported(folder)
        var count = 0
        for storyboard in catalog.storyboards where !storyboard.isLaunchScreen {
            for controller in Self.nameableScenes(of: storyboard) {
                guard let identifier = controller.storyboardIdentifier else { continue }
                count += 1
                #expect(
                    graph.screens.contains { $0.storyboard?.name == storyboard.name && $0.storyboard?.identifier == identifier },
                    "scene '\(identifier)' of \(storyboard.name)")
            }
        }
        #expect(count > 0)
    }

    @Test(arguments: folders)
    func everyInitialViewControllerIsAScreen(_ folder: String) throws {
        let (catalog, graph, _) = try Self.imported(folder)
        for storyboard in catalog.storyboards where !storyboard.isLaunchScreen {
            guard let initial = storyboard.initialScene?.controller else { continue }
            let scene: Screen.Storyboard.Scene = initial.storyboardIdentifier.map { .identifier($0) } ?? .initial
            #expect(
                graph.screens.contains { $0.storyboard?.name == storyboard.name && $0.storyboard?.scene == scene },
                "the initial view controller of \(storyboard.name)")
        }
    }

    @Test(arguments: folders)
    func everyContainerHoldsAScreenPerRelationship(_ folder: String) throws {
        let (catalog, graph, _) = try Self.imported(folder)
        for storyboard in catalog.storyboards {
            for controller in Self.nameableScenes(of: storyboard) where controller.containerKind != nil {
                let containers = graph.screens.filter {
                    $0.storyboard?.name == storyboard.name && $0.className == controller.className
                        && $0.container?.kind == controller.containerKind
                }
                #expect(
                    containers.contains { $0.container?.children.count == controller.childSegues.count },
                    "the \(controller.element) at \(storyboard.name):\(controller.location.line)")
            }
        }
    }

    @Test(arguments: folders)
    func everyIdentifiedSegueIsATransition(_ folder: String) throws {
        let (catalog, graph, _) = try Self.imported(folder)
        for storyboard in catalog.storyboards {
            for controller in storyboard.scenes.compactMap(\.controller) {
                let segues = controller.segues.filter { $0.showsAScene || $0.kind == "embed" }
                for segue in segues {
                    guard let identifier = segue.identifier else { continue }
                    let isTransition = graph.transitions.contains { transition in
                        let source = graph.screens[transition.source]
                        return transition.segue == identifier && source.storyboard?.name == storyboard.name
                            && source.className == controller.className && (transition.style == .embed) == (segue.kind == "embed")
                    }
                    #expect(isTransition, "segue '\(identifier)' of \(controller.displayName) in \(storyboard.name)")
                }
            }
        }
    }

    /// A segue without identifier between two scenes that are screens is a transition between
    /// them: pushed or presented where code can do what it does, else `segue: false`.
    @Test(arguments: folders)
    func everySegueWithoutIdentifierBetweenScreensIsATransition(_ folder: String) throws {
        let (catalog, graph, _) = try Self.imported(folder)
        func screens(of scene: LocatedScene) -> Set<ScreenIndex> {
            Set(
                graph.screens.typedIndices.filter {
                    graph.screens[$0].storyboard?.name == scene.storyboard.name
                        && graph.screens[$0].className == scene.scene.controller?.className
                })
        }
        for storyboard in catalog.storyboards {
            for scene in storyboard.scenes where scene.controller != nil {
                let source = screens(of: LocatedScene(storyboard: storyboard, scene: scene))
                for segue in scene.controller?.segues ?? []
                where segue.identifier == nil && segue.showsAScene {
                    guard let destination = catalog.destination(of: segue, in: storyboard).map(screens(of:)),
                        !source.isEmpty, !destination.isEmpty
                    else { continue }
                    #expect(
                        graph.transitions.contains { source.contains($0.source) && destination.contains($0.destination) },
                        "the segue at \(storyboard.name):\(segue.location.line)")
                }
            }
        }
    }

    /// Every embed segue, with or without identifier, is an embed transition from its container
    /// view's scene to the screen of the scene it embeds, which is a screen.
    @Test(arguments: folders)
    func everyEmbedSegueIsAnEmbedTransition(_ folder: String) throws {
        let (catalog, graph, _) = try Self.imported(folder)
        for storyboard in catalog.storyboards {
            for controller in storyboard.scenes.compactMap(\.controller) {
                for segue in controller.segues where segue.kind == "embed" {
                    let child = try #require(catalog.destination(of: segue, in: storyboard)?.scene.controller)
                    #expect(
                        graph.transitions.contains { transition in
                            let (source, destination) = (graph.screens[transition.source], graph.screens[transition.destination])
                            return transition.style == .embed && transition.segue == segue.identifier
                                && source.className == controller.className && destination.className == child.className
                                && destination.storyboard?.name == storyboard.name
                        }, "the embed segue at \(storyboard.name):\(segue.location.line)")
                }
            }
        }
    }

    /// The regression of three scenes of one storyboard under one storyboard ID, which the import
    /// once wrote as three screens with that ID: the first keeps it, the others are screens
    /// without ID, found by their segues, and the spec lints without errors.
    @Test func threeScenesUnderOneStoryboardIDImportToASpecThatLints() throws {
        let (_, graph, text) = try Self.imported("storyboards/verify/repeated-identifier")
        #expect(graph.screens.map(\.name) == ["Home", "Detail", "DetailCopy", "Draft"])
        #expect(graph.screens.map { $0.storyboard?.identifier } == ["Home", "Detail", nil, nil])
        #expect(text.components(separatedBy: "has the storyboard ID 'Detail' that DetailViewController (Main.storyboard:34) has before it").count == 3)
    }

    /// Mail's launch screen (a scene with a storyboard ID, as initial view controller) is read
    /// and becomes a comment rather than a screen, which nothing would lead to.
    @Test func aLaunchScreenIsNoScreen() throws {
        let (catalog, graph, text) = try Self.imported("storyboards/Mail/Resources")
        let launchScreen = try #require(catalog.storyboards.first { $0.isLaunchScreen })
        #expect(launchScreen.name == "LaunchScreen")
        #expect(!graph.screens.contains { $0.storyboard?.name == "LaunchScreen" })
        #expect(text.contains("  # LaunchScreen.storyboard is the launch screen, which iOS shows before the app runs"))
    }

    /// The defect that a segue with an identifier into a storyboard reference of its own storyboard
    /// became a push without its identifier.
    @Test func aSegueIntoAReferenceOfItsOwnStoryboardKeepsItsIdentifier() throws {
        let (_, graph, _) = try Self.imported("storyboards/Messenger/Resources")
        let transition = try #require(graph.transitions.first { $0.segue == "showArchive" })
        #expect(transition.style == .segue)
        #expect(graph.screens[transition.destination].storyboard?.identifier == "Archive")
    }
}
