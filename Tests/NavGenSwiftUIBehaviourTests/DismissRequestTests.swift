import Testing

/// The generated routers of Fixtures/GoingBack (`GoingBackRouters.swift`, a link to its expected
/// `swiftui.swift`): a `dismiss` or `pop` transition raises the router's dismiss request, which
/// the `navigationRoutes` modifier turns into SwiftUI's dismiss action and lowers.
@MainActor
@Suite struct DismissRequestTests {
    @Test func closingRaisesTheDismissRequest() {
        let router = ComposerRouter()
        #expect(!router.isDismissRequested)
        router.close()
        #expect(router.isDismissRequested)
    }

    @Test func aPopIsADismissRequestToo() {
        let router = MessageRouter()
        router.goBack()
        #expect(router.isDismissRequested && !router.isHelpActivated)
        let thread = ThreadRouter()
        thread.leaveThread()
        #expect(thread.isDismissRequested && !thread.isMessageActivated)
    }

    @Test func theRequestIsLoweredAndRaisedAgain() {
        let router = HelpRouter()
        router.close()
        // A second call before the view has dismissed keeps the request raised.
        router.close()
        #expect(router.isDismissRequested)
        // What the modifier does once it has dismissed.
        router.isDismissRequested = false
        router.close()
        #expect(router.isDismissRequested)
    }

    @Test func aResultTravelsBackThroughTheCallbackBeforeClosing() throws {
        var sent: [String] = []
        let inbox = InboxRouter()
        inbox.activateComposer { sent.append($0) }
        let composer = try #require(inbox.activatedComposer)
        let router: any ComposerRouting = ComposerRouter()
        // What the composer's event handler does, as docs/Spec.md "Going back" writes it.
        composer.onSend("Hello")
        router.close()
        #expect(sent == ["Hello"] && router.isDismissRequested)
    }
}
