import Foundation
import Testing

/// The path-based router that the swiftui-stack template generates for Fixtures/Shop (linked here
/// as StackRouter.swift), driven the way an app and its tests drive it; only its SwiftUI part,
/// which needs SwiftUI, is not compiled here.
@MainActor
@Suite struct StackRouterBehaviourTests {
    let cartID = UUID(uuidString: "9A3C8D0E-0000-4000-8000-000000000001")!
    let orderID = UUID(uuidString: "9A3C8D0E-0000-4000-8000-000000000002")!

    @Test func pushesAndPopsOneRouteAtATime() {
        let router = NavigationRouter()
        router.push(.category(categoryID: "shoes"))
        router.push(.product(productID: 7))
        #expect(router.path == [.category(categoryID: "shoes"), .product(productID: 7, tab: .overview)])
        router.pop()
        #expect(router.path == [.category(categoryID: "shoes")])
    }

    @Test func popsSeveralRoutesButNeverMoreThanThePathHolds() {
        let router = NavigationRouter()
        router.replace(with: [.category(categoryID: "shoes"), .product(productID: 7), .reviews(productID: 7)])
        router.pop(2)
        #expect(router.path == [.category(categoryID: "shoes")])
        router.pop(5)
        #expect(router.path.isEmpty)
        router.pop()
        #expect(router.path.isEmpty)
    }

    @Test func popToRootEmptiesThePath() {
        let router = NavigationRouter()
        router.replace(with: [.search(query: "boots"), .product(productID: 3, tab: .reviews)])
        router.popToRoot()
        #expect(router.path.isEmpty)
    }

    @Test func replaceSetsTheWholePath() {
        let router = NavigationRouter()
        router.push(.search(query: "boots"))
        let path: [NavigationRoute] = [.category(categoryID: "hats"), .product(productID: 1), .reviews(productID: 1, minimumRating: 4)]
        router.replace(with: path)
        #expect(router.path == path)
    }

    @Test func aSheetHasAStackOfItsOwnThatItsViewsPushOnto() throws {
        let router = NavigationRouter()
        router.push(.category(categoryID: "shoes"))
        router.presentSheet(.cart)
        let cart = try #require(router.sheet)
        #expect(cart.root == .cart)
        #expect(router.fullScreenCover == nil)
        cart.push(.checkout(cartID: cartID))
        #expect(cart.path == [.checkout(cartID: cartID)])
        #expect(router.path == [.category(categoryID: "shoes")])
    }

    @Test func dismissClosesThePresentationItIsCalledFrom() throws {
        let router = NavigationRouter()
        router.presentSheet(.cart)
        let cart = try #require(router.sheet)
        cart.push(.checkout(cartID: cartID))
        cart.presentFullScreenCover(.orderStatus(orderID: orderID))
        try #require(cart.fullScreenCover).dismiss()
        #expect(cart.fullScreenCover == nil)
        #expect(router.sheet === cart)
        cart.dismiss()
        #expect(router.sheet == nil)
    }

    @Test func theAppsStackCannotBeDismissed() {
        let router = NavigationRouter()
        router.push(.cart)
        router.dismiss()
        #expect(router.path == [.cart])
        #expect(router.root == nil)
    }

    @Test func aPresentationReplacesTheOneBeforeIt() {
        let router = NavigationRouter()
        router.presentSheet(.cart)
        router.presentFullScreenCover(.orderStatus(orderID: orderID))
        #expect(router.sheet == nil)
        #expect(router.fullScreenCover?.root == .orderStatus(orderID: orderID))
        router.presentSheet(.cart)
        #expect(router.fullScreenCover == nil)
        #expect(router.sheet?.root == .cart)
    }

    @Test func stateEncodedAsJSONRestoresTheSameNavigation() throws {
        let router = NavigationRouter()
        router.replace(with: [.search(query: "boots", maximumPrice: 80), .product(productID: 3, tab: .reviews)])
        router.presentSheet(.cart)
        let cart = try #require(router.sheet)
        cart.push(.checkout(cartID: cartID))
        cart.presentFullScreenCover(.orderStatus(orderID: orderID))

        let data = try JSONEncoder().encode(router.state)
        let decoded = try JSONDecoder().decode(NavigationRouter.State.self, from: data)
        let restored = NavigationRouter(state: decoded)

        #expect(decoded == router.state)
        #expect(restored.state == router.state)
        #expect(restored.path == router.path)
        let restoredCart = try #require(restored.sheet)
        #expect(restoredCart.root == .cart)
        #expect(restoredCart.path == [.checkout(cartID: cartID)])
        #expect(restoredCart.fullScreenCover?.root == .orderStatus(orderID: orderID))
        // The restored presentations know who presents them, so that they can be dismissed.
        restoredCart.dismiss()
        #expect(restored.sheet == nil)
    }

    @Test func restoringAStateWithoutPresentationsClosesThem() {
        let router = NavigationRouter()
        router.presentSheet(.cart)
        router.restore(NavigationRouter.State(path: [.category(categoryID: "hats")]))
        #expect(router.sheet == nil && router.fullScreenCover == nil)
        #expect(router.path == [.category(categoryID: "hats")])
    }

    @Test func routesAreTheirOwnIdentity() {
        #expect(NavigationRoute.product(productID: 1).id == .product(productID: 1, tab: .overview))
        #expect(NavigationRoute.product(productID: 1).id != .product(productID: 1, tab: .reviews))
    }
}
