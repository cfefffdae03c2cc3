import Foundation
import NavGenCommandLine
import NavGenTestSupport
import Testing

/// `navgen schema`, the committed `docs/navgen.schema.json`, and what a real JSON Schema validator
/// (Python's jsonschema, through `scripts/validate-spec-schema.py`) makes of the fixtures with it.
@Suite struct SchemaTests {
    static let schema = PackagePaths.root.appendingPathComponent("docs/navgen.schema.json")
    static let validatorIsInstalled = ExternalTool("python3").run(["-c", "import jsonschema, yaml"]).status == 0
    static let skipReason: Comment = "python3 with the packages jsonschema and PyYAML is not installed (.ci/run installs them)"

    /// Invalid fixtures whose problem is one of shape, which the schema can see.
    static let invalidByShape = [
        "alert-missing-message", "animated-not-a-boolean", "cell-missing-kind", "cell-nib-true", "empty-screens",
        "initial-not-a-boolean", "lint-settings", "mapping-given-a-list", "misindented-key", "misindented-key-first", "missing-screens", "missing-version", "parameter-missing-type",
        "string-given-a-mapping", "tabs-not-a-list", "transition-missing-from", "transition-missing-to", "unknown-access-level",
        "unknown-bundle", "unknown-cell-key", "unknown-cell-kind", "unknown-defaults-key", "unknown-embed", "unknown-injection",
        "unknown-observation", "unknown-parameter-key", "unknown-screen-key", "unknown-source", "unknown-style",
        "unknown-top-level-key", "unknown-transition-key", "unsupported-version", "version-in-quotes",
        "version-not-a-number",
    ]

    @Test func theCommittedSchemaIsWhatNavgenPrints() {
        let (status, output) = NavGenTool.run(["schema"])
        #expect(status == .success)
        if let diff = GoldenFile.mismatch(output.standardOutput, expectedIn: Self.schema) {
            Issue.record(Comment(rawValue: diff + "\nrun: swift run navgen schema > docs/navgen.schema.json"))
        }
    }

    @Test(.enabled(if: validatorIsInstalled, skipReason))
    func everyValidSpecFollowsTheSchema() {
        let specs = PackagePaths.specCases.map { PackagePaths.fixtures.appendingPathComponent("\($0)/navigation.yml").path }
            + [PackagePaths.root.appendingPathComponent("Examples/TaskApp/Sources/TaskApp/navigation.yml").path]
        let lines = validate(specs)
        #expect(lines == specs.map { "valid \($0)" })
    }

    @Test(.enabled(if: validatorIsInstalled, skipReason))
    func invalidSpecsAreRejectedByTheSchema() {
        let specs = Self.invalidByShape.map { PackagePaths.fixtures.appendingPathComponent("invalid/\($0).yml").path }
        for (spec, line) in zip(specs, validate(specs)) {
            #expect(line.hasPrefix("invalid \(spec): at '"), "\(line)")
        }
    }

    /// `lint` at the top, on a screen and on a transition, as docs/Spec.md's Rules writes it.
    @Test(.enabled(if: validatorIsInstalled, skipReason))
    func lintSettingsFollowTheSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("navigation.yml")
        try Data(
            """
            version: 1
            lint: {disable: [isolated-screen], errors: [push-without-navigation]}
            screens:
              Home: {entry: true}
              Onboarding:
                lint: {disable: [unreachable-screen]}
            transitions:
              - {from: Home, to: Onboarding, style: present, lint: {errors: [unreachable-screen]}}

            """.utf8
        ).write(to: spec)
        #expect(validate([spec.path]) == ["valid \(spec.path)"])
        #expect(NavGenTool.run(["lint", spec.path]).status == .success)
    }

    @Test(.enabled(if: validatorIsInstalled, skipReason))
    func aMisspeltKeyInTheExampleIsFlaggedByTheSchemaItNames() throws {
        let example = PackagePaths.fixtures.appendingPathComponent("TaskApp/navigation.yml")
        let text = try String(contentsOf: example, encoding: .utf8)
        let schemaLine = "# yaml-language-server: $schema=../../docs/navgen.schema.json\n"
        #expect(text.hasPrefix(schemaLine), "the example names the schema, so that editors check it")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let misspelt = folder.appendingPathComponent("navigation.yml")
        try Data(text.replacingOccurrences(of: "    summary: Shows every task", with: "    sumary: Shows every task").utf8)
            .write(to: misspelt)
        #expect(validate([misspelt.path]) == ["invalid \(misspelt.path): at 'screens/TaskList': Additional properties are not allowed ('sumary' was unexpected)"])
    }

    private func validate(_ specs: [String]) -> [String] {
        let script = PackagePaths.root.appendingPathComponent("scripts/validate-spec-schema.py").path
        let run = ExternalTool("python3").run([script, Self.schema.path] + specs)
        return run.output.split(separator: "\n").map(String.init)
    }
}
