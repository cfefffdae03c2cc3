import NavGenCore
import NavGenGenerator
import Testing

/// A spec's `lint` at its top, on a screen and on a transition, and the command line's settings,
/// turn warnings off or make them errors; the most specific place that names a rule decides, and
/// errors stay errors.
@Suite struct RuleTuningTests {
    /// Home is the entry; Lost is reached from nothing; Sheet is presented bare and pushes Detail,
    /// a push that does nothing; Alone is touched by nothing.
    static func spec(top: String = "", lost: String = "", sheet: String = "", push: String = "") -> String {
        """
        version: 1
        \(top)
        screens:
          Home: {entry: true}
          Lost: {\(lost)}
          Sheet: {\(sheet)}
          Detail: {}
          Alone: {}
        transitions:
          - {from: Home, to: Sheet, style: present}
          - {from: Sheet, to: Detail\(push)}
          - {from: Lost, to: Detail}
        """
    }

    static func diagnostics(_ yaml: String, settings: RuleSettings = RuleSettings()) -> [String] {
        SpecLoader(ruleSettings: settings).load(Array(yaml.utf8), file: "spec.yml").diagnostics.map { diagnostic in
            "\(diagnostic.location?.line ?? 0): \(diagnostic.severity.rawValue) [\(diagnostic.rule?.identifier ?? "")]"
        }
    }

    static let untuned = [
        "5: warning [unreachable-screen]", "8: warning [isolated-screen]", "11: warning [push-without-navigation]",
    ]

    @Test func withoutSettingsEveryWarningIsReported() {
        #expect(Self.diagnostics(Self.spec()) == Self.untuned)
    }

    @Test func theSpecTurnsARuleOffAndMakesAnotherAnError() {
        let yaml = Self.spec(top: "lint: {disable: [isolated-screen], errors: [unreachable-screen]}")
        #expect(Self.diagnostics(yaml) == ["5: error [unreachable-screen]", "11: warning [push-without-navigation]"])
        #expect(SpecLoader().load(Array(yaml.utf8), file: "spec.yml").graph == nil, "an error leaves no graph to generate")
    }

    @Test func aScreensSettingsHoldForItAndTheTransitionsFromIt() {
        #expect(Self.diagnostics(Self.spec(lost: "lint: {disable: [unreachable-screen]}")) == Array(Self.untuned.dropFirst()))
        #expect(
            Self.diagnostics(Self.spec(sheet: "lint: {errors: [push-without-navigation]}"))
                == ["5: warning [unreachable-screen]", "8: warning [isolated-screen]", "11: error [push-without-navigation]"])
    }

    @Test func aTransitionsSettingsHoldForItAlone() {
        #expect(
            Self.diagnostics(Self.spec(push: ", lint: {disable: [push-without-navigation]}")) == Array(Self.untuned.dropLast()))
    }

    @Test func theMostSpecificPlaceThatNamesTheRuleDecides() {
        let yaml = Self.spec(
            top: "lint: {errors: [push-without-navigation, unreachable-screen]}",
            lost: "lint: {disable: [unreachable-screen]}", push: ", lint: {disable: [push-without-navigation]}")
        #expect(Self.diagnostics(yaml) == ["8: warning [isolated-screen]"])
        let commandLine = RuleSettings(disabled: [.isolatedScreen], errors: [.unreachableScreen])
        #expect(
            Self.diagnostics(Self.spec(top: "lint: {disable: [unreachable-screen]}"), settings: commandLine)
                == ["11: warning [push-without-navigation]"])
        #expect(
            Self.diagnostics(Self.spec(), settings: commandLine)
                == ["5: error [unreachable-screen]", "11: warning [push-without-navigation]"])
    }

    @Test func errorsCannotBeTurnedOff() {
        let misspelt = Self.spec().replacingOccurrences(of: "to: Detail}\n", with: "to: Detial}\n")
        let yaml = "lint: {disable: [unknown-screen]}\n" + misspelt
        #expect(Self.diagnostics(yaml) == ["1: error [lint-settings]", "12: error [unknown-screen]"])
        #expect(Self.diagnostics(misspelt, settings: RuleSettings(disabled: [.unknownScreen])) == ["11: error [unknown-screen]"])
    }

    /// Each spec file's top-level settings hold for the problems in that file: a module's for
    /// its screens, wherever it is included; the app's for its own.
    @Test func anIncludedSpecKeepsItsOwnSettings() {
        let feature = "version: 1\nmodule: Feature\nlint: {disable: [isolated-screen]}\nscreens:\n  Orphan: {source: code}\n"
        let loader = SpecLoader(readIncludedSpec: { path in
            path == "feature.yml" ? .success(Array(feature.utf8)) : .failure(.init(reason: "no such file"))
        })
        let app = "version: 1\nincludes: [feature.yml]\nscreens:\n  Home: {source: code}\n  Stray: {source: code}\n"
        let diagnostics = loader.load(Array(app.utf8), file: "app.yml").diagnostics.map(\.formatted)
        #expect(
            diagnostics == [
                "app.yml:4:3: warning: no transition leads to or from screen 'Home' [isolated-screen]",
                "app.yml:5:3: warning: no transition leads to or from screen 'Stray' [isolated-screen]",
            ])
    }

    /// What a template skips is tuned as the validator's warnings are, on the transition.
    @Test func aTemplatesWarningsAreTunedToo() throws {
        func problems(_ transitionSettings: String) throws -> [String] {
            let yaml = """
                version: 1
                screens:
                  Inbox: {entry: true}
                  Settings: {identifier: false}
                  About: {identifier: false}
                transitions:
                  - {from: Inbox, to: Settings, style: segue, segue: showSettings\(transitionSettings)}
                  - {from: Inbox, to: About, style: segue, segue: showAbout}
                """
            let graph = try #require(SpecLoader().load(Array(yaml.utf8), file: "spec.yml").graph)
            return CodeGenerator.problems(of: graph, renderedWith: .builtin("swiftui")).map {
                "\($0.location?.line ?? 0): \($0.severity.rawValue) [\($0.rule?.identifier ?? "")]"
            }
        }
        #expect(try problems("") == ["7: warning [template-skips-transition]", "8: warning [template-skips-transition]"])
        #expect(try problems(", lint: {disable: [template-skips-transition]}") == ["8: warning [template-skips-transition]"])
        #expect(try problems(", lint: {errors: [template-skips-transition]}") == ["7: error [template-skips-transition]", "8: warning [template-skips-transition]"])
    }
}
