import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// What the templates make of segues that carry data and of unwind segues beyond the goldens.
@Suite struct SegueOutputTests {
    static func graph() throws -> NavigationGraph {
        let spec = PackagePaths.fixtures.appendingPathComponent("SegueData/navigation.yml")
        return try #require(SpecLoader().load([UInt8](try Data(contentsOf: spec)), file: "navigation.yml").graph)
    }

    /// SwiftUI has no storyboards: neither the segues nor the unwinds of Fixtures/SegueData give
    /// any screen a router, or a destination.
    @Test func swiftUISkipsSeguesAndUnwinds() throws {
        let text = try CodeGenerator().render(try Self.graph(), with: .builtin("swiftui"))
        #expect(!text.contains("Router"))
        #expect(!text.contains("unwind"))
    }

    @Test func aPublicSpecMakesTheSegueMembersPublic() throws {
        var graph = try Self.graph()
        graph.accessLevel = .public
        let text = try CodeGenerator().render(graph, with: .builtin("uikit"))
        for declaration in [
            "public struct ShowMessageSegue", "public let messageID: String", "public let sender: Any?",
            "public func performShowMessage(", "public func makeShowMessage(", "public func prepare(_ segue: UIStoryboardSegue)",
            "public func prepareSegue(", "@IBAction public func unwindToInbox(",
        ] {
            #expect(text.contains(declaration), "\(declaration)")
        }
    }
}
