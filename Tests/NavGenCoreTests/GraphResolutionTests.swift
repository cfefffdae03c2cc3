import NavGenCore
import Testing

/// The graph of a spec that must load without errors.
private func graph(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> NavigationGraph {
    let result = SpecLoader().load(Array(yaml.utf8), file: "spec.yml")
    #expect(
        !result.diagnostics.containsErrors, "\(result.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
    return try #require(result.graph, sourceLocation: sourceLocation)
}

/// The formatted diagnostics of a spec.
private func diagnostics(_ yaml: String) -> [String] {
    SpecLoader().load(Array(yaml.utf8), file: "spec.yml").diagnostics.map(\.formatted)
}

@Suite struct ScreenDefaultTests {
    @Test func classNameDefaultsToNameViewControllerUnlessItEndsInController() throws {
        let graph = try graph(
            """
            version: 1
            screens:
              Home: {}
              SettingsController: {}
              Profile:
                class: ProfileScreen
            """)
        #expect(graph.screens.map(\.className) == ["HomeViewController", "SettingsController", "ProfileScreen"])
        #expect(graph.screens.map(\.name) == ["Home", "SettingsController", "Profile"])
    }

    @Test func viewTypeDefaultsToNameView() throws {
        let graph = try graph("version: 1\nscreens:\n  Home: {}\n  Detail:\n    view: DetailScreen\n")
        #expect(graph.screens.map(\.viewType) == ["HomeView", "DetailScreen"])
    }

    @Test func storyboardDefaultsToTheScreenNameAndIdentifierToTheClass() throws {
        let graph = try graph(
            """
            version: 1
            screens:
              Home: {}
              Detail:
                storyboard: Main
                identifier: DetailID
              Start:
                storyboard: Main
                initial: true
              Login:
                class: LoginScreen
                storyboard: Main
            """)
        #expect(
            graph.screens.map(\.source) == [
                .storyboard(.init(name: "Home", scene: .identifier("HomeViewController"), registryName: "home")),
                .storyboard(.init(name: "Main", scene: .identifier("DetailID"), registryName: "main")),
                .storyboard(.init(name: "Main", scene: .initial, registryName: "main")),
                .storyboard(.init(name: "Main", scene: .identifier("LoginScreen"), registryName: "main")),
            ])
    }

    /// Most initial view controllers have a storyboard ID: the screen is found by it and is
    /// initial too, and claims its storyboard's initial scene as a screen without ID does.
    @Test func anInitialScreenMayHaveAStoryboardID() throws {
        let graph = try graph(
            """
            version: 1
            screens:
              Home: {initial: true, identifier: Start, entry: true}
              Intro: {storyboard: Intro, initial: true, identifier: false}
            transitions:
              - {from: Home, to: Intro, style: present}
            """)
        #expect(
            graph.screens.map(\.source) == [
                .storyboard(.init(name: "Home", scene: .identifier("Start"), registryName: "home", isInitial: true)),
                .storyboard(.init(name: "Intro", scene: .initial, registryName: "intro")),
            ])
        #expect(graph.screens[1].storyboard?.isInitial == true)
        #expect(
            diagnostics(
                """
                version: 1
                screens:
                  Home: {storyboard: Main, initial: true, identifier: Start, entry: true}
                  Other: {storyboard: Main, initial: true}
                transitions:
                  - {from: Home, to: Other, style: present}
                """) == [
                    "spec.yml:4:38: error: storyboard 'Main' has one initial view controller, but screens 'Home' and 'Other' both claim it [duplicate-initial-scene]\nspec.yml:3:3: note: 'Home' is declared here"
                ])
    }

    @Test func nibDefaultsToTheClass() throws {
        let graph = try graph(
            """
            version: 1
            screens:
              Home:
                source: nib
              Detail:
                source: nib
                nib: DetailLayout
              Settings:
                source: code
            """)
        #expect(graph.screens.map(\.source) == [.nib("HomeViewController"), .nib("DetailLayout"), .code])
        #expect(graph.screens.allSatisfy { $0.storyboard == nil })
    }

    @Test func bundleAndInjectionDefaultsAndOverrides() throws {
        let plain = try graph("version: 1\nscreens:\n  Home: {}\n")
        #expect(plain.accessLevel == .internal)
        #expect(plain.screens[0].bundle == .main)
        #expect(plain.screens[0].injection == .initializer)

        let graph = try graph(
            """
            version: 1
            defaults:
              accessLevel: public
              injection: property
              bundle: module
            screens:
              Home: {}
              Detail:
                bundle: main
                injection: initializer
            """)
        #expect(graph.accessLevel == .public)
        #expect(graph.screens.map(\.bundle) == [.module, .main])
        #expect(graph.screens.map(\.injection) == [.property, .initializer])
    }

    @Test func entrySummaryAndParameters() throws {
        let graph = try graph(
            """
            version: 1
            imports: [Models, Foundation]
            screens:
              Home:
                entry: true
                summary: The first screen.
                parameters:
                  user: User
                  isEditable: { type: Bool, default: "false", summary: Lets the user edit }
              Other: {}
            """)
        #expect(graph.specFile == "spec.yml")
        #expect(graph.imports == ["Models", "Foundation"])
        #expect(graph.screens.map(\.isEntry) == [true, false])
        #expect(graph.screens[0].summary == "The first screen.")
        #expect(graph.screens[1].summary == nil)
        #expect(
            graph.screens[0].parameters == [
                Parameter(name: "user", type: "User", typeLocation: SourceLocation(file: "spec.yml", line: 8, column: 13)),
                Parameter(
                    name: "isEditable", type: "Bool", defaultValue: "false", summary: "Lets the user edit",
                    typeLocation: SourceLocation(file: "spec.yml", line: 9, column: 27)),
            ])
    }
}

