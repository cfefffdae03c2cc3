import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// The `swiftui-stack` router beside the `DeepLink` of another output: its link members are no
/// more visible than `DeepLink`, so that a router more visible than the links compiles; and its
/// tab bars and split views where names and access levels are awkward.
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
        #expect(try Self.problems(compiling: ["Router": router, "DeepLinks": try Self.render(spec, "deeplinks"), "Views": Self.views]) == nil)
    }

    /// What the compiler says about `files`, by name, as one module against the stub SDK.
    static func problems(compiling files: [String: String]) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-stack-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [URL] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent("\(name).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            urls.append(file)
        }
        return SwiftCompiler.moduleProblems(urls, moduleName: "App", in: folder, packageName: "App")
    }

    /// A public tab bar whose tabs are named after keywords, with a split view in a tab and
    /// screens at the roots that take parameters, which the views take.
    static let keywordTabs = """
        version: 1
        links: { hosts: [example.com] }
        screens:
          Main: { source: code, entry: true, tabs: [return, default, Columns] }
          return: { source: code, links: [/return] }
          default: { source: code, root: Inbox }
          Inbox: { source: code, parameters: { userID: Int } }
          Columns: { source: code, primary: Item, secondary: Detail }
          Item: { source: code, parameters: { userID: Int, compact: { type: Bool, default: "false" } } }
          Detail: { source: code, links: [/detail] }
          Message: { source: code, parameters: { messageID: Int }, links: ["/messages/{messageID}"] }
        transitions:
          - { from: Inbox, to: Message }
          - { from: Detail, to: Message, style: fullScreen }
        outputs:
          - { template: swiftui-stack, output: Router.swift, accessLevel: public }
          - { template: deeplinks, output: DeepLinks.swift, accessLevel: public }
        """

    @Test func aTabBarWithKeywordTabsAndRootParametersCompiles() throws {
        let router = try Self.render(Self.keywordTabs, "swiftui-stack")
        #expect(router.contains("\n    public let `return` = NavigationRouter()\n"), "\(router)")
        #expect(router.contains("\n            return: NavigationRouter.State = NavigationRouter.State(),\n"), "a keyword is a label as it is")
        #expect(router.contains("public init(navigation: MainNavigation, userID: Int, compact: Bool = false, @ViewBuilder label:"))
        let views = """
            import SwiftUI

            public struct returnView: View { public var body: some View { Text("return") } }
            public struct InboxView: View {
                let userID: Int
                public var body: some View { Text("Inbox") }
            }
            public struct ItemView: View {
                let userID: Int
                let compact: Bool
                public var body: some View { Text("Item") }
            }
            public struct DetailView: View { public var body: some View { Text("Detail") } }
            public struct MessageView: View {
                let messageID: Int
                public var body: some View { Text("Message") }
            }

            struct Root: View {
                @StateObject private var navigation = MainNavigation()

                var body: some View {
                    MainTabs(navigation: navigation, userID: 1) { tab in Text(tab.rawValue) }
                }
            }

            """
        let deepLinks = try Self.render(Self.keywordTabs, "deeplinks")
        #expect(try Self.problems(compiling: ["Router": router, "DeepLinks": deepLinks, "Views": views]) == nil)
    }

    /// A spec with no transitions: a module of screens that others show, with either observation.
    /// It has no route: an enum without cases would get no synthesized `Codable`.
    static func moduleWithoutTransitions(observation: String) -> String {
        """
        version: 1
        module: Help
        defaults: { observation: \(observation) }
        screens:
          Help: { source: code, public: true, entry: true }
        """
    }

    @Test(arguments: ["observable", "observableObject"])
    func aModuleWithoutTransitionsGetsItsNavigationTypes(_ observation: String) throws {
        let router = try Self.render(Self.moduleWithoutTransitions(observation: observation), "swiftui-stack")
        #expect(router.contains("\npublic struct NavigationRoute: Hashable, Codable, Identifiable {\n    public var id: Self { self }\n"), "\(router)")
        #expect(router.contains("\npublic protocol HelpStack {\n"))
        #expect(router.contains(".environment(\\.helpStack, router)\n"))
        let views = """
            import SwiftUI

            public struct HelpView: View {
                @Environment(\\.helpStack) private var stack

                public var body: some View { Text("Help") }

                func closeTapped() { stack.dismiss() }
            }

            struct Root: View {
                @State private var router = NavigationRouter()

                var body: some View {
                    RoutedStack(router: router) { HelpView() }
                }
            }

            """
        let problems = try Self.problems(compiling: ["Router": router, "Views": views])
        #expect(problems == nil, "\(problems ?? "")")
    }
}
