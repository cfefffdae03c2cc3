import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// `defaults.deploymentTarget` and the table of the APIs that depend on the iOS version
/// (`IOSAvailability`): the docs show the table, a spec's choices newer than its target are
/// errors, and the target chooses the form of a `swiftui-stack` tab bar.
@Suite struct IOSAvailabilityTests {
    /// The rows of docs/SwiftUI.md's table under "The iOS versions".
    static func documentedRows() throws -> [[String]] {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/SwiftUI.md"), encoding: .utf8)
        let section = text.components(separatedBy: "\n## The iOS versions\n").dropFirst().first?.components(separatedBy: "\n## ").first
        return (section ?? "").split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| API ") && !$0.hasPrefix("| ---") }
            .map { line in line.dropFirst(2).dropLast(2).components(separatedBy: " | ") }
    }

    @Test func theDocsShowTheTable() throws {
        let described = IOSAvailability.apis.map { api in
            [api.name, "\(api.minimum.major)", api.templates.map { "`\($0)`" }.joined(separator: ", "), api.condition]
        }
        #expect(try Self.documentedRows() == described)
        #expect(IOSAvailability.apis.allSatisfy { $0.minimum > IOSVersion.oldestSupported })
        #expect(IOSAvailability.apis.map(\.minimum) == IOSAvailability.apis.map(\.minimum).sorted())
    }

    /// The graph of `Fixtures/<name>/navigation.yml` with the deployment target `target`.
    static func graph(_ path: String, target: IOSVersion?) throws -> NavigationGraph {
        let file = PackagePaths.fixtures.appendingPathComponent(path)
        var graph = try #require(SpecLoader().load([UInt8](try Data(contentsOf: file)), file: path).graph)
        graph.deploymentTarget = target.map { Located($0, at: SourcePosition(line: 1, column: 1)) }
        return graph
    }

    static func errors(_ graph: NavigationGraph, _ template: String) -> [String] {
        CodeGenerator.problems(of: graph, renderedWith: .builtin(template)).filter { $0.rule == .newerThanTarget }.map(\.message)
    }

    @Test func aChoiceNewerThanTheTargetIsAnErrorOnlyBelowItsRelease() throws {
        let spec = "invalid/newer-than-target.yml"
        let below = Self.errors(try Self.graph(spec, target: IOSVersion(major: 16, minor: 4)), "swiftui-stack")
        // One error per choice: `observation: observable` brings two APIs, the split view one.
        #expect(below.count == 2)
        #expect(below.first?.contains("`@Observable`, `Bindable` and `environment(_:)` with an `Observable` object") == true)
        #expect(below.allSatisfy { $0.hasSuffix("which needs iOS 17.0, newer than the deployment target, iOS 16.4") })
        #expect(Self.errors(try Self.graph(spec, target: IOSVersion(major: 17)), "swiftui-stack").isEmpty)
        #expect(Self.errors(try Self.graph(spec, target: nil), "swiftui-stack").isEmpty, "without a target nothing is checked")
        // The uikit output's detents: iOS 15, a height in points iOS 16.
        #expect(Self.errors(try Self.graph(spec, target: IOSVersion(major: 15)), "uikit").count == 1)
        #expect(Self.errors(try Self.graph(spec, target: IOSVersion(major: 14)), "uikit").count == 2)
        #expect(Self.errors(try Self.graph(spec, target: IOSVersion(major: 14)), "deeplinks").isEmpty)
    }

    @Test func aTabBarIsMadeOfTabsFromIOS18() throws {
        let golden = try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("TabApp/expected/swiftui-stack.swift"), encoding: .utf8)
        let render = { (target: IOSVersion?) in
            try CodeGenerator().render(try Self.graph("TabApp/navigation.yml", target: target), with: .builtin("swiftui-stack"))
        }
        // Below 18 the tabs are views with tabItem(_:) and tag(_:), as without a target.
        #expect(try render(IOSVersion(major: 17, minor: 6)) == golden)
        #expect(try render(nil) == golden)
        let tabs = try render(IOSVersion(major: 18))
        #expect(tabs.contains("SwiftUI.Tab(value: MainNavigation.Tab.feedStack) {"))
        #expect(!tabs.contains(".tabItem") && !tabs.contains(".tag("))
        #expect(try render(IOSVersion(major: 26)) == tabs)
    }
}