@Suite struct CellAndViewDefaultTests {
    @Test func cellNibAndReuseIdentifierDefaultToTheClass() throws {
        let graph = try graph(
            """
            version: 1
            defaults:
              bundle: module
            screens:
              Home: {}
            cells:
              TaskCell:
                kind: table
              PhotoCell:
                kind: collection
                nib: false
                identifier: photo
                bundle: main
              NoteCell:
                kind: table
                nib: NoteLayout
            """)
        // Each keeps where it is declared, for the problems `navgen verify` finds later.
        #expect(
            graph.cells == [
                Cell(
                    className: "TaskCell", kind: .table, nib: "TaskCell", reuseIdentifier: "TaskCell", bundle: .module,
                    location: SourceLocation(file: "spec.yml", line: 7, column: 3)),
                Cell(
                    className: "PhotoCell", kind: .collection, nib: nil, reuseIdentifier: "photo", bundle: .main,
                    location: SourceLocation(file: "spec.yml", line: 9, column: 3)),
                Cell(
                    className: "NoteCell", kind: .table, nib: "NoteLayout", reuseIdentifier: "NoteCell", bundle: .module,
                    location: SourceLocation(file: "spec.yml", line: 14, column: 3)),
            ])
        #expect(graph.screens.map(\.location) == [SourceLocation(file: "spec.yml", line: 5, column: 3)])
    }

    @Test func aQuotedFalseIsANibName() throws {
        let graph = try graph("version: 1\nscreens:\n  Home: {}\ncells:\n  TaskCell:\n    kind: table\n    nib: \"false\"\n")
        #expect(graph.cells[0].nib == "false")
    }

    @Test func viewNibDefaultsToTheClass() throws {
        let graph = try graph(
            """
            version: 1
            screens:
              Home: {}
            views:
              BannerView: {}
              BadgeView:
                nib: Badge
                bundle: module
            """)
        #expect(
            graph.views == [
                NibView(
                    className: "BannerView", nib: "BannerView", bundle: .main, location: SourceLocation(file: "spec.yml", line: 5, column: 3)),
                NibView(
                    className: "BadgeView", nib: "Badge", bundle: .module, location: SourceLocation(file: "spec.yml", line: 6, column: 3)),
            ])
    }
}

