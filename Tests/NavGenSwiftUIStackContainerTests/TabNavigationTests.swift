import Foundation
import Testing

/// The stack router's navigation of Fixtures/TabApp's tab bar (`TabAppNavigation.swift`, a link
/// to its expected `swiftui-stack.swift`, beside its `DeepLink`): every link selects its tab or
/// column and sets the stack there, the navigation survives JSON, and a tap on the selected tab
/// pops it to its root.
@MainActor
@Suite struct TabNavigationTests {
    /// Every link of the fixture, with the navigation it opens from a fresh start.
    static let links: [(DeepLink, MainNavigation.State)] = [
        (.feed, MainNavigation.State()),
        (.post(postID: 7), MainNavigation.State(feedStack: .init(path: [.post(postID: 7)]))),
        (.order(orderID: "A-1"), MainNavigation.State(ordersStack: .init(path: [.order(orderID: "A-1")]), selectedTab: .ordersStack)),
        (
            .receipt(orderID: "A-1"),
            MainNavigation.State(
                ordersStack: .init(
                    path: [.order(orderID: "A-1")], presentation: .sheet(route: .receipt(orderID: "A-1"), state: .init())),
                selectedTab: .ordersStack)
        ),
        (.settings, MainNavigation.State(account: .init(preferredCompactColumn: .sidebar), selectedTab: .account)),
        (
            .notifications,
            MainNavigation.State(account: .init(sidebar: .init(path: [.notifications]), preferredCompactColumn: .sidebar), selectedTab: .account)
        ),
        (.profile, MainNavigation.State(account: .init(preferredCompactColumn: .detail), selectedTab: .account)),
        (.newPost, MainNavigation.State(feedStack: .init(presentation: .sheet(route: .newPost, state: .init())))),
    ]

    @Test func everyLinkOpensInItsTabOrColumn() {
        for (link, expected) in Self.links {
            let navigation = MainNavigation()
            navigation.open(link)
            #expect(navigation.state == expected, "\(link)")
        }
    }

    @Test func aLinkLeavesTheOtherTabsStacksAndDismissesWhatIsPresented() {
        let navigation = MainNavigation()
        navigation.feedStack.push(.post(postID: 1))
        navigation.account.detail.presentSheet(.newPost)
        navigation.open(.order(orderID: "B-2"))
        #expect(navigation.selectedTab == .ordersStack)
        #expect(navigation.ordersStack.path == [.order(orderID: "B-2")])
        #expect(navigation.feedStack.path == [.post(postID: 1)], "another tab keeps its stack")
        #expect(navigation.account.detail.sheet == nil, "what was presented is dismissed")
    }

    @Test func aLinkToTheSidebarsRootPopsWhatTheSidebarPushed() {
        let navigation = MainNavigation()
        navigation.open(.notifications)
        navigation.open(.settings)
        #expect(navigation.selectedTab == .account && navigation.account.sidebar.path.isEmpty)
    }

    @Test func theTabBarPresentsFromTheSelectedTabWhoseStackStays() throws {
        let navigation = MainNavigation()
        navigation.open(.order(orderID: "C-3"))
        navigation.open(.newPost)
        #expect(navigation.selectedTab == .ordersStack)
        #expect(navigation.ordersStack.path == [.order(orderID: "C-3")])
        #expect(try #require(navigation.ordersStack.sheet).root == .newPost)
    }

    @Test func theNavigationTwoTabsDeepReadsBackFromJSON() throws {
        let navigation = MainNavigation()
        navigation.open(.post(postID: 3))
        navigation.open(.profile)
        navigation.account.detail.push(.profile)
        navigation.open(.receipt(orderID: "D-4"))
        navigation.ordersStack.sheet?.push(.order(orderID: "D-4"))
        let saved = try JSONEncoder().encode(navigation.state)
        let restored = MainNavigation(state: try JSONDecoder().decode(MainNavigation.State.self, from: saved))
        #expect(restored.state == navigation.state)
        #expect(restored.selectedTab == .ordersStack && restored.account.preferredCompactColumn == .detail)
        #expect(restored.feedStack.path == [.post(postID: 3)])
        #expect(restored.account.detail.path == [.profile])
        #expect(restored.ordersStack.sheet?.root == .receipt(orderID: "D-4"))
        #expect(restored.ordersStack.sheet?.path == [.order(orderID: "D-4")])
    }

    @Test func aTapOnTheSelectedTabPopsItToItsRoot() {
        let navigation = MainNavigation()
        navigation.open(.post(postID: 5))
        navigation.ordersStack.push(.order(orderID: "E-5"))
        navigation.tabSelection = .ordersStack
        #expect(navigation.selectedTab == .ordersStack)
        #expect(navigation.ordersStack.path == [.order(orderID: "E-5")], "selecting another tab pops nothing")
        navigation.tabSelection = .ordersStack
        #expect(navigation.ordersStack.path.isEmpty, "a tap on the tab shown pops it")
        #expect(navigation.feedStack.path == [.post(postID: 5)], "the other tab keeps its stack")
        navigation.account.sidebar.push(.profile)
        navigation.select(.account)
        navigation.select(.account)
        #expect(navigation.account.sidebar.path.isEmpty, "a split view's stacks pop too")
    }
}
