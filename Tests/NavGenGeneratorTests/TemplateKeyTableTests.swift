import Foundation
import NavGenCore
import NavGenGenerator
import NavGenTestSupport
import Testing

/// What each built-in template makes of every key of a transition and of a screen: the table of
/// docs/Templates.md, "What each template makes of the keys", proven row by row. Each key has a
/// probe, a spec without the key and the same spec with it, rendered with every template.
@Suite struct TemplateKeyTableTests {
    /// What a template makes of a key, and how the probe proves it.
    enum Treatment: Equatable, Sendable {
        /// The output with the key holds its effect, this text, and no warning says the key is left out.
        case applied(String)
        /// A warning that was not there without the key says that the template ignores it
        /// (`template-ignores-key`), or skips the transition that has it (`template-skips-transition`).
        case warned
        /// The template writes nothing of what the key describes (the link templates write no
        /// navigation, the SwiftUI templates no view controllers, `uikit` no SwiftUI views): the
        /// output is the same with the key, and no warning comes of it.
        case notRendered
        /// The key tells navgen's checks about the app (reachability, stacks, modules, lint
        /// settings), whatever the template, and this template's output does not show it: proven
        /// as ``notRendered``.
        case checks

        /// The word of the docs' table.
        var word: String {
            switch self {
            case .applied: "applied"
            case .warned: "warned"
            case .notRendered: "—"
            case .checks: "checks"
            }
        }
    }

    /// A key of mapping `mapping` (`transition` or `screen`), the spec without it and with it, and
    /// what each built-in template makes of it.
    struct Probe: Sendable {
        let mapping: String
        let key: String
        let without: String
        let with: String
        let treatments: [String: Treatment]
    }

    static let templates = CodeGenerator.builtinTemplateNames
    static let links = ["deeplinks", "apple-app-site-association", "url-schemes"]