@Suite struct TransitionDefaultTests {
    @Test func nameStyleAndAnimatedDefaults() throws {
        let graph = try graph(
            """
            version: 1
            screens:
              Home: {}
              UserInfo: {}
              URLList: {}
              Settings: {}
            transitions:
              - from: Home
                to: UserInfo
              - from: Home
                to: URLList
                style: present
                animated: false
                summary: Shows the links.
              - from: Home
                to: Settings
                style: segue
                segue: showSettings
                name: openSettings
            """)
        #expect(graph.transitions.map(\.name) == ["userInfo", "urlList", "openSettings"])
        #expect(graph.transitions.map(\.source) == [0, 0, 0])
        #expect(graph.transitions.map(\.destination) == [1, 2, 3])
        #expect(graph.transitions.map(\.style) == [.push, .present, .segue])
        #expect(graph.transitions.map(\.segue) == [nil, nil, "showSettings"])
        #expect(graph.transitions.map(\.isAnimated) == [true, false, true])
        #expect(graph.transitions.map(\.summary) == [nil, "Shows the links.", nil])
    }

    @Test func theSameNameFromDifferentScreensIsFine() throws {
        let graph = try graph(
            "version: 1\nscreens:\n  A: {}\n  B: {}\n  C: {}\ntransitions:\n  - from: A\n    to: C\n  - from: B\n    to: C\n")
        #expect(graph.transitions.map(\.name) == ["c", "c"])
    }

    @Test func everyStyleIsAccepted() throws {
        for style in TransitionStyle.allCases where !style.isStoryboardSegue && !style.goesBack {
            // A popover needs what it points at.
            let anchor = style == .popover ? "    anchor: view\n" : ""
            let graph = try graph(
                "version: 1\nscreens:\n  A: {}\n  B: {}\ntransitions:\n  - from: A\n    to: B\n    style: \(style.rawValue)\n\(anchor)")
            #expect(graph.transitions.map(\.style) == [style])
        }
    }

    @Test func thePresentationDetailsAreResolvedInTheirOrder() throws {
        let graph = try graph(
            "version: 1\nscreens:\n  A: {}\n  B: {}\n  C: {}\ntransitions:\n  - from: A\n    to: B\n    style: formSheet\n"
                + "    detents: [large, 250, medium]\n    grabber: true\n    modalTransition: crossDissolve\n    modalInPresentation: true\n"
                + "  - from: A\n    to: C\n    style: popover\n    anchor: barButtonItem\n")
        #expect(
            graph.transitions.map(\.presentation) == [
                Presentation(
                    detents: [.large, .custom(250), .medium], showsGrabber: true, modalTransition: .crossDissolve,
                    isModalInPresentation: true),
                Presentation(anchor: .barButtonItem),
            ])
    }
}

@Suite struct GoingBackResolutionTests {
    @Test func theWaysBackAreKeptApartFromTheTransitions() throws {
        let graph = try graph(
            """
            version: 1
            screens:
              Home: { entry: true }
              Detail: {}
              Sheet: {}
            transitions:
              - { from: Home, to: Detail }
              - { from: Home, to: Sheet, style: present, embed: navigation }
              - { from: Sheet, style: dismiss, summary: Closes the sheet. }
              - { from: Detail, style: pop, animated: false }
              - { from: Detail, style: popToRoot }
              - { from: Detail, style: popTo, to: Home, name: home }
              - { from: Detail, style: popTo, to: Home, name: again }
            """)
        #expect(graph.transitions.count == 2)
        #expect(graph.backTransitions.map(\.name) == ["close", "goBack", "goBackToRoot", "home", "again"])
        #expect(graph.backTransitions.map(\.source) == [2, 1, 1, 1, 1])
        #expect(graph.backTransitions.map(\.kind) == [.dismiss, .pop, .popToRoot, .popTo(0), .popTo(0)])
        #expect(graph.backTransitions.map(\.isAnimated) == [true, false, true, true, true])
        #expect(graph.backTransitions.map(\.summary) == ["Closes the sheet.", nil, nil, nil, nil])
    }

