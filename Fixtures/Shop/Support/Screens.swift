import ShopModels
import UIKit

final class CatalogViewController: UIViewController {}

final class CategoryViewController: UIViewController {
    let categoryID: String

    init(categoryID: String) {
        self.categoryID = categoryID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use CategoryViewController.instantiate(categoryID:)")
    }
}

final class ProductViewController: UIViewController {
    let productID: Int
    let tab: ProductTab

    init(productID: Int, tab: ProductTab) {
        self.productID = productID
        self.tab = tab
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use ProductViewController.instantiate(productID:tab:)")
    }
}

final class ReviewsViewController: UIViewController {
    let productID: Int
    let minimumRating: Int?
    let verifiedOnly: Bool

    init(productID: Int, minimumRating: Int?, verifiedOnly: Bool) {
        self.productID = productID
        self.minimumRating = minimumRating
        self.verifiedOnly = verifiedOnly
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use ReviewsViewController.instantiate(productID:minimumRating:verifiedOnly:)")
    }
}

final class SearchViewController: UIViewController {
    let query: String
    let maximumPrice: Double?

    init(query: String, maximumPrice: Double?) {
        self.query = query
        self.maximumPrice = maximumPrice
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use SearchViewController.instantiate(query:maximumPrice:)")
    }
}

final class CartViewController: UIViewController {}

final class CheckoutViewController: UIViewController {
    let cartID: UUID

    init(cartID: UUID) {
        self.cartID = cartID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use CheckoutViewController.instantiate(cartID:)")
    }
}

final class OrderStatusViewController: UIViewController {
    let orderID: UUID

    init(orderID: UUID) {
        self.orderID = orderID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use OrderStatusViewController.instantiate(orderID:)")
    }
}