    /// A spec with links: the entry screen Home pushes Item, which a link opens, and presents Other
    /// as a sheet (`probed`, the transition most probes change; none when nil). `home` and `other`
    /// are the screens' keys, `itemTransition` more keys of the push, `screens` and `transitions`
    /// the lines of more; `module` names the spec's module.
    static func spec(
        module: String? = nil, home: String = "source: code, entry: true", other: String = "source: code", itemTransition: String = "",
        probed: String? = "style: pageSheet", screens: [String] = [], transitions: [String] = []
    ) -> String {
        var lines = ["version: 1"] + (module.map { ["module: \($0)"] } ?? []) + [
            "links: { hosts: [example.com], schemes: [https, myapp], appIDs: [ABCDE12345.com.example.App] }",
            "screens:",
            "  Home: { \(home) }",
            "  Item: { source: code, parameters: { itemID: Int }, links: [\"/items/{itemID}\"] }",
            "  Other: { \(other) }",
        ]
        lines += screens.map { "  \($0)" }
        lines += ["transitions:", "  - { from: Home, to: Item\(itemTransition) }"]
        lines += probed.map { ["  - { from: Home, to: Other, \($0) }"] } ?? []
        lines += transitions.map { "  - { \($0) }" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A probe of a transition key: the sheet to Other without and with `key`'s `value`.
    static func transitionKey(
        _ key: String, _ value: String, style: String = "style: pageSheet", _ uikit: Treatment, _ swiftui: Treatment,
        _ stack: Treatment
    ) -> Probe {
        probe("transition", key, spec(probed: style), spec(probed: "\(style), \(key): \(value)"), uikit, swiftui, stack)
    }

    /// A probe of a screen key: Other without and with `key`'s `value`, its other keys `other`.
    static func screenKey(
        _ key: String, _ value: String, other: String = "source: code", screens: [String] = [], _ uikit: Treatment,
        _ swiftui: Treatment, _ stack: Treatment
    ) -> Probe {
        probe(
            "screen", key, spec(other: other, screens: screens), spec(other: "\(other), \(key): \(value)", screens: screens), uikit,
            swiftui, stack)
    }

    /// A probe whose link templates write nothing of the key.
    static func probe(
        _ mapping: String, _ key: String, _ without: String, _ with: String, _ uikit: Treatment, _ swiftui: Treatment,
        _ stack: Treatment, links: [Treatment] = [.notRendered, .notRendered, .notRendered]
    ) -> Probe {
        let treatments = zip(["uikit", "swiftui", "swiftui-stack"] + Self.links, [uikit, swiftui, stack] + links)
        return Probe(mapping: mapping, key: key, without: without, with: with, treatments: Dictionary(uniqueKeysWithValues: treatments))
    }

    static let probes: [Probe] = transitionProbes + screenProbes

    static let transitionProbes: [Probe] = [
        probe(
            "transition", "from", spec(probed: nil), spec(), .applied("func presentOther("), .applied("func activateOther()"),
            .applied("case other\n")),
        probe(
            "transition", "to", spec(probed: nil), spec(), .applied("func presentOther("), .applied("func activateOther()"),
            .applied("case other\n")),
        probe(
            "transition", "style", spec(), spec(itemTransition: ", style: fullScreen"), .applied("modalPresentationStyle = .fullScreen"),
            .applied(".fullScreenCover(isPresented: routes.isItemActivated)"), .applied("presentation: .fullScreenCover(")),
        transitionKey("name", "openIt", .applied("func presentOpenIt("), .applied("func activateOpenIt()"), .applied("func presentOpenIt()")),
        probe(
            "transition", "segue", spec(home: "entry: true", other: "", probed: nil),
            spec(home: "entry: true", other: "", probed: "style: segue, segue: showOther"), .applied("\"showOther\""), .warned, .warned),
        transitionKey(
            "embed", "navigation", .applied("UINavigationController(rootViewController:"),
            .applied("NavigationStack { router.activatedOther }"), .applied("RoutedStack(router: presented)")),
        transitionKey("animated", "false", .applied("animated: Bool = false"), .warned, .warned),
        transitionKey(
            "summary", "Shows the other screen.", .applied("/// Shows the other screen."), .applied("/// Shows the other screen."),
            .applied("/// Shows the other screen.")),
        probe(
            "transition", "anchor", spec(probed: "style: present"), spec(probed: "style: popover, anchor: view"),
            .applied("sourceView: UIView"), .warned, .warned),
        transitionKey(
            "detents", "[medium, 320]", .applied("sheet.detents = [.medium(), .custom { _ in 320 }]"),
            .applied(".presentationDetents([.medium, .height(320)])"), .applied(".presentationDetents([.medium, .height(320)])")),
        transitionKey(
            "grabber", "true", .applied("sheet.prefersGrabberVisible = true"), .applied(".presentationDragIndicator(.visible)"),
            .applied(".presentationDragIndicator(.visible)")),
        transitionKey("modalTransition", "crossDissolve", .applied("modalTransitionStyle = .crossDissolve"), .warned, .warned),
        transitionKey(
            "modalInPresentation", "true", .applied("isModalInPresentation = true"), .applied(".interactiveDismissDisabled()"),
            .applied(".interactiveDismissDisabled()")),
        transitionKey("lint", "{disable: [push-without-navigation]}", .checks, .checks, .checks),
    ]

    static let screenProbes: [Probe] = [
        screenKey("class", "OtherController", .applied("extension OtherController"), .notRendered, .notRendered),
        screenKey("view", "OtherScreen", .notRendered, .applied("OtherScreen()"), .applied("OtherScreen()")),
        probe(
            "screen", "source", spec(other: ""), spec(other: "source: code"), .applied("OtherViewController()"), .notRendered,
            .notRendered),
        screenKey("storyboard", "Main", other: "identifier: OtherScene", .applied("\"Main\""), .notRendered, .notRendered),
        screenKey("identifier", "OtherScene", other: "storyboard: Main", .applied("\"OtherScene\""), .notRendered, .notRendered),
        screenKey("initial", "true", other: "storyboard: Main", .applied("instantiateInitialViewController"), .notRendered, .notRendered),
        screenKey("nib", "OtherNib", other: "source: nib", .applied("\"OtherNib\""), .notRendered, .notRendered),
        screenKey("bundle", "module", other: "storyboard: Main", .applied("bundle: .module"), .notRendered, .notRendered),
        screenKey(
            "bundleIdentifier", "com.example.Other", other: "storyboard: Main", .applied("Bundle(identifier: \"com.example.Other\")"),
            .notRendered, .notRendered),
        screenKey(
            "injection", "property", other: "storyboard: Main, parameters: { count: Int }", .applied("viewController.count = count"),
            .notRendered, .notRendered),
        // Without `module`, no other module shows the screen.
        probe(
            "screen", "public", spec(module: "App", other: "storyboard: Main"), spec(module: "App", other: "storyboard: Main, public: true"),
            .applied("public static func instantiate"), .checks, .checks),
        screenKey("entry", "true", .checks, .checks, .checks),
        probe(
            "screen", "inNavigation", spec(transitions: ["from: Other, to: Item"]),
            spec(other: "source: code, inNavigation: true", transitions: ["from: Other, to: Item"]), .checks, .checks, .checks),
        screenKey(
            "root", "Inner", screens: ["Inner: { source: code }"], .applied("viewController.viewControllers = [InnerViewController.instantiate()]"),
            .checks, .applied("case inner\n")),
        screenKey(
            "tabs", "[Inner, Other2]", other: "source: code, entry: true", screens: ["Inner: { source: code }", "Other2: { source: code }"],
            .applied("enum Tab"), .applied("enum Tab: Hashable, CaseIterable"), .applied("final class OtherNavigation")),
        containerProbe("primary"),
        containerProbe("secondary"),
        screenKey("summary", "The other screen.", .applied("/// The other screen."), .warned, .warned),
        screenKey("parameters", "{ count: Int }", .applied("count: Int"), .applied("count: Int"), .applied("count: Int")),
        screenKey(
            "alerts", "{ failed: { title: Oops, message: It failed. } }", .applied("func presentFailedAlert("),
            .applied("func activateFailedAlert("), .warned),
        probe(
            "screen", "links", spec(), spec(other: "source: code, links: [/other]"), .applied("case .other"), .checks,
            .applied("case .other"), links: [.applied("case other"), .applied("\"/other\""), .notRendered]),
        screenKey("lint", "{disable: [isolated-screen]}", .checks, .checks, .checks),
    ]

    /// `primary` and `secondary` come together: a split view.
    static func containerProbe(_ key: String) -> Probe {
        let screens = ["Inner: { source: code }", "Other2: { source: code }"]
        return probe(
            "screen", key, spec(other: "source: code, entry: true", screens: screens),
            spec(other: "source: code, entry: true, primary: Inner, secondary: Other2", screens: screens),
            .applied("UISplitViewController"), .checks, .applied("final class OtherNavigation"))
    }

    /// Every probe with every template, as `mapping key template`.
    static let rows: [String] = probes.flatMap { probe in templates.map { "\(probe.mapping) \(probe.key) \($0)" } }

    @Test func everyKeyOfATransitionAndOfAScreenHasAProbe() {
        for mapping in [SpecFormat.transition, SpecFormat.screen] {
            let probed = Self.probes.filter { $0.mapping == mapping.name }.map(\.key)
            #expect(probed == mapping.keys.map(\.name), "one probe per key of '\(mapping.name)', in the order of SpecFormat")
        }
        for probe in Self.probes {
            #expect(probe.treatments.keys.sorted() == Self.templates.sorted(), "\(probe.mapping) \(probe.key)")
        }
    }

    @Test(arguments: rows)
    func theTemplateTreatsTheKeyAsTheTableSays(_ row: String) throws {
        let words = row.split(separator: " ").map(String.init)
        let probe = try #require(Self.probes.first { $0.mapping == words[0] && $0.key == words[1] })
        let template = words[2]
        let without = try Self.graph(probe.without)
        let with = try Self.graph(probe.with)
        let output = try CodeGenerator().render(with, with: .builtin(template))
        let reported = Self.newWarnings(in: with, besides: without, template)
        switch probe.treatments[template] {
        case .applied(let effect):
            #expect(output.contains(effect), "\(row): the output has no '\(effect)'")
            #expect(reported.isEmpty, "\(row): \(reported)")
        case .warned:
            #expect(!reported.isEmpty, "\(row): no warning")
        case .notRendered, .checks:
            #expect(output == (try CodeGenerator().render(without, with: .builtin(template))), "\(row): the output changes")
            #expect(reported.isEmpty, "\(row): \(reported)")
        case nil:
            Issue.record("\(row) has no treatment")
        }
    }

    /// The docs' table holds the same words as the probes, a row per key and a column per template.
    @Test func theDocsTableIsTheProbes() throws {
        let docs = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/Templates.md"), encoding: .utf8)
        let section = docs.components(separatedBy: "### What each template makes of the keys").dropFirst().first ?? ""
        let rows = section.split(separator: "\n").prefix { !$0.hasPrefix("#") }.filter { $0.hasPrefix("| `") }
        let table = rows.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        let expected = Self.probes.map { probe in
            ["`\(probe.mapping)`", "`\(probe.key)`"] + Self.templates.map { probe.treatments[$0]?.word ?? "?" }
        }
        #expect(table == expected)
        let header = section.split(separator: "\n").first { $0.hasPrefix("| mapping") }.map {
            $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(header == ["mapping", "key"] + Self.templates.map { "`\($0)`" })
    }

    static func graph(_ yaml: String) throws -> NavigationGraph {
        let result = SpecLoader().load(Array(yaml.utf8), file: "navigation.yml")
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.formatted))\n\(yaml)")
        return try #require(result.graph)
    }

    /// The warnings that a template's checks report for `graph` and not for `before`: those of the
    /// keys a template leaves out, and of the transitions it skips.
    static func newWarnings(in graph: NavigationGraph, besides before: NavigationGraph, _ template: String) -> [String] {
        func warnings(_ graph: NavigationGraph) -> [String] {
            CodeGenerator.problems(of: graph, renderedWith: .builtin(template)).filter {
                $0.rule == .templateIgnoresKey || $0.rule == .templateSkipsTransition
            }.map(\.message)
        }
        let old = Set(warnings(before))
        return warnings(graph).filter { !old.contains($0) }
    }
}
