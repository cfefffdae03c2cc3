import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// The `swiftui-stack` router beside the `DeepLink` of another output: its link members are no
/// more visible than `DeepLink`, so that a router more visible than the links compiles.
@Suite struct StackOutputTests {
    /// A public router; `DeepLink` has the level of the `deeplinks` output, or the spec's.
    static func spec(deepLinksOutput: String?) -> String {
        """
        version: 1
        links: { hosts: [shop.example.com] }
        screens:
          Catalog: { source: code, entry: true }
          Product: { source: code, parameters: { productID: Int }, links: ["/products/{productID}"] }
        transitions:
          - { from: Catalog, to: Product }
        outputs:
          - { template: swiftui-stack, output: Router.swift, accessLevel: public }
        """ + (deepLinksOutput.map { "\n  - { template: deeplinks, output: DeepLinks.swift\($0) }" } ?? "")
    }

    static let views = """
        import SwiftUI

        struct CatalogView: View { var body: some View { Text("Catalog") } }
        struct ProductView: View {
            let productID: Int
            var body: some View { Text("Product") }
        }

        """

    /// Each output rendered as `navgen generate` renders it: with its access level, or the spec's.
    static func render(_ spec: String, _ template: String) throws -> String {
        var graph = try #require(SpecLoader().load(Array(spec.utf8), file: "navigation.yml").graph)
        if let level = graph.outputs.first(where: { $0.template.value == template })?.accessLevel {
            graph.accessLevel = level
        }
        return try CodeGenerator().render(graph, with: .builtin(template))
    }

    @Test(arguments: [
        (", accessLevel: internal", ""), (nil, ""), (", accessLevel: package", "package "), (", accessLevel: public", "public "),
    ])
    func linkMembersAreAsVisibleAsDeepLink(_ deepLinksOutput: String?, _ prefix: String) throws {
        let spec = Self.spec(deepLinksOutput: deepLinksOutput)
        let router = try Self.render(spec, "swiftui-stack")
        #expect(router.contains("\n    public func push(_ route: NavigationRoute) {\n"), "the router stays public")
        #expect(router.contains("\n    \(prefix)func open(_ link: DeepLink) {\n"), "\(router)")
        #expect(router.contains("\n    \(prefix)init(opening link: DeepLink) {\n"), "\(router)")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-stack-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (name, text) in [("Router", router), ("DeepLinks", try Self.render(spec, "deeplinks")), ("Views", Self.views)] {
            let file = folder.appendingPathComponent("\(name).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        #expect(SwiftCompiler.moduleProblems(files, moduleName: "Shop", in: folder, packageName: "Shop") == nil)
    }
}
