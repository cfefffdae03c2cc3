import SwiftUI

public struct CartView: View {
    @StateObject private var router = CartRouter()

    public init() {}

    public var body: some View {
        Text("Cart")
            .navigationRoutes(router)
    }

    func payTapped() {
        router.activatePayment()
    }
}

struct PaymentView: View {
    var body: some View {
        Text("Payment")
    }
}
