import NavGenCore
import Testing

/// The formatted diagnostics of a spec.
private func diagnostics(_ yaml: String) -> [String] {
    SpecLoader().load(Array(yaml.utf8), file: "spec.yml").diagnostics.map(\.formatted)
}

/// The decoder reads each value as the YAML reader meets it, in the order of the file; what it
/// reports must not depend on that order.
@Suite struct SpecDecoderOrderTests {
    @Test func problemsAtOnePlaceComeInTheOrderOfTheKeys() {
        // The alias repeats the list at 4:20 under `parameters`, which comes after `alerts` in the
        // file and before it among a screen's keys.
        let yaml = "version: 1\nscreens:\n  Home:\n    alerts: &m {a: [1]}\n    parameters: *m\n"
        #expect(
            diagnostics(yaml) == [
                "spec.yml:4:20: error: 'a' must be a string, found a list [wrong-type]",
                "spec.yml:4:20: error: alert 'a' of screen 'Home' must be a mapping, found a list [wrong-type]",
            ])
    }

    @Test func aSpecWhoseVersionCannotBeReadReportsNothingElse() {
        #expect(
            diagnostics("screens:\n  Home: {clas: X}\nversion: one\n") == [
                "spec.yml:3:10: error: 'version' must be a whole number, found 'one' [wrong-type]"
            ])
        #expect(
            diagnostics("screens:\n  Home: {clas: X}\n") == [
                "spec.yml:1:1: error: the spec is missing the required key 'version' [missing-key]"
            ])
    }

    @Test func aParameterWhoseTypeCannotBeReadReportsNothingElse() {
        let yaml = """
            version: 1
            screens:
              Home:
                parameters:
                  user: {default: [1], summary: [2], type: [3]}
                  other: {summary: [4]}

            """
        #expect(
            diagnostics(yaml) == [
                "spec.yml:5:48: error: 'type' must be a string, found a list [wrong-type]",
                "spec.yml:6:7: error: parameter 'other' of screen 'Home' is missing the required key 'type' [missing-key]",
            ])
    }

    @Test func aNameRepeatedAfterItsKeyWasRefusedIsReadOnce() {
        // The tagged key is refused, so that the first `Home` read is the second key; the third
        // repeats it and is not read.
        let yaml = "version: 1\nscreens:\n  !t Home: {}\n  Home: {clas: X}\n  Home: {clas: Y}\n"
        #expect(
            diagnostics(yaml) == [
                "spec.yml:3:3: error: YAML tags ('!t') are not supported in a navigation spec [unsupported-yaml]",
                "spec.yml:4:3: error: duplicate key 'Home' [duplicate-key]\nspec.yml:3:3: note: 'Home' is first defined here",
                "spec.yml:4:10: error: unknown key 'clas' in screen 'Home'; did you mean 'class'? [unknown-key]",
                "spec.yml:5:3: error: duplicate key 'Home' [duplicate-key]\nspec.yml:3:3: note: 'Home' is first defined here",
            ])
    }

    @Test func aTaggedEmptyMappingOfScreensIsEmptyToo() {
        #expect(
            diagnostics("version: 1\nscreens: !t {}\n") == [
                "spec.yml:2:10: error: YAML tags ('!t') are not supported in a navigation spec [unsupported-yaml]",
                "spec.yml:2:10: error: 'screens' is empty; declare at least one screen [empty-spec]",
            ])
    }
}
