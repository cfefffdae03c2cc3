import Profile
import UIKit

/// The cart, which the app presents.
public final class CartViewController: UIViewController {
    func checkOutTapped() {
        pushPayment()
    }
}

/// The payment shows the seller's page, which is Profile's, through Profile's public factory.
final class PaymentViewController: UIViewController {
    func sellerTapped(sellerID: String) {
        pushSeller(userID: sellerID)
    }
}