    @Test func aPopToIsNamedAfterItsScreen() {
        let screens = [Screen(
            name: "inbox", className: "InboxViewController", viewType: "InboxView", source: .code, bundle: .main,
            injection: .initializer, isEntry: false, summary: nil, parameters: [])]
        #expect(BackTransition.defaultName(of: .popTo(0), in: screens) == "goBackToInbox")
    }

    @Test func theChainsOfPopTosAreWalkedWithinABudget() {
        // 2,000 screens pushed one after another, the last going back to each of the others: one
        // walk per destination, each up the chain from there to the last screen, would take two
        // million steps, past the budget. The walks from the first 585 destinations fit (1999 +
        // 1998 + … steps); the other popTos are not judged, not even the one to a screen that is
        // never below the last; the rule says how many it left.
        let count = 2_000
        var yaml = "version: 1\nscreens:\n  S0: { entry: true }\n  Side: {}\n"
        yaml += (1..<count).map { "  S\($0): {}\n" }.joined() + "transitions:\n  - { from: S0, to: Side }\n"
        yaml += (1..<count).map { "  - { from: S\($0 - 1), to: S\($0) }\n" }.joined()
        yaml += (0..<count - 1).map { "  - { from: S\(count - 1), style: popTo, to: S\($0), name: back\($0) }\n" }.joined()
        yaml += "  - { from: S\(count - 1), style: popTo, to: Side }\n"
        let result = SpecLoader().load(Array(yaml.utf8), file: "spec.yml")
        #expect(
            result.diagnostics.map(\.formatted) == [
                "warning: the graph is too large for rule 'pop-to-target' to judge it all: its walks stopped after 1000000 steps, and 1415 popTo transitions were left unjudged [pop-to-target]"
            ])
        #expect(result.graph?.backTransitions.count == count)
    }

    @Test func anUnwindIsNoWayIntoAPresentation() {
        // Detail is only pushed: the unwind back to it shows nothing, so its dismiss does nothing.
        let result = SpecLoader().load(
            Array(
                """
                version: 1
                screens:
                  Home: { entry: true }
                  Detail: {}
                  Other: {}
                transitions:
                  - { from: Home, to: Detail }
                  - { from: Detail, to: Other }
                  - { from: Other, to: Detail, style: unwind, segue: back }
                  - { from: Detail, style: dismiss }
                """.utf8), file: "spec.yml")
        #expect(
            result.diagnostics.map(\.formatted) == [
                "spec.yml:10:5: warning: 'Detail' dismisses, but no presentation ever shows it: it is only pushed or held by a container that is never presented, where the dismiss does nothing; use style pop, or present 'Detail' [dismiss-without-presentation]"
            ])
    }

    @Test func aDismissFromAScreenInsideAPresentationIsNotJudged() throws {
        // Detail is pushed onto the stack of a presented flow: the dismiss closes the flow.
        let result = SpecLoader().load(
            Array(
                """
                version: 1
                screens:
                  Home: { entry: true }
                  Flow: { root: Start }
                  Start: {}
                  Detail: {}
                transitions:
                  - { from: Home, to: Flow, style: fullScreen }
                  - { from: Start, to: Detail }
                  - { from: Detail, style: dismiss }
                """.utf8), file: "spec.yml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
    }
}

@Suite struct LoaderTests {
    @Test func anErrorLeavesNoGraph() {
        let result = SpecLoader().load(Array("version: 1\nscreens:\n  Home:\n    clas: X\n".utf8), file: "spec.yml")
        #expect(result.graph == nil)
        #expect(result.diagnostics.map(\.formatted) == ["spec.yml:4:5: error: unknown key 'clas' in screen 'Home'; did you mean 'class'? [unknown-key]"])
    }

