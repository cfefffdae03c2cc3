import Foundation
import Testing

@testable import Account
@testable import Catalog

/// The stack router across the modules of Fixtures/ModularStack: the app's navigation
/// (`AppNavigation.swift`, a link to its expected `swiftui-stack.swift`, beside its `DeepLink`)
/// compiled in this target,
/// and each feature's in a module of its own, `Catalog` and `Account`. The app has no transitions
/// of its own; its tabs' roots are the features' screens, whose views push their routes through
/// their module's stack protocol, as `@Environment(\.catalogStack)` gives it to them, or through
/// their navigators, which `@Navigator` makes with it.
@MainActor
@Suite struct ModuleStackTests {
    @Test func aModuleScreensPushLandsOnTheStackOfItsTab() {
        let navigation = MainNavigation()
        let stack: any CatalogStack = navigation.catalog.catalogStack
        stack.push(.product(productID: 7))
        #expect(navigation.catalog.path == [.catalog(.product(productID: 7))])
        #expect(navigation.account.path.isEmpty, "the other tab's stack stays")
    }

    @Test func aModuleScreenPresentsAndDismissesOnTheAppsStacks() throws {
        let navigation = MainNavigation()
        let stack: any AccountStack = navigation.account.accountStack
        stack.presentSheet(.editProfile)
        let sheet = try #require(navigation.account.sheet)
        #expect(sheet.root == .account(.editProfile))
        let presented: any AccountStack = sheet.accountStack
        presented.push(.orders)
        #expect(sheet.path == [.account(.orders)] && navigation.account.path.isEmpty, "the sheet's stack is its own")
        presented.dismiss()
        #expect(navigation.account.sheet == nil)
    }

    @Test func aModulesPopToFindsItsRouteOnTheAppsStack() {
        let navigation = MainNavigation()
        let stack: any AccountStack = navigation.account.accountStack
        stack.push(.orders)
        stack.push(.order(orderID: "A-1"))
        stack.push(.orders)
        stack.push(.order(orderID: "A-2"))
        stack.popToOrders()
        #expect(navigation.account.path == [.account(.orders), .account(.order(orderID: "A-1")), .account(.orders)])
        stack.pop(3)
        stack.push(.order(orderID: "A-3"))
        stack.popToOrders()
        #expect(navigation.account.path.isEmpty, "without the route on the path, it pops to the root")
    }

    @Test func theAppsNavigationWithModuleRoutesSurvivesJSON() throws {
        let navigation = MainNavigation()
        navigation.catalog.catalogStack.push(.product(productID: 3))
        navigation.account.accountStack.push(.order(orderID: "B-2"))
        navigation.account.accountStack.presentFullScreenCover(.editProfile)
        navigation.select(.account)
        let data = try JSONEncoder().encode(navigation.state)
        let decoded = try JSONDecoder().decode(MainNavigation.State.self, from: data)
        #expect(decoded == navigation.state)
        #expect(MainNavigation(state: decoded).state == navigation.state)
        #expect(decoded.account.presentation == .fullScreenCover(route: .account(.editProfile), state: .init()))
    }

    @Test func aModulesOwnRouterIsTheStackItsScreensAreOn() {
        let router = Account.NavigationRouter()
        let stack: any AccountStack = router
        stack.push(.orders)
        stack.push(.order(orderID: "C-3"))
        stack.popToOrders()
        #expect(router.path == [.orders])
    }

    /// The links the features' screens declare are the app's, and open on the app's stacks
    /// through the features' transitions, as the features' routes.
    @Test func aLinkIntoAModulesScreenOpensOnTheAppsStack() throws {
        let navigation = MainNavigation()
        let url = try #require(URL(string: "https://shop.example.com/orders/A-7"))
        navigation.open(try #require(DeepLink(url: url)))
        #expect(navigation.selectedTab == .account)
        #expect(navigation.account.path == [.account(.orders), .account(.order(orderID: "A-7"))])
        navigation.account.accountStack.presentSheet(.editProfile)
        navigation.open(.product(productID: 42))
        #expect(navigation.selectedTab == .catalog && navigation.catalog.path == [.catalog(.product(productID: 42))])
        #expect(navigation.account.sheet == nil, "what was presented is dismissed")
        #expect(navigation.account.path.count == 2, "the other tab keeps its stack")
    }

    /// A module screen's navigator holds the module's stack protocol, so that it acts on the stack
    /// the screen is on: here the app's, through the app's adapter.
    @Test func aModuleScreensNavigatorActsOnTheAppsStack() throws {
        let navigation = MainNavigation()
        let stack = navigation.account.accountStack
        AccountNavigator(router: stack).pushOrders()
        OrdersNavigator(router: stack).pushOrder(orderID: "D-4")
        #expect(navigation.account.path == [.account(.orders), .account(.order(orderID: "D-4"))])
        OrderNavigator(router: stack).goBackToOrders()
        #expect(navigation.account.path == [.account(.orders)])
        AccountNavigator(router: stack).presentEditProfile()
        let sheet = try #require(navigation.account.sheet)
        #expect(sheet.root == .account(.editProfile))
        EditProfileNavigator(router: sheet.accountStack).close()
        #expect(navigation.account.sheet == nil)
        CatalogNavigator(router: navigation.catalog.catalogStack).pushProduct(productID: 9)
        #expect(navigation.catalog.path == [.catalog(.product(productID: 9))])
    }
}
