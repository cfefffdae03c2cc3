import Foundation
import NavGenCore
import NavGenSpecSynthesis
import Testing

/// The synthesizer: the same seed draws the same bytes, the specs of the seed `swift test` runs use
/// every feature, what the spec writer writes reads back as it was meant, and the shrinker keeps
/// what a failure needs and nothing else.
@Suite struct SynthesisTests {
    /// Everything one app is written as: its specs and its support files.
    static func files(of model: AppModel) -> [String] {
        SpecWriter(model: model).specs.map { "\($0.path)\n\($0.text)" }
            + model.modules.flatMap { module in SupportCodeWriter(model: model).files(for: module).map { "\(module.name)/\($0.name)\n\($0.text)" } }
            + [BehaviourProgramWriter(model: model).program(includesStack: true)]
    }

    @Test func splitMix64GivesTheReferenceNumbers() {
        // The first outputs of Vigna's reference implementation for seed 0.
        var random = SplitMix64(seed: 0)
        #expect([random.next(), random.next(), random.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        #expect((0..<1000).allSatisfy { _ in (0..<7).contains(random.below(7)) })
    }

    @Test func theSameSeedAndIndexDrawTheSameBytes() {
        for index in 0..<40 {
            #expect(Self.files(of: AppSynthesizer.app(seed: 5, index: index)) == Self.files(of: AppSynthesizer.app(seed: 5, index: index)))
        }
        let drawn = Set((0..<40).map { Self.files(of: AppSynthesizer.app(seed: 5, index: $0)).joined() })
        #expect(drawn.count == 40, "40 indices draw 40 different apps")
        #expect(Self.files(of: AppSynthesizer.app(seed: 5, index: 3)) != Self.files(of: AppSynthesizer.app(seed: 6, index: 3)))
    }

    @Test func theSpecsSwiftTestRunsUseEveryFeature() {
        var used: Set<Feature> = []
        for index in 0..<Campaign.testCount {
            used.formUnion(Feature.of(AppSynthesizer.app(seed: Campaign.testSeed, index: index)))
        }
        let missing = Set(Feature.allCases).subtracting(used).sorted()
        #expect(missing.isEmpty, "features no spec of seed \(Campaign.testSeed) uses: \(missing.map(\.rawValue))")
    }

    /// The rules whose warnings the synthesizer turns off and makes errors are navgen's warnings.
    @Test func theSynthesizersWarningRulesAreNavgens() {
        let warnings = NavGenCore.Rule.allCases.filter { $0.severity == .warning }.map(\.identifier)
        #expect(LintSettings.warningRules.sorted() == warnings.sorted())
    }

    /// Text that YAML or Swift would misread, in every place the writer puts text.
    @Test func writtenTextReadsBackAsItWasMeant() throws {
        let text = #"Says "hi" \ back: {x} # not a comment, */ é 日本 ✓ tab"# + "\tline\u{2028}end"
        var module = Module(name: "App")
        var screen = Screen(name: "Home", source: .storyboard(Storyboard(name: text, identifier: .custom(text), isInitial: false)))
        screen.isEntry = true
        screen.summary = text
        module.screens = [screen]
        let model = AppModel(modules: [module])
        let spec = SpecWriter(model: model).spec(of: module)
        let result = SpecLoader().load(Array(spec.utf8), file: module.specPath)
        let graph = try #require(result.graph, "\(result.diagnostics.map(\.formatted))")
        #expect(graph.screens[0].summary == text)
        #expect(graph.screens[0].storyboard?.name == text && graph.screens[0].storyboard?.identifier == text)
    }

    @Test func theShrinkerKeepsWhatTheFailureNeedsAndNothingElse() {
        let model = AppSynthesizer.app(seed: Campaign.testSeed, index: 7)
        let target = model.modules.flatMap { module in module.screens.filter { !$0.parameters.isEmpty }.map { (module.name, $0.name) } }.first
        guard let (moduleName, screenName) = target else {
            Issue.record("spec 7 has no screen with parameters")
            return
        }
        let keepsTheScreen: (AppModel) -> Bool = { candidate in
            candidate.module(named: moduleName)?.screen(named: screenName)?.parameters.isEmpty == false
        }
        let (shrunk, tries) = ModelShrinker(budget: 2000).shrink(model, stillFails: keepsTheScreen)
        #expect(keepsTheScreen(shrunk))
        #expect(shrunk.modules.map(\.screens.count).reduce(0, +) == 1, "only the screen is left: \(SpecWriter(model: shrunk).specs)")
        #expect(shrunk.modules.flatMap(\.transitions).isEmpty)
        #expect(shrunk.module(named: moduleName)?.screen(named: screenName)?.parameters.count == 1)
        #expect(tries < 2000)
        let (unchanged, spent) = ModelShrinker(budget: 3).shrink(model) { _ in false }
        #expect(unchanged == model && spent == 3, "a budget of three tries tries three apps")
    }

    /// A mutation makes a spec that navgen refuses, with an error.
    @Test(arguments: SpecMutation.allCases)
    func eachMutationIsRefused(_ mutation: SpecMutation) {
        var model = AppModel(modules: [Module(name: "App")])
        var home = Screen(name: "Home", source: .storyboard(Storyboard(name: nil, identifier: .derived, isInitial: false)))
        home.isEntry = true
        model.modules[0].screens = [home]
        mutation.apply(to: &model)
        let spec = SpecWriter(model: model).spec(of: model.modules[0])
        let result = SpecLoader().load(Array(spec.utf8), file: "App/navigation.yml")
        #expect(result.diagnostics.containsErrors, "\(mutation) is refused:\n\(spec)")
    }
}