    @Test func warningsKeepTheGraph() {
        let result = SpecLoader().load(Array("version: 1\nscreens:\n  Home: {}\n  About: {}\n".utf8), file: "spec.yml")
        #expect(result.graph?.screens.count == 2)
        #expect(result.diagnostics.map(\.severity) == [.warning, .warning])
    }

    @Test func everyProblemIsReportedInOneRunSorted() {
        #expect(
            diagnostics(
                """
                version: 1
                screens:
                  Home:
                    source: cod
                  Detail:
                    entry: maybe
                transitions:
                  - from: Hom
                    to: Detail
                """) == [
                    "spec.yml:4:13: error: 'cod' is not a valid 'source'; expected one of storyboard, nib, code; did you mean 'code'? [wrong-type]",
                    "spec.yml:6:12: error: 'entry' must be true or false, found 'maybe' [wrong-type]",
                    "spec.yml:8:11: error: the transition's source 'Hom' is not a declared screen; did you mean 'Home'? [unknown-screen]",
                ])
    }

    /// A transition that names no screen leaves the graph incomplete: the checks of the parts
    /// still judge what resolved (a reserved parameter name, a transition written twice), while those
    /// of the whole graph wait, since 'Lost' might only look unreachable for want of that transition.
    @Test func theChecksOfPartsRunWhenATransitionDoesNotResolveAndThoseOfTheGraphWait() {
        let yaml = """
            version: 1
            screens:
              Home: {entry: true}
              Detail:
                parameters: {animated: Bool}
              Lost: {}
            transitions:
              - {from: Home, to: Detail, name: open}
              - {from: Home, to: Detail, name: open}
              - {from: Home, to: Los}
            """
        #expect(
            diagnostics(yaml) == [
                "spec.yml:5:18: error: parameter 'animated' of screen 'Detail' uses a name the generated methods need; rename it [reserved-name]",
                "spec.yml:9:5: error: this transition repeats the one at line 8; delete one of them [duplicate-transition-name]\nspec.yml:8:5: note: the first one is here",
                "spec.yml:10:22: error: the transition's destination 'Los' is not a declared screen; did you mean 'Lost'? [unknown-screen]",
            ])
        let complete = diagnostics(yaml.replacingOccurrences(of: "\n  - {from: Home, to: Los}", with: ""))
        #expect(
            complete.contains("spec.yml:6:3: warning: no transition leads to or from screen 'Lost' [isolated-screen]"),
            "once every part resolved, the checks of the graph judge it: \(complete)")
    }

    @Test func yamlErrorsBecomeLocatedDiagnostics() {
        #expect(diagnostics("a: b: c\n") == ["spec.yml:1:5: error: mapping values are not allowed in this context [yaml-syntax]"])
        #expect(diagnostics("") == ["spec.yml:1:1: error: the spec is empty; it needs at least 'version: 1' and 'screens:' [empty-spec]"])
    }

    @Test func tooLargeInputIsRefusedBeforeParsing() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: SpecLoader.maximumInputSize + 1)
        let result = SpecLoader().load(bytes, file: "spec.yml")
        #expect(result.graph == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "spec.yml:1:1: error: the spec is larger than 32 MiB; a spec this large is refused [input-limit]"
            ])
    }

    @Test func keywordsAreValidNames() throws {
        let graph = try graph(
            "version: 1\nscreens:\n  Default:\n    parameters:\n      class: String\n  Self: {}\ntransitions:\n  - from: Default\n    to: Self\n")
        #expect(graph.transitions.map(\.name) == ["self"])
        #expect(graph.screens[0].parameters.map(\.name) == ["class"])
    }
}

