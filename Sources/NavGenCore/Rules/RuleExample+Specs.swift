/// The specs that the examples of several rules are made of (``RuleExample``), each written once: a
/// spec of screens and transitions, one of the screens Home and Detail, one of links, and an app of
/// modules with its modules' specs.
extension RuleExample {
    /// A spec of `screens`, each the YAML of one screen below `screens:`, and `transitions` and
    /// `outputs`, each an item of its list, each list left out where it is empty; `settings` are
    /// top-level keys before `screens:`. `.spec("imports: [MapKit]", screens: "Home: { entry: true }",
    /// "Map: {}", transitions: "{ from: Home, to: Map }")` is
    ///
    ///     version: 1
    ///     imports: [MapKit]
    ///     screens:
    ///       Home: { entry: true }
    ///       Map: {}
    ///     transitions:
    ///       - { from: Home, to: Map }
    static func spec(_ settings: String..., screens: String..., transitions: String..., outputs: String...) -> RuleExample {
        RuleExample(specText(settings, screens: screens, transitions: transitions, outputs: outputs))
    }

    /// A spec of two screens, Home, by default the entry screen on a navigation stack, and Detail,
    /// with the keys `home` and `detail`, and `transitions`. `.homeAndDetail("{ from: Home, to:
    /// Detail }")` is
    ///
    ///     version: 1
    ///     screens:
    ///       Home: { entry: true, inNavigation: true }
    ///       Detail: {}
    ///     transitions:
    ///       - { from: Home, to: Detail }
    static func homeAndDetail(
        home: String = "{ entry: true, inNavigation: true }", detail: String = "{}", _ transitions: String...
    ) -> RuleExample {
        RuleExample(specText([], screens: ["Home: \(home)", "Detail: \(detail)"], transitions: transitions))
    }

    /// A spec of two scenes of the storyboard Main, Home and Detail, with the keys `home` and
    /// `detail`, and a push of Detail from Home. `.mainStoryboardScenes(home: "initial: true",
    /// detail: "identifier: Detail")` is
    ///
    ///     version: 1
    ///     screens:
    ///       Home: { storyboard: Main, initial: true }
    ///       Detail: { storyboard: Main, identifier: Detail }
    ///     transitions:
    ///       - { from: Home, to: Detail }
    static func mainStoryboardScenes(home: String, detail: String) -> RuleExample {
        homeAndDetail(home: "{ storyboard: Main, \(home) }", detail: "{ storyboard: Main, \(detail) }", "{ from: Home, to: Detail }")
    }

    /// A spec of links on `example.com` (docs/Spec.md, "Deep links") whose entry screen Home, on a
    /// navigation stack, comes before `screens`, with `transitions`:
    ///
    ///     version: 1
    ///     links: { hosts: [example.com] }
    ///     screens:
    ///       Home: { entry: true, inNavigation: true }
    static func linking(_ screens: String..., transitions: String...) -> RuleExample {
        let screens = ["Home: { entry: true, inNavigation: true }"] + screens
        return RuleExample(specText([linksOnExampleCom], screens: screens, transitions: transitions))
    }

    /// The top-level `links` of ``linking(_:transitions:)``.
    static let linksOnExampleCom = "links: { hosts: [example.com] }"

    /// An `outputs:` entry of the `uikit` template.
    static let uikitOutput = "{ template: uikit, output: Navigation.swift }"
    /// An `outputs:` entry of the `swiftui` template.
    static let swiftUIOutput = "{ template: swiftui, output: Routers.swift }"
    /// An `outputs:` entry of the `swiftui-stack` template.
    static let stackOutput = "{ template: swiftui-stack, output: Routes.swift }"

    /// An app of modules (docs/Spec.md, "Modules"): its spec, which includes `includes` (by default
    /// the paths of `modules`) and whose entry screen Home, made in code on a navigation stack,
    /// comes before `screens` and pushes each of `targets`, beside `modules`, the specs by their
    /// paths. `.app(pushing: "Feed.Posts", modules: ["Feed/navigation.yml": RuleExample.feedModule])`
    /// is
    ///
    ///     version: 1
    ///     includes: [Feed/navigation.yml]
    ///     screens:
    ///       Home: { entry: true, inNavigation: true, source: code }
    ///     transitions:
    ///       - { from: Home, to: Feed.Posts }
    ///
    /// with ``feedModule`` at `Feed/navigation.yml`.
    static func app(
        screens: String..., pushing targets: String..., modules: [String: String], including includes: [String]? = nil
    ) -> RuleExample {
        let spec = specText(
            ["includes: [\((includes ?? modules.keys.sorted()).joined(separator: ", "))]"],
            screens: ["Home: { entry: true, inNavigation: true, source: code }"] + screens,
            transitions: targets.map { "{ from: Home, to: \($0) }" })
        return RuleExample(spec, files: modules)
    }

    /// The spec of the module `module` (nil: of none, without `module:`), which includes
    /// `includes` and declares one screen, `screen`, with `transitions`. `moduleSpec("Feed",
    /// screen: "Posts: { source: code, public: true }")` is ``feedModule``:
    ///
    ///     version: 1
    ///     module: Feed
    ///     screens:
    ///       Posts: { source: code, public: true }
    static func moduleSpec(_ module: String?, including includes: [String] = [], screen: String, transitions: String...) -> String {
        let includes = includes.isEmpty ? [] : ["includes: [\(includes.joined(separator: ", "))]"]
        return specText((module.map { ["module: \($0)"] } ?? []) + includes, screens: [screen], transitions: transitions)
    }

    /// `Feed/navigation.yml`: the module Feed, whose one screen, Posts, is public.
    static let feedModule = moduleSpec("Feed", screen: "Posts: { source: code, public: true }")

    /// `Profile/navigation.yml`: the module Profile, whose one screen, User, is public, and which
    /// includes `includes`.
    static func profileModule(including includes: [String] = []) -> String {
        moduleSpec("Profile", including: includes, screen: "User: { source: code, public: true }")
    }

    /// `Feed/navigation.yml` whose public screen Posts pushes User of the module Profile
    /// (``profileModule(including:)``), which it includes where `includingProfile`.
    static func feedModulePushingProfile(includingProfile: Bool) -> String {
        moduleSpec(
            "Feed", including: includingProfile ? ["../Profile/navigation.yml"] : [], screen: "Posts: { source: code, public: true }",
            transitions: "{ from: Posts, to: Profile.User }")
    }

    /// The text of ``spec(_:screens:transitions:outputs:)``.
    private static func specText(_ settings: [String], screens: [String], transitions: [String], outputs: [String] = []) -> String {
        var lines = ["version: 1"] + settings + ["screens:" + below(screens)]
        lines += transitions.isEmpty ? [] : ["transitions:" + below(transitions.map { "- " + $0 })]
        lines += outputs.isEmpty ? [] : ["outputs:" + below(outputs.map { "- " + $0 })]
        return lines.joined(separator: "\n")
    }

    /// Each line of `items` on a line of its own, indented by two spaces: the YAML below the key
    /// that ends the line before.
    private static func below(_ items: [String]) -> String {
        items.flatMap { $0.split(separator: "\n") }.map { "\n  " + $0 }.joined()
    }
}
