import NavGenCore
import Testing

/// `Module.Screen`: the first `.` character of a name ends the module's name, found among the
/// name's bytes when ASCII is on both sides of it and among its characters otherwise.
@Suite struct QualifiedNameTests {
    /// The diagnostics of the app's spec `app.yml`, which includes `feature.yml` (module `Café`,
    /// whose public screen is `Détail`), with `transitions` added.
    static func diagnostics(transitions: String) -> [String] {
        let files = [
            "feature.yml": "version: 1\nmodule: Café\nscreens:\n  Détail:\n    source: code\n    public: true\n"
        ]
        let loader = SpecLoader(readIncludedSpec: { path in
            files[path].map { .success(Array($0.utf8)) } ?? .failure(.init(reason: "no such file"))
        })
        let app = """
            version: 1
            includes: [feature.yml]
            screens:
              Home:
                source: code
                entry: true
            transitions:
            \(transitions)
            """
        return loader.load(Array(app.utf8), file: "app.yml").diagnostics.map(\.formatted)
    }

    @Test func aModuleWhoseNameIsNotASCIINamesItsScreens() {
        #expect(Self.diagnostics(transitions: "  - { from: Home, to: Café.Détail }").isEmpty)
    }

    @Test func theModuleEndsAtTheFirstDot() {
        #expect(
            Self.diagnostics(transitions: "  - { from: Home, to: Feature.Détail.More }") == [
                "app.yml:8:23: error: 'Feature.Détail.More' names module 'Feature', which no spec included here declares [unknown-module]"
            ])
    }

    /// A `.` that a combining mark follows is not a `.` character: the name is one screen's.
    @Test func aDotWithACombiningMarkIsNoDot() {
        #expect(
            Self.diagnostics(transitions: "  - { from: Home, to: \"Café.\u{301}Détail\" }") == [
                "app.yml:8:23: error: the transition's destination 'Café.\u{301}Détail' is not a declared screen; did you mean 'Café.Détail'? [unknown-screen]"
            ])
    }
}
