import NavGenCore
import Testing

/// Segues that carry their destination's parameters, and unwind segues, as the graph resolves them.
@Suite struct SegueTests {
    static func load(_ yaml: String) -> SpecLoader.Result {
        SpecLoader().load(Array(yaml.utf8), file: "spec.yml")
    }

    @Test func eachDestinationGetsItsParametersTheWayItTakesThem() throws {
        let result = Self.load(
            """
            version: 1
            screens:
              Inbox: {entry: true}
              Message: {parameters: {messageID: String}}
              Profile: {injection: property, parameters: {user: String}}
              Stack: {identifier: false, root: Compose}
              Compose: {identifier: false, injection: property, parameters: {draft: String}}
              Settings: {}
              Help: {source: nib, parameters: {topic: String}}
            transitions:
              - {from: Inbox, to: Message, style: segue, segue: show-message}
              - {from: Inbox, to: Profile, style: segue, segue: showProfile}
              - {from: Inbox, to: Stack, style: segue, segue: compose}
              - {from: Inbox, to: Settings, style: segue, segue: showSettings}
              - {from: Inbox, to: Help, style: segue, segue: showHelp}
              - {from: Inbox, to: Message, name: message}
            """)
        let graph = try #require(result.graph, "\(result.diagnostics.map(\.formatted))")
        #expect(
            graph.transitions.map(graph.segueDelivery(of:))
                == [.segueAction("makeShowMessage"), .prepare, .prepare, nil, nil, nil])
        #expect(graph.transitions.map(\.segueStem) == ["ShowMessage", "ShowProfile", "Compose", "ShowSettings", "ShowHelp", nil])
    }

    /// `segue: false` is a segue only the storyboard performs: no identifier, no delivery, no
    /// member of code, and yet an edge that makes its destination reachable. It cannot hand
    /// parameters to an initializer, and an unwind needs its identifier.
    @Test func aSegueWithoutIdentifierIsAnEdgeAndNothingElse() throws {
        let result = Self.load(
            """
            version: 1
            screens:
              Inbox: {entry: true}
              Profile: {identifier: false, injection: property, parameters: {user: String}}
            transitions:
              - {from: Inbox, to: Profile, style: segue, segue: false}
            """)
        let graph = try #require(result.graph, "\(result.diagnostics.map(\.formatted))")
        #expect(result.diagnostics.isEmpty, "Profile is reachable through the segue")
        #expect(graph.transitions.map(\.segue) == [nil])
        #expect(graph.transitions.map(\.style) == [.segue])
        #expect(graph.transitions.map(graph.segueDelivery(of:)) == [nil])
        #expect(graph.transitions.map(\.hasGeneratedCode) == [false])
        #expect(graph.ownCode.transitionsFrom.values == [[], []], "nothing is generated for it")
        let refused = Self.load(
            """
            version: 1
            screens:
              Inbox: {entry: true}
              Message: {identifier: false, parameters: {messageID: String}}
            transitions:
              - {from: Inbox, to: Message, style: segue, segue: false}
              - {from: Message, to: Inbox, style: unwind, segue: false}
            """)
        #expect(
            refused.diagnostics.map(\.formatted) == [
                "spec.yml:6:53: error: a segue without identifier cannot give 'Message' its parameters: the storyboard creates it with init?(coder:); give the segue an identifier, for which navgen generates the segue action that passes them [segue-data]",
                "spec.yml:7:54: error: an unwind transition needs its segue's identifier: it is an unwind segue of the storyboard that code performs by it [storyboard-segue]",
            ])
    }

    /// Lost is only shown by a push from itself to Message, and Message unwinds to it: the unwind
    /// goes back along that path, but reaches nothing, so Lost stays out of reach of the entry.
    /// An embed segue's child is reachable through its parent and shares its place: it pushes
    /// onto the parent's stack and is dismissed with it, without warnings. Its identifier and its
    /// accessor's name are members of the parent like those of other transitions.
    @Test func anEmbeddedChildSharesItsParentsPlace() throws {
        let result = Self.load(
            """
            version: 1
            screens:
              Dashboard: {entry: true, inNavigation: true}
              Summary: {identifier: false}
              Detail: {}
              Sheet: {}
              Chart: {identifier: false}
            transitions:
              - {from: Dashboard, to: Summary, style: embed, segue: embedSummary}
              - {from: Summary, to: Detail}
              - {from: Dashboard, to: Sheet, style: pageSheet}
              - {from: Sheet, to: Chart, style: embed}
              - {from: Chart, style: dismiss}
            """)
        let graph = try #require(result.graph, "\(result.diagnostics.map(\.formatted))")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(graph.transitions.map(\.style) == [.embed, .push, .pageSheet, .embed])
        #expect(graph.transitions.map(\.segue) == ["embedSummary", nil, nil, nil])
        #expect(graph.transitions.map(graph.segueDelivery(of:)) == [nil, nil, nil, nil], "an embed segue carries nothing")
        #expect(graph.ownCode.transitionsFrom[0] == [0, 2] && graph.ownCode.transitionsFrom[3] == [3], "both embeds have code")

        let refused = Self.load(
            """
            version: 1
            screens:
              Dashboard: {entry: true}
              Summary: {identifier: false}
              Chart: {identifier: false}
              Settings: {}
            transitions:
              - {from: Dashboard, to: Summary, style: embed, segue: panel}
              - {from: Dashboard, to: Chart, style: embed, name: summary}
              - {from: Dashboard, to: Settings, style: segue, segue: panel}
            """)
        #expect(
            refused.diagnostics.map(\.formatted) == [
                "spec.yml:9:54: error: screen 'Dashboard' already has a transition named 'summary', at line 8 (which is named after its destination); give one of them another 'name' [duplicate-transition-name]\nspec.yml:8:5: note: the first one is here",
                "spec.yml:10:58: error: screen 'Dashboard' declares segue 'panel' twice [storyboard-segue]\nspec.yml:8:57: note: the first one is here",
            ])
    }

    @Test func anUnwindMakesNothingReachable() {
        let result = Self.load(
            """
            version: 1
            screens:
              Inbox: {entry: true}
              Message: {}
              Lost: {}
            transitions:
              - {from: Inbox, to: Message}
              - {from: Lost, to: Message}
              - {from: Message, to: Lost, style: unwind, segue: backToLost}
            """)
        #expect(result.diagnostics.map(\.formatted) == ["spec.yml:5:3: warning: screen 'Lost' cannot be reached from any entry screen [unreachable-screen]"])
        #expect(result.graph?.reachability.problem(ofScreenAt: 2) == .unreachable)
    }

    @Test func anUnwindGoesBackThroughTheScreensAContainerHolds() {
        let result = Self.load(
            """
            version: 1
            screens:
              Inbox: {entry: true}
              Stack: {identifier: false, root: Compose}
              Compose: {identifier: false}
            transitions:
              - {from: Inbox, to: Stack, style: segue, segue: compose}
              - {from: Compose, to: Inbox, style: unwind, segue: done}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.graph?.screens[0].unwindActionName == "unwindToInbox")
    }
}
