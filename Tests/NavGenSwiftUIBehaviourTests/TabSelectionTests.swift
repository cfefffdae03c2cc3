import Testing

/// The router of Fixtures/TabApp's tab bar (`TabAppRouters.swift`, a link to its expected
/// `swiftui.swift`): the tab shown starts at the first tab, `select(_:)` shows another, and the
/// tab bar's own destinations work beside it.
@MainActor
@Suite struct TabSelectionTests {
    @Test func theFirstTabIsShownFirst() {
        #expect(MainRouter().selectedTab == .feedStack)
        #expect(MainRouter.Tab.allCases == [.feedStack, .ordersStack, .account], "in the order of the tab bar")
    }

    @Test func selectingShowsTheTab() {
        let router = MainRouter()
        router.select(.account)
        #expect(router.selectedTab == .account)
        let routing: any MainRouting = router
        routing.select(.ordersStack)
        #expect(routing.selectedTab == .ordersStack)
    }

    @Test func theTabBarsOwnDestinationLeavesTheTabAlone() {
        let router = MainRouter()
        router.select(.ordersStack)
        router.activateNewPost()
        #expect(router.isNewPostActivated && router.activatedNewPost == NewPostView())
        #expect(router.selectedTab == .ordersStack)
    }
}
