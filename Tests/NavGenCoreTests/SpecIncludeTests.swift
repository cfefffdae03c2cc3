import Synchronization
import Testing

@testable import NavGenCore

/// Loading a spec with the specs it includes, from files kept in memory.
@Suite struct SpecIncludeTests {
    /// Files by path, and how often each was read.
    final class Files: Sendable {
        let contents: [String: String]
        let reads = Mutex<[String: Int]>([:])

        init(_ contents: [String: String]) {
            self.contents = contents
        }

        func load(_ path: String) -> SpecLoader.Result {
            let loader = SpecLoader(readIncludedSpec: { [self] path in
                reads.withLock { $0[path, default: 0] += 1 }
                guard let text = contents[path] else { return .failure(.init(reason: "no such file")) }
                return .success(Array(text.utf8))
            })
            return loader.load(Array((contents[path] ?? "").utf8), file: path)
        }
    }

    static func feature(_ module: String, screen: String, includes: [String] = [], to target: String? = nil) -> String {
        """
        version: 1
        module: \(module)
        includes: [\(includes.joined(separator: ", "))]
        screens:
          \(screen): { source: code, public: true }
        transitions:
        \(target.map { "  - { from: \(screen), to: \($0) }" } ?? "")
        """
    }

    /// The deployment target is the generated file's own, as `accessLevel` is: an included
    /// spec's says what its module's file runs on, and is checked in its own file.
    @Test func anIncludedSpecsDeploymentTargetIsItsOwn() throws {
        let feature = Self.feature("A", screen: "First")
        let files = Files([
            "App/navigation.yml": "version: 1\nincludes: [../A/navigation.yml]\nscreens:\n  Home: { source: code, entry: true }\n",
            "A/navigation.yml": feature.replacingOccurrences(of: "module: A", with: "module: A\ndefaults: { deploymentTarget: 18 }"),
            "Old/navigation.yml": feature.replacingOccurrences(of: "module: A", with: "module: A\ndefaults: { deploymentTarget: 12 }"),
            "Targeted/navigation.yml": "version: 1\ndefaults: { deploymentTarget: 17 }\nincludes: [../Old/navigation.yml]\nscreens:\n  Home: { source: code, entry: true }\n",
        ])
        let app = files.load("App/navigation.yml")
        #expect(!app.diagnostics.containsErrors, "\(app.diagnostics.map(\.formatted))")
        #expect(try #require(app.graph).deploymentTarget == nil)
        #expect(try #require(files.load("A/navigation.yml").graph).deploymentTarget?.value == IOSVersion(major: 18))
        let targeted = files.load("Targeted/navigation.yml")
        #expect(
            targeted.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [
                "Old/navigation.yml:3:31: error: navgen generates code for iOS 13.0 or later, not for iOS 12.0; the SwiftUI outputs need SwiftUI and Combine, which iOS 13 brought [deployment-target]\nTargeted/navigation.yml:3:12: note: 'Old/navigation.yml' is included here"
            ])
    }

    @Test func aSpecThatTwoOthersIncludeIsReadOnce() throws {
        let files = Files([
            "App/navigation.yml": """
            version: 1
            includes: [../A/navigation.yml, ../B/navigation.yml]
            screens:
              Home: { source: code, entry: true }
            transitions:
              - { from: Home, to: A.First }
              - { from: Home, to: B.Second }
            """,
            "A/navigation.yml": Self.feature("A", screen: "First", includes: ["../Shared/navigation.yml"], to: "Shared.Common"),
            "B/navigation.yml": Self.feature("B", screen: "Second", includes: ["./../Shared//navigation.yml"], to: "Shared.Common"),
            "Shared/navigation.yml": Self.feature("Shared", screen: "Common"),
        ])
        let result = files.load("App/navigation.yml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let graph = try #require(result.graph)
        // Depth first, in the order of the includes: Shared comes with A, the first to include it.
        #expect(graph.screens.map(\.name) == ["Home", "First", "Common", "Second"])
        #expect(graph.screens.map(\.module) == [nil, "A", "Shared", "B"])
        #expect(graph.screens.map(\.isExternal) == [false, true, true, true])
        #expect(files.reads.withLock { $0 } == ["A/navigation.yml": 1, "B/navigation.yml": 1, "Shared/navigation.yml": 1])
        #expect(result.files.files.map(\.path) == ["App/navigation.yml", "A/navigation.yml", "Shared/navigation.yml", "B/navigation.yml"])
        #expect(result.files.files.map(\.includes) == [[1, 3], [2], [], [2]])
        // The app's code imports the modules it shows, not the one only they show.
        #expect(graph.imports == ["A", "B"])
    }

    @Test func aPositionTellsItsFileAndItsLineThere() throws {
        let files = Files([
            "App.yml": "version: 1\nincludes: [Feature.yml]\nscreens:\n  Home: { source: code, entry: true }\n",
            "Feature.yml": "version: 1\nmodule: Feature\nscreens:\n  Page: { source: code, public: true }\n",
        ])
        let result = files.load("App.yml")
        let graph = try #require(result.graph)
        #expect(graph.screens[1].location == SourceLocation(file: "Feature.yml", line: 4, column: 3))
        #expect(result.files.index(of: SourcePosition(line: 4, column: 3)) == 0)
        let pageLine = result.files.files[1].lineOffset + 4
        #expect(result.files.location(of: SourcePosition(line: pageLine, column: 3)) == SourceLocation(file: "Feature.yml", line: 4, column: 3))
    }

    @Test func aModulesLinksAreItsOwnAndAskNothingOfTheApp() throws {
        let files = Files([
            "App.yml": "version: 1\nincludes: [Feature.yml]\nscreens:\n  Home: { source: code, entry: true }\ntransitions:\n  - { from: Home, to: Feature.Page }\n",
            "Feature.yml": """
            version: 1
            module: Feature
            links: { hosts: [feature.example.com] }
            screens:
              Start: { source: code, entry: true }
              Page: { source: code, public: true, links: [/page] }
            transitions:
              - { from: Start, to: Page }
            """,
        ])
        let app = files.load("App.yml")
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics.map(\.formatted))")
        #expect(try #require(app.graph).deepLinks == nil)
        let feature = files.load("Feature.yml")
        #expect(try #require(feature.graph).deepLinks?.destinations.count == 1)
    }

    @Test func aPublicScreenThatOnlyOtherModulesShowIsNoIsolatedScreenOfItsOwnSpec() throws {
        let files = Files([
            "App.yml": "version: 1\nincludes: [Feature.yml]\nscreens:\n  Home: { source: code, entry: true }\n",
            "Feature.yml": "version: 1\nmodule: Feature\nscreens:\n  Page: { source: code, public: true }\n  Other: { source: code }\n",
        ])
        #expect(files.load("Feature.yml").diagnostics.map(\.message) == ["no transition leads to or from screen 'Other'"])
        // In the app's graph nothing shows it, which is worth a warning there.
        #expect(files.load("App.yml").diagnostics.map(\.message).contains("no transition leads to or from screen 'Page'"))
    }

    @Test func aLinksBackStackTakesTheTransitionsOfAnotherModuleAfterTheAppsOwn() {
        let files = Files([
            "App.yml": """
            version: 1
            includes: [Feature.yml]
            links: { hosts: [app.example.com] }
            screens:
              Home: { source: code, entry: true }
              Own: { source: code, links: [/own] }
            transitions:
              - { from: Home, to: Feature.Page }
              - { from: Feature.Inner, to: Own }
            """,
            // Page's way to Inner is Feature's: the stack router pushes it as Feature's route,
            // while the uikit template, whose method for it is Feature's, refuses the link.
            "Feature.yml": """
            version: 1
            module: Feature
            screens:
              Page: { source: code, public: true }
              Inner: { source: code, public: true }
            transitions:
              - { from: Page, to: Inner }
            """,
        ])
        let result = files.load("App.yml")
        #expect(result.diagnostics.isEmpty)
        let graph = result.graph
        let route = graph?.deepLinks?.destinations.first?.route.compactMap { step in step.transition.map { graph?.transitions[$0].isExternal } }
        #expect(route == [false, true, false], "Home to Page is the app's, Page to Inner Feature's, Inner to Own the app's")
    }

    @Test func aLoaderThatCannotReadFilesRefusesIncludes() {
        let result = SpecLoader().load(Array("version: 1\nincludes: [Feature.yml]\nscreens:\n  Home: {}\n".utf8), file: "App.yml")
        #expect(result.graph == nil)
        #expect(result.diagnostics.map(\.formatted) == [
            "App.yml:2:12: error: included specs cannot be read here; include 'Feature.yml' from a spec read from a file [unreadable-include]"
        ])
    }

    @Test func aLongCycleIsNamedWholeAndNeverFollowed() {
        var contents: [String: String] = [:]
        for index in 0..<50 {
            contents["M\(index).yml"] = Self.feature("M\(index)", screen: "S\(index)", includes: ["M\((index + 1) % 50).yml"])
        }
        contents["App.yml"] = "version: 1\nincludes: [M0.yml]\nscreens:\n  Home: { source: code, entry: true }\n"
        let result = Files(contents).load("App.yml")
        let cycles = result.diagnostics.filter { $0.message.contains("cycle") }
        #expect(cycles.count == 1)
        #expect(cycles.first?.location?.file == "M49.yml")
        #expect(cycles.first?.message.hasSuffix("M0.yml → M1.yml → " + (2..<50).map { "M\($0).yml → " }.joined() + "M0.yml") == true)
    }

    @Test(arguments: [
        ("a/./b/../c.yml", "a/c.yml"), ("../x/../y.yml", "../y.yml"), ("/a/../../b.yml", "/b.yml"), ("a//b/", "a/b"), (".", "."),
    ])
    func pathsAreMadePlain(_ path: String, _ plain: String) {
        #expect(SpecPath.plain(path) == plain)
    }

    @Test func anIncludeIsRelativeToTheFolderOfTheSpecThatWritesIt() {
        #expect(SpecPath.path("../B/navigation.yml", relativeTo: "Sources/A/navigation.yml") == "Sources/A/../B/navigation.yml")
        #expect(SpecPath.path("b.yml", relativeTo: "a.yml") == "b.yml")
        #expect(SpecPath.path("/abs/b.yml", relativeTo: "x/a.yml") == "/abs/b.yml")
    }
}
