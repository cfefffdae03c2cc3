import SwiftUI
import UIKit
import Profile

/// The cart, which the app presents.
public final class CartViewController: UIViewController {
    func checkOutTapped() {
        pushPayment()
    }
}

/// The payment shows the seller's page, which is Profile's: through Profile's public factory.
final class PaymentViewController: UIViewController {
    func sellerTapped(sellerID: String) {
        let seller: UserInfoViewController = pushSeller(userID: sellerID)
        precondition(seller.userID == sellerID)
    }
}

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
