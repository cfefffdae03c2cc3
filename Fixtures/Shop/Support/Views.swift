import SwiftUI

struct CategoryView: View {
    let categoryID: String

    var body: some View {
        Text("Category")
    }
}

struct ProductView: View {
    let productID: Int
    let tab: ProductTab

    var body: some View {
        Text("Product")
    }
}

struct ReviewsView: View {
    let productID: Int
    let minimumRating: Int?
    let verifiedOnly: Bool

    var body: some View {
        Text("Reviews")
    }
}

struct SearchView: View {
    let query: String
    let maximumPrice: Double?

    var body: some View {
        Text("Search")
    }
}

struct CartView: View {
    var body: some View {
        Text("Cart")
    }
}

struct CheckoutView: View {
    let cartID: UUID

    var body: some View {
        Text("Checkout")
    }
}

struct OrderStatusView: View {
    let orderID: UUID

    var body: some View {
        Text("OrderStatus")
    }
}
