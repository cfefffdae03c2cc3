import NavGenCore
import Testing

/// Mistakes in a spec that the compiler or the graph would report far from where they are written,
/// reported where they are (issue 44).
private func diagnostics(_ yaml: String, file: String = "navigation.yml") -> [String] {
    SpecLoader().load(Array(yaml.utf8), file: file).diagnostics.map(\.formatted)
}

/// A spec of one entry screen `Home` that shows `Detail`, whose parameters are `parameters`.
private func detail(parameters: String) -> String {
    """
    version: 1
    screens:
      Home:
        entry: true
      Detail:
        parameters:
    \(parameters)
    transitions:
      - { from: Home, to: Detail }
    """
}

@Suite struct MisspeltTypeTests {
    @Test(arguments: [
        ("recipeID: UUDI", "parameter 'recipeID' has type 'UUDI'; did you mean 'UUID'?"),
        ("step: Itn", "parameter 'step' has type 'Itn'; did you mean 'Int'?"),
        ("recipeID: uuid", "parameter 'recipeID' has type 'uuid'; did you mean 'UUID'?"),
        ("name: string", "parameter 'name' has type 'string'; did you mean 'String'?"),
        ("link: Url", "parameter 'link' has type 'Url'; did you mean 'URL'?"),
        ("steps: \"[Itn]?\"", "parameter 'steps' has type '[Itn]?', whose 'Itn' is close to 'Int'; did you mean '[Int]?'?"),
        ("heading: Strng", "parameter 'heading' has type 'Strng'; did you mean 'String'?"),
        ("count: UInt6", "parameter 'count' has type 'UInt6'; did you mean 'UInt16' or 'UInt64'?"),
        ("total: Doublle", "parameter 'total' has type 'Doublle'; did you mean 'Double'?"),
        ("onDone: \"(Bool, Dtae) -> Void\"", "parameter 'onDone' has type '(Bool, Dtae) -> Void', whose 'Dtae' is close to 'Date'; did you mean '(Bool, Date) -> Void'?"),
    ])
    func aNearMissOfAWellKnownTypeIsAnErrorAtTheType(parameter: String, message: String) {
        let name = parameter.prefix { $0 != ":" }
        let found = diagnostics(detail(parameters: "      \(parameter)"))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("navigation.yml:7:\(name.count + 9): error: \(message) (an app's own type named") == true, "\(found)")
        #expect(found.first?.hasSuffix("[misspelt-type]") == true)
    }

    @Test func theMessageSaysHowToNameAnAppsOwnTypeSpeltSo() {
        #expect(
            diagnostics(detail(parameters: "      step: Itn")) == [
                "navigation.yml:7:13: error: parameter 'step' has type 'Itn'; did you mean 'Int'? (an app's own type named 'Itn' is written with its module: 'MyApp.Itn') [misspelt-type]"
            ])
        let module = "module: Kitchen\n" + detail(parameters: "      step: Itn")
        #expect(diagnostics(module).first?.contains("'Kitchen.Itn'") == true)
    }

    /// Names of the app's own types, plurals and words one letter from a well-known type, and the
    /// escape hatch, a module-qualified name.
    @Test(arguments: [
        "User", "Recipe", "URLRequest", "Ints", "Dates", "URLs", "Strings", "Book", "Pet", "Rate", "Flat", "Tint", "Spring",
        "Results", "MyApp.Itn", "Swift.Int", "Shop.Url", "[Recipe.Kind]", "UIImage", "Binding<Bool>", "(x: Int, y: Int)",
        "any Sendable", "Int16", "IndexPath", "CGFloat", "Never",
    ])
    func aTypeOfTheAppsOwnIsNoMistake(type: String) {
        #expect(diagnostics(detail(parameters: "      value: \"\(type)\"")) == [])
    }

    @Test func anAlertsParameterIsCheckedToo() {
        let yaml = """
            version: 1
            screens:
              Home:
                alerts:
                  Failed:
                    title: Failed
                    message: "{reason}"
                    parameters:
                      reason: Sting
            """
        #expect(diagnostics(yaml).first?.hasPrefix("navigation.yml:9:19: error: parameter 'reason' has type 'Sting'; did you mean 'String'?") == true)
    }

    @Test func theNearMissesOfAName() {
        #expect(WellKnownTypes.nearMisses(of: "Int61") == ["Int16"])
        #expect(WellKnownTypes.nearMisses(of: "UInt6") == ["UInt16", "UInt64"])
        #expect(WellKnownTypes.nearMisses(of: "INT") == ["Int"])
        #expect(WellKnownTypes.nearMisses(of: "uint8") == ["UInt8"])
        #expect(WellKnownTypes.nearMisses(of: "Stringg") == ["String"])
        #expect(WellKnownTypes.nearMisses(of: "Strings") == [])
        #expect(WellKnownTypes.nearMisses(of: "Int") == [])
    }
}

