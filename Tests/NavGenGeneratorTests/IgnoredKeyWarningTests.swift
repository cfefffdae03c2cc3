import Foundation
import NavGenCore
import NavGenGenerator
import Testing

/// The keys a template ignores beyond the sheet of `TemplateKeyTableTests`: the storyboard's
/// segues in UIKit, the ways back of the SwiftUI routers, a route's sheets in the stack router,
/// and the keys that ask for nothing; and the apps an association file needs.
@Suite struct IgnoredKeyWarningTests {
    /// A spec, a template, and the start of each warning or error of its checks, after its line.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let template: String
        let spec: String
        let expected: [String]

        var testDescription: String { name }
    }

    static let segues = """
        version: 1
        screens:
          Home: { entry: true }
          Other: {}
          Child: { identifier: false }
        transitions:
          - { from: Home, to: Other, style: segue, segue: showOther, animated: false, summary: Shows it., name: openOther }
          - { from: Other, to: Home, style: unwind, segue: backHome, name: leave }
          - { from: Home, to: Child, style: embed, segue: embedChild, name: child, animated: false, summary: Holds it. }
        """

    static let waysBack = """
        version: 1
        screens:
          Root: { source: code, entry: true, root: Home }
          Home: { source: code }
          Other: { source: code }
          Sheet: { source: code }
        transitions:
          - { from: Home, to: Other }
          - { from: Home, to: Sheet, style: present }
          - { from: Other, style: pop, name: leave, animated: false, summary: Goes back. }
          - { from: Other, style: popTo, to: Home, animated: false }
          - { from: Sheet, style: dismiss, animated: false }
        """

    /// Three sheets of one route: the second with other details than the first, and a name that
    /// is the one navgen gives; the third with the first's details, and a name of its own.
    static let sheets = """
        version: 1
        screens:
          Home: { source: code, entry: true }
          Other: { source: code }
          Details: { source: code }
        transitions:
          - { from: Home, to: Details, style: pageSheet, detents: [medium], grabber: true }
          - { from: Other, to: Details, style: formSheet, detents: [large], name: details }
          - { from: Home, to: Other, style: present }
          - { from: Other, to: Details, style: present, detents: [medium], grabber: true, name: againDetails }
        """

    static func association(_ links: String) -> String {
        """
        version: 1
        \(links)
        screens:
          Home: { source: code, entry: true, links: [/] }
        """
    }

    static let cases: [Case] = [
        Case(
            name: "uikit: segues", template: "uikit", spec: segues,
            expected: [
                "7 'animated: false' of transition 'openOther' of screen 'Home': the storyboard performs the segue",
                "7 'summary' of transition 'openOther' of screen 'Home': it documents no segue",
                "7 'name' of transition 'openOther' of screen 'Home': it names the members of the segue after its identifier",
                "8 'name' of transition 'leave' of screen 'Other': it names the members of the unwind segue after its identifier",
                "9 'animated: false' of transition 'child' of screen 'Home': the storyboard performs the embed segue",
                "9 'summary' of transition 'child' of screen 'Home': it documents no embed segue",
            ]),
        Case(
            name: "swiftui-stack: segues are skipped whole", template: "swiftui-stack", spec: segues,
            expected: ["7 the segue 'showOther'", "8 the segue 'backHome'", "9 the embed segue 'embedChild'"]),
        Case(
            name: "swiftui: ways back", template: "swiftui", spec: waysBack,
            expected: [
                "11 'goBackToHome' of screen 'Other' pops several screens",
                "10 'animated: false' of transition 'leave' of screen 'Other': SwiftUI's dismiss action",
                "12 'animated: false' of transition 'close' of screen 'Sheet': SwiftUI's dismiss action",
            ]),
        Case(
            name: "swiftui-stack: ways back", template: "swiftui-stack", spec: waysBack,
            expected: [
                "10 'animated: false' of transition 'leave' of screen 'Other': a navigator's way back goes back as SwiftUI animates it",
                "11 'animated: false' of transition 'goBackToHome' of screen 'Other'",
                "12 'animated: false' of transition 'close' of screen 'Sheet'",
            ]),
        Case(
            name: "swiftui-stack: a route's sheets", template: "swiftui-stack", spec: sheets,
            expected: [
                "8 'detents', 'grabber' of transition 'details' of screen 'Other' differ from the first transition that presents route '.details' as a sheet, 'details' of screen 'Home'",
            ]),
        Case(name: "swiftui: a route's sheets", template: "swiftui", spec: sheets, expected: []),
        Case(
            name: "apple-app-site-association: an app", template: "apple-app-site-association",
            spec: association("links: { hosts: [example.com], appIDs: [ABCDE12345.com.example.App] }"), expected: []),
        Case(
            name: "apple-app-site-association: no app", template: "apple-app-site-association",
            spec: association("links: { hosts: [example.com], appIDs: [] }"), expected: ["2 'appIDs' is empty"]),
    ]

    @Test(arguments: cases)
    func theChecksReportWhatTheTemplateLeavesOut(_ check: Case) throws {
        let graph = try #require(SpecLoader().load(Array(check.spec.utf8), file: "navigation.yml").graph)
        let reported = CodeGenerator.problems(of: graph, renderedWith: .builtin(check.template)).map {
            "\($0.location?.line ?? 0) \($0.message)"
        }
        #expect(reported.count == check.expected.count, "\(reported)")
        for (line, start) in zip(reported, check.expected) {
            #expect(line.hasPrefix(start), "\(line)")
        }
    }

    /// The route's sheet shows the first transition's details, and the warning points at it.
    @Test func aRoutesSheetShowsTheDetailsOfTheFirstTransitionThatPresentsIt() throws {
        let graph = try #require(SpecLoader().load(Array(Self.sheets.utf8), file: "navigation.yml").graph)
        let output = try CodeGenerator().render(graph, with: .builtin("swiftui-stack"))
        #expect(output.contains("""
                    case .details?:
                        content
                            .presentationDetents([.medium])
                            .presentationDragIndicator(.visible)
                    default:
            """))
        let warning = try #require(CodeGenerator.problems(of: graph, renderedWith: .builtin("swiftui-stack")).last)
        #expect(warning.rule == .templateIgnoresKey && warning.severity == .warning)
        #expect(warning.notes.map { "\($0.location.line) \($0.message)" } == ["7 the first transition that presents '.details' as a sheet is here"])
    }
}