@Suite struct UnknownScreenHintTests {
    /// Each hint compares the name with every screen; a spec full of unknown names must not take
    /// quadratic time (found with the pipeline fuzz target; Fuzz/README.md).
    @Test func onlyTheFirstFiftyUnknownScreensGetAHint() {
        let transitions = String(repeating: "  - {from: Hone, to: Hoem}\n", count: 26)
        let messages = diagnostics("version: 1\nscreens:\n  Home: {}\n  Home1: {}\ntransitions:\n\(transitions)")
        #expect(messages.count == 52)
        #expect(messages.prefix(50).allSatisfy { $0.hasSuffix("? [unknown-screen]") })
        #expect(messages.suffix(2).allSatisfy { $0.hasSuffix("is not a declared screen [unknown-screen]") })
    }
}

@Suite struct ParameterCountTests {
    /// 400 transitions to a screen of 400 parameters (20 KB) gave 9 MB of Swift and took 5 s in
    /// the fuzz build (found with the pipeline fuzz target; Fuzz/README.md).
    @Test func aScreenTakesAtMostFiftyParameters() {
        func spec(_ count: Int) -> String {
            "version: 1\nscreens:\n  Home:\n    parameters: {" + (0..<count).map { "p\($0): Int" }.joined(separator: ", ") + "}\n"
        }
        #expect(diagnostics(spec(50)) == [])
        #expect(diagnostics(spec(51)) == ["spec.yml:4:508: error: screen 'Home' has 51 parameters; a screen takes at most 50 [too-many-parameters]"])
    }
}

@Suite struct ContainerResolutionTests {
    static let spec = """
        version: 1
        screens:
          Main:
            class: RootTabBarController
            entry: true
            source: code
            parameters: { theme: Theme }
            tabs: [FeedStack, Mail]
          FeedStack:
            source: code
            root: Feed
          Feed:
            source: code
            parameters: { user: User, theme: Theme }
          Mail:
            source: code
            primary: Boxes
            secondary: Message
          Boxes:
            source: code
            parameters: { user: User }
          Message:
            source: code
            parameters: { messageID: Int }
        transitions:
          - from: Boxes
            to: Message
            style: pageSheet
            embed: navigation
        """

    @Test func containersHoldTheirChildrenByIndexAndTakeUIKitsClasses() throws {
        let graph = try graph(Self.spec)
        #expect(graph.screens[0].container == .tabs([1, 3]))
        #expect(graph.screens[1].container == .navigation(root: 2))
        #expect(graph.screens[3].container == .split(primary: 4, secondary: 5))
        #expect(
            graph.screens.prefix(4).map(\.className) == [
                "RootTabBarController", "UINavigationController", "FeedViewController", "UISplitViewController",
            ])
        #expect(graph.transitions[0].embedding == .navigation)
    }

    /// The screens of UIKit's classes get a type of their own; those of the app's classes keep theirs.
    @Test func hostsAreTheClassOrATypeNamedAfterTheScreen() throws {
        let graph = try graph(Self.spec)
        #expect(
            graph.screens.map(\.hostType) == [
                "RootTabBarController", "FeedStackScreen", "FeedViewController", "MailScreen", "BoxesViewController",
                "MessageViewController",
            ])
    }

    /// A container's factory takes its own parameters, then those of the screens below it in
    /// order, each name once.
    @Test func aContainersFactoryTakesTheParametersOfEveryScreenBelowIt() throws {
        let graph = try graph(Self.spec)
        #expect(graph.factoryParameters(ofScreenAt: 0).map(\.name) == ["theme", "user", "messageID"])
        #expect(graph.factoryParameters(ofScreenAt: 3).map(\.name) == ["user", "messageID"])
        #expect(graph.factoryParameters(ofScreenAt: 2).map(\.name) == ["user", "theme"])
    }

    @Test func aContainerLeadsToWhatItHoldsForReachability() throws {
        let graph = try graph(Self.spec)
        let reachability = graph.reachability
        #expect(graph.screens.typedIndices.filter { reachability.problem(ofScreenAt: $0) != nil } == [])
    }
}
