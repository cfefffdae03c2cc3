import Foundation
import NavGenTestSupport
import Testing

/// A screen's navigator in the `swiftui-stack` output has the transitions the spec gives the
/// screen and no others: a screen's call of another screen's transition does not compile, and
/// neither does the call of a transition that the spec no longer has. Fixtures/Shop compiled with
/// a call, whose error the compiler must name; the same files with a call that is allowed show
/// that nothing else fails.
@Suite(.enabled(if: SwiftCompiler.sdk.compilesSwiftUI, "the swiftui-stack output needs SwiftUI"))
struct NavigatorCompileTests {
    static let shop = PackagePaths.fixtures.appendingPathComponent("Shop")

    /// What the compiler says about Fixtures/Shop's expected outputs and support files, with
    /// `swiftUIStack` instead of its swiftui-stack output when given, and a function that runs `call`.
    static func problems(calling call: String, swiftUIStack: String? = nil) throws -> String? {
        var files: [String: String] = [:]
        for file in PackagePaths.files(in: shop.appendingPathComponent("expected"), endingIn: ".swift")
            + PackagePaths.files(in: shop.appendingPathComponent("Support"), endingIn: ".swift")
        {
            files[file.deletingPathExtension().lastPathComponent] = try String(contentsOf: file, encoding: .utf8)
        }
        if let swiftUIStack { files["swiftui-stack"] = swiftUIStack }
        files["Call"] = "import Foundation\n\n@MainActor func navigate() {\n    \(call)\n}\n"
        return try StackOutputTests.problems(compiling: files)
    }

    @Test(arguments: [
        ("CartNavigator(router: NavigationRouter()).pushCheckout(cartID: UUID())", nil),
        ("CatalogNavigator(router: NavigationRouter()).pushCheckout(cartID: UUID())", "value of type 'CatalogNavigator' has no member 'pushCheckout'"),
        ("CatalogNavigator(router: NavigationRouter()).close()", "value of type 'CatalogNavigator' has no member 'close'"),
    ] as [(String, String?)])
    func aScreenCallsOnlyItsOwnTransitions(_ call: String, _ problem: String?) throws {
        let problems = try Self.problems(calling: call)
        if let problem {
            #expect(problems?.contains(problem) == true, "\(problems ?? "it compiles")")
        } else {
            #expect(problems == nil)
        }
    }

    /// Fixtures/Shop's spec without one transition: a way back, whose method goes, and the only
    /// transition of Search, whose navigator goes with it.
    @Test(arguments: [
        ("  - { from: Cart, style: dismiss }\n", "CartNavigator(router: NavigationRouter()).close()", "value of type 'CartNavigator' has no member 'close'"),
        ("  - { from: Search, to: Product }\n", "SearchNavigator(router: NavigationRouter()).pushProduct(productID: 1)", "cannot find 'SearchNavigator' in scope"),
    ])
    func aTransitionRemovedFromTheSpecBreaksItsCalls(_ transition: String, _ call: String, _ problem: String) throws {
        let spec = try String(contentsOf: Self.shop.appendingPathComponent("navigation.yml"), encoding: .utf8)
        try #require(spec.contains(transition))
        #expect(try Self.problems(calling: call) == nil, "the call compiles while the spec has the transition")
        let output = try StackOutputTests.render(spec.replacingOccurrences(of: transition, with: ""), "swiftui-stack")
        let problems = try Self.problems(calling: call, swiftUIStack: output)
        #expect(problems?.contains(problem) == true, "\(problems ?? "it compiles")")
    }
}
