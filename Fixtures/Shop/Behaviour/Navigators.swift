import Foundation

// The navigators of the swiftui-stack output of Fixtures/Shop, driven as the app's views drive
// them: each made with the router of the stack its screen is on, as `@Navigator` makes it, and
// each of its transitions checked on the routers' paths and presentations. FixtureBehaviourTests
// requires every navigator method to be called here.

@MainActor
func checkNavigators() {
    let cartID = UUID()
    let orderID = UUID()

    let router = NavigationRouter()
    CatalogNavigator(router: router).pushCategory(categoryID: "shoes")
    check(router.path == [.category(categoryID: "shoes")], "the catalog's pushCategory pushes the category on the app's stack")
    CategoryNavigator(router: router).pushProduct(productID: 7)
    let product: [NavigationRoute] = [.category(categoryID: "shoes"), .product(productID: 7, tab: .overview)]
    check(router.path == product, "the category's pushProduct pushes the product with its default tab")
    ProductNavigator(router: router).pushReviews(productID: 7, minimumRating: 4)
    check(router.path == product + [.reviews(productID: 7, minimumRating: 4, verifiedOnly: false)], "the product's pushReviews pushes the reviews above it")
    check(router.sheet == nil && router.fullScreenCover == nil, "pushes present nothing")

    let searching = NavigationRouter()
    CatalogNavigator(router: searching).pushSearch(query: "boots", maximumPrice: 80)
    SearchNavigator(router: searching).pushProduct(productID: 3, tab: .reviews)
    check(searching.path == [.search(query: "boots", maximumPrice: 80), .product(productID: 3, tab: .reviews)], "the search pushes a product with the tab it is given")

    // Back to the category, as its back button goes.
    router.pop(2)
    CatalogNavigator(router: router).presentCart()
    check(router.sheet?.root == .cart && router.sheet?.path == [] && router.fullScreenCover == nil, "presentCart presents the cart as a sheet with a stack of its own")
    check(router.path == [.category(categoryID: "shoes")], "above the app's stack as it was")
    guard let cart = router.sheet else { return }

    CartNavigator(router: cart).pushCheckout(cartID: cartID)
    check(cart.path == [.checkout(cartID: cartID)] && router.path == [.category(categoryID: "shoes")], "the cart pushes the checkout on the sheet's stack, not the app's")
    CheckoutNavigator(router: cart).presentOrderStatus(orderID: orderID)
    check(cart.fullScreenCover?.root == .orderStatus(orderID: orderID) && cart.sheet == nil, "the checkout covers the screen with the order's status, from the sheet's stack")
    check(router.sheet === cart && router.fullScreenCover == nil, "and the sheet stays presented below it")
    let presented = NavigationRouter.State(
        path: [.category(categoryID: "shoes")],
        presentation: .sheet(
            route: .cart,
            state: NavigationRouter.State(
                path: [.checkout(cartID: cartID)],
                presentation: .fullScreenCover(route: .orderStatus(orderID: orderID), state: NavigationRouter.State()))))
    check(router.state == presented, "the app's state holds the sheet's stack and the cover above it")
    guard let status = cart.fullScreenCover else { return }

    OrderStatusNavigator(router: status).close()
    check(cart.fullScreenCover == nil && router.sheet === cart && cart.path == [.checkout(cartID: cartID)], "the order status's close dismisses the cover alone")
    CartNavigator(router: cart).close()
    check(router.sheet == nil && router.path == [.category(categoryID: "shoes")], "the cart's close dismisses the sheet, with the stack it pushed")

    let shown = router.state
    CartNavigator(router: router).close()
    check(router.state == shown, "close on the app's stack, which nothing presents, changes nothing")
}
