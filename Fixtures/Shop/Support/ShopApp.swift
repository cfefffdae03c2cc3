import Foundation
import SwiftUI

/// The app's root: one router for every stack, shown by `RoutedStack`, its state saved as JSON.
struct ShopRootView: View {
    @State private var router: NavigationRouter

    init(savedState: Data?) {
        let state = savedState.flatMap { try? JSONDecoder().decode(NavigationRouter.State.self, from: $0) }
        _router = State(initialValue: state.map(NavigationRouter.init(state:)) ?? NavigationRouter())
    }

    var body: some View {
        RoutedStack(router: router) {
            CatalogView(router: router)
        }
        .onOpenURL { url in
            if let link = DeepLink(url: url) { router.open(link) }
        }
    }
}

/// The entry screen, the stack's root, which no route shows.
struct CatalogView: View {
    let router: NavigationRouter

    var body: some View {
        Text("Catalog")
    }

    func openProductFromALink(productID: Int) {
        router.replace(with: [.category(categoryID: "shoes"), .product(productID: productID, tab: .reviews)])
    }

    func openCart() {
        router.presentSheet(.cart)
    }
}

/// The cart's own stack pushes the checkout, which covers the screen with the order's status.
@MainActor
func checkOut(in cart: NavigationRouter, cartID: UUID, orderID: UUID) -> Data? {
    cart.push(.checkout(cartID: cartID))
    cart.presentFullScreenCover(.orderStatus(orderID: orderID))
    cart.fullScreenCover?.dismiss()
    cart.pop()
    return try? JSONEncoder().encode(cart.state)
}

/// A stack the app builds itself gets the same destinations.
struct SearchTab: View {
    @Bindable var router: NavigationRouter

    var body: some View {
        NavigationStack(path: $router.path) {
            SearchView(query: "", maximumPrice: nil)
                .navigationRoutes(router)
        }
    }
}