@Suite struct MisindentedKeyTests {
    @Test func aScreenKeyAmongTheScreensIsReadAsTheScreenAboves() throws {
        let yaml = """
            version: 1
            screens:
              Home:
                entry: true
              Recipe:
                summary: A recipe.
              parameters:
                recipeID: UUID
              links: ["/recipes/{recipeID}"]
            links:
              hosts: [example.com]
            transitions:
              - { from: Home, to: Recipe }
            """
        let result = SpecLoader().load(Array(yaml.utf8), file: "navigation.yml")
        #expect(
            result.diagnostics.map(\.formatted) == [
                "navigation.yml:7:3: error: 'parameters' is a screen key; it is indented one level too little, under 'screens' instead of under screen 'Recipe' [misindented-key]",
                "navigation.yml:9:3: error: 'links' is a screen key; it is indented one level too little, under 'screens' instead of under screen 'Recipe' [misindented-key]",
            ])
    }

    @Test func theScreenAbovesOwnKeyIsKept() {
        let yaml = """
            version: 1
            screens:
              Home:
                entry: true
                parameters:
                  userID: Int
              parameters:
                userID: Strng
            """
        // The value under 'screens' is not read: its misspelt type is not reported.
        #expect(
            diagnostics(yaml) == [
                "navigation.yml:7:3: error: 'parameters' is a screen key; it is indented one level too little, under 'screens' instead of under screen 'Home' [misindented-key]"
            ])
    }

    @Test func aScreenKeyBeforeEveryScreenBelongsToNone() {
        #expect(
            diagnostics("version: 1\nscreens:\n  source: code\n  Home: {}\n") == [
                "navigation.yml:3:3: error: 'source' is a screen key, not a screen; indent it under the screen it belongs to [misindented-key]"
            ])
    }
}

@Suite struct RepeatedTransitionTests {
    /// A spec of `Home` and `Detail` whose transitions, from line 7 on, are `transitions`.
    static func spec(transitions: String...) -> String {
        "version: 1\nscreens:\n  Home:\n    entry: true\n  Detail: {}\ntransitions:\n" + transitions.map { "  - { \($0) }\n" }.joined()
    }

    @Test func anExactCopySaysWhichLineItRepeatsAndToDeleteOne() {
        let yaml = Self.spec(
            transitions: "from: Home, to: Detail, style: present, animated: true", "from: Home, to: Detail, style: present",
            "from: Detail, style: dismiss", "from: Detail, style: dismiss")
        #expect(
            diagnostics(yaml) == [
                "navigation.yml:8:5: error: this transition repeats the one at line 7; delete one of them [duplicate-transition-name]\nnavigation.yml:7:5: note: the first one is here",
                "navigation.yml:10:5: error: this transition repeats the one at line 9; delete one of them [duplicate-transition-name]\nnavigation.yml:9:5: note: the first one is here",
            ])
    }

    @Test(arguments: [
        ("style: present", " (a transition without 'name' is named after its destination)"),
        ("lint: { errors: [isolated-screen] }", " (a transition without 'name' is named after its destination)"),
        ("name: detail, animated: false", " (which is named after its destination)"),
    ])
    func transitionsThatDifferKeepTheNameAdviceAndSayWhereTheFirstIs(difference: String, explanation: String) {
        let yaml = Self.spec(transitions: "from: Home, to: Detail", "from: Home, to: Detail, \(difference)")
        #expect(
            diagnostics(yaml).first?.hasPrefix(
                "navigation.yml:8:\(difference.hasPrefix("name") ? 37 : 5): error: screen 'Home' already has a transition named 'detail', at line 7\(explanation); give one of them another 'name' [duplicate-transition-name]"
            ) == true, "\(diagnostics(yaml))")
    }
}

@Suite struct DefaultSourceTests {
    @Test func aDefaultSourceAndStoryboardHoldForTheScreensThatSayNone() throws {
        let yaml = """
            version: 1
            defaults:
              source: code
              storyboard: Main
            screens:
              Home:
                entry: true
              Detail:
                source: storyboard
              Legacy:
                source: storyboard
                storyboard: Legacy
              Card:
                source: nib
            transitions:
              - { from: Home, to: Detail }
              - { from: Home, to: Legacy }
              - { from: Home, to: Card }
            """
        let result = SpecLoader().load(Array(yaml.utf8), file: "navigation.yml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let graph = try #require(result.graph)
        #expect(
            graph.screens.map(\.source) == [
                .code, .storyboard(.init(name: "Main", scene: .identifier("DetailViewController"), registryName: "main")),
                .storyboard(.init(name: "Legacy", scene: .identifier("LegacyViewController"), registryName: "legacy")),
                .nib("CardViewController"),
            ])
    }

    @Test func aKeyOfAnotherSourceSaysTheSourceIsTheDefaults() {
        let yaml = "version: 1\ndefaults: {source: code}\nscreens:\n  Home:\n    nib: Home\n"
        #expect(
            diagnostics(yaml) == [
                "navigation.yml:5:10: error: 'nib' only applies to screens whose source is nib; 'Home' has source code (from 'defaults') [key-for-other-source]"
            ])
    }

    @Test func anEmptyDefaultStoryboardIsReportedWhereItIsWritten() {
        #expect(
            diagnostics("version: 1\ndefaults: {storyboard: \" \"}\nscreens:\n  Home: {}\n  Other: {}\n").filter { $0.contains("error") } == [
                "navigation.yml:2:24: error: the default storyboard name is empty [empty-name]"
            ])
    }

    /// Each file's defaults are those of the screens it declares, wherever it is included.
    @Test func anIncludedSpecKeepsItsOwnDefaults() throws {
        let specs = [
            "Feed/navigation.yml": "version: 1\nmodule: Feed\ndefaults: {source: code}\nscreens:\n  Post: {public: true}\n",
            "App/navigation.yml": "version: 1\nincludes: [../Feed/navigation.yml]\nscreens:\n  Home: {entry: true}\ntransitions:\n  - { from: Home, to: Feed.Post }\n",
        ]
        let loader = SpecLoader(readIncludedSpec: { path in
            specs[path].map { .success(Array($0.utf8)) } ?? .failure(SpecLoader.ReadFailure(reason: "no such file"))
        })
        let result = loader.load(Array((specs["App/navigation.yml"] ?? "").utf8), file: "App/navigation.yml")
        let graph = try #require(result.graph, "\(result.diagnostics.map(\.formatted))")
        #expect(graph.screens.map(\.source.kind) == [.storyboard, .code])
    }
}
