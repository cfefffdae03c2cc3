import Foundation
import Testing

/// The Shop stack router (StackRouter.swift) opening the Shop's deep links (ShopDeepLinks.swift),
/// each read from a URL as the app reads one: the router's stacks afterwards are the back stack
/// the spec's transitions give the link's screen.
@MainActor
@Suite struct LinkOpeningTests {
    let cartID = UUID(uuidString: "9A3C8D0E-0000-4000-8000-000000000001")!
    let orderID = UUID(uuidString: "9A3C8D0E-0000-4000-8000-000000000002")!

    /// The router of a started app after it has opened the link of `url`.
    func opened(_ url: String) throws -> NavigationRouter {
        let link = try #require(URL(string: url).flatMap(DeepLink.init(url:)))
        let router = NavigationRouter()
        router.open(link)
        return router
    }

    @Test func aPushedScreensLinkSetsThePathThroughTheScreensBelowIt() throws {
        let reviews = try opened("https://shop.example.com/categories/shoes/products/42/reviews?min=4&verified=true")
        #expect(
            reviews.path == [
                .category(categoryID: "shoes"), .product(productID: 42, tab: .overview),
                .reviews(productID: 42, minimumRating: 4, verifiedOnly: true),
            ])
        #expect(reviews.sheet == nil && reviews.fullScreenCover == nil)

        let product = try opened("myshop://www.shop.example.com/c/shoes/p/42?tab=specs")
        #expect(product.path == [.category(categoryID: "shoes"), .product(productID: 42, tab: .specs)])

        let search = try opened("https://shop.example.com/search?q=red%20shoes&max=99.5")
        #expect(search.path == [.search(query: "red shoes", maximumPrice: 99.5)])
    }

    @Test func aPresentedScreensLinkPresentsItsStack() throws {
        let cart = try opened("https://shop.example.com/cart")
        #expect(cart.path.isEmpty)
        #expect(cart.sheet?.root == .cart && cart.sheet?.path == [])
        #expect(cart.fullScreenCover == nil)

        let checkout = try opened("https://shop.example.com/cart/checkout/\(cartID.uuidString)")
        #expect(checkout.sheet?.root == .cart)
        #expect(checkout.sheet?.path == [.checkout(cartID: cartID)])
    }

    @Test func aLinkThroughTwoPresentationsNestsTheSecondInTheFirstsStack() throws {
        let router = try opened("https://shop.example.com/orders/\(orderID.uuidString)?cart=\(cartID.uuidString)")
        let cart = try #require(router.sheet)
        #expect(cart.root == .cart && cart.path == [.checkout(cartID: cartID)])
        #expect(cart.fullScreenCover?.root == .orderStatus(orderID: orderID))
        #expect(cart.sheet == nil)
        // The presentations a link makes know who presents them, so that they can be dismissed.
        try #require(cart.fullScreenCover).dismiss()
        #expect(cart.fullScreenCover == nil)
        cart.dismiss()
        #expect(router.sheet == nil)
    }

    @Test func aLinkReplacesWhatWasShown() throws {
        let router = NavigationRouter()
        router.replace(with: [.search(query: "boots"), .product(productID: 3)])
        router.presentFullScreenCover(.orderStatus(orderID: orderID))
        router.open(.category(categoryID: "hats"))
        #expect(router.path == [.category(categoryID: "hats")])
        #expect(router.sheet == nil && router.fullScreenCover == nil)
    }

    @Test func aLinkOpenedInsideAPresentationOpensOnTheAppsStack() throws {
        let router = NavigationRouter()
        router.presentSheet(.cart)
        let cart = try #require(router.sheet)
        cart.open(.search(query: "boots"))
        #expect(router.path == [.search(query: "boots")])
        #expect(router.sheet == nil)
        #expect(cart.path.isEmpty)
    }

    @Test func theStateALinkOpensIsTheStateItsRouterSaves() throws {
        let link = DeepLink.orderStatus(orderID: orderID, cartID: cartID)
        let router = NavigationRouter()
        router.open(link)
        #expect(router.state == NavigationRouter.State(opening: link))
        let expected = NavigationRouter.State(
            presentation: .sheet(
                route: .cart,
                state: .init(path: [.checkout(cartID: cartID)], presentation: .fullScreenCover(route: .orderStatus(orderID: orderID), state: .init()))))
        #expect(NavigationRouter.State(opening: link) == expected)
    }
}
