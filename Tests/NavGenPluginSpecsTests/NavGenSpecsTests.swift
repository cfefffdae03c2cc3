import Foundation
import Testing

/// What the plugins read of a spec before navgen runs: `NavGenSpecs.swift` is the plugins' own
/// file, linked into this target, since a plugin's code cannot be imported by tests.
@Suite struct NavGenSpecsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-plugin-\(UUID().uuidString)")

    func spec(_ text: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("navigation.yml")
        try Data(text.utf8).write(to: url)
        return url
    }

    func file(_ path: String) -> URL { folder.appendingPathComponent(path).standardizedFileURL }

    @Test func outputsInBlockAndFlowStyle() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try spec(
            """
            version: 1
            outputs:
              - template: uikit
                output: Navigation.swift   # beside the spec
                accessLevel: public
              - {template: "swiftui", output: '../Generated/Views.swift'}
              - { output: Links.swift, template: deeplinks }
            screens:
              Home: {output: Nowhere.swift}

            """)
        #expect(
            NavGenSpecs.declaredOutputs(of: url) == [
                .init(template: "uikit", file: file("Navigation.swift")),
                .init(template: "swiftui", file: file("../Generated/Views.swift")),
                .init(template: "deeplinks", file: file("Links.swift")),
            ])
        #expect(NavGenSpecs.templates(of: url) == ["uikit", "swiftui", "deeplinks"])
    }

    @Test func outputsOnOneLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try spec("version: 1\noutputs: [{template: uikit, output: A.swift}, {template: uikit, output: B.swift}]\n")
        #expect(NavGenSpecs.declaredOutputs(of: url).map(\.file) == [file("A.swift"), file("B.swift")])
        #expect(NavGenSpecs.templates(of: url) == ["uikit"])
    }

    @Test func aSpecWithoutOutputsGeneratesUIKit() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(NavGenSpecs.templates(of: try spec("version: 1\nscreens: {}\n")) == ["uikit"])
    }

    /// Only an output among the target's compiled files counts as committed in the target.
    @Test func committedOutputsAreThoseTheTargetCompiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try spec(
            """
            outputs:
              - {template: uikit, output: Navigation.generated.swift}
              - {template: swiftui, output: ../../Generated/Views.swift}

            """)
        let sources = [file("Screens.swift"), file("Navigation.generated.swift")]
        #expect(NavGenSpecs.committedOutputs(of: url, template: "uikit", among: sources) == [file("Navigation.generated.swift")])
        #expect(NavGenSpecs.committedOutputs(of: url, template: "swiftui", among: sources).isEmpty)
    }
}
