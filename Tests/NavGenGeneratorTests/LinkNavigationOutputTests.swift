import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// What `DeepLink.open(in:animated:)` does beyond Fixtures/Shop, whose routes present once: a
/// route that presents again, from a screen pushed in a presented stack or from the presented
/// screen itself, waits for the presentation before it, as UIKit presents nothing meanwhile.
@Suite struct LinkNavigationOutputTests {
    static let spec = """
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

    static func render(_ template: String) throws -> String {
        let graph = try #require(SpecLoader().load(Array(spec.utf8), file: "navigation.yml").graph)
        return try CodeGenerator().render(graph, with: .builtin(template))
    }

    @Test func aLaterPresentationIsMadeInTheCompletionOfTheOneBeforeIt() throws {
        let text = try Self.render("uikit")
        let expected = """
                case .e:
                    let aViewController =
                        navigationController.viewControllers.first as? AViewController ?? .instantiate()
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
                        [
                            bViewController,
                            cViewController,
                        ],
                        animated: false)
                }
        """
        #expect(text.contains(expected), "\(text)")
    }

    @Test func theCodeCompilesInSwift6() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        let screens = ["A", "B", "C", "D", "E"].map { "final class \($0)ViewController: UIViewController {}" }
        for (name, text) in [
            ("uikit", try Self.render("uikit")), ("deeplinks", try Self.render("deeplinks")),
            ("screens", "import UIKit\n" + screens.joined(separator: "\n") + "\n"),
        ] {
            let file = folder.appendingPathComponent("\(name).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        #expect(SwiftCompiler.typeCheckProblems(files, moduleName: "Links") == nil)
    }
}
