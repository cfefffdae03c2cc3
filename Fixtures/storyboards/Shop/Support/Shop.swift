import UIKit

// The Shop app's classes as its storyboards and xibs name them, for the code generated from the
// imported spec to be type-checked against.

final class ProductListViewController: UITableViewController {}
final class ProductDetailViewController: UIViewController {}
final class FiltersViewController: UIViewController {}
final class ComposeViewController: UIViewController {}
final class CartViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

final class ProductCell: UITableViewCell {}
final class CartItemCell: UICollectionViewCell {}
final class CouponCell: UICollectionViewCell {}

final class BannerView: UIView {}

/// What the imported spec lets the product list do, in one place the compiler checks.
@MainActor
func openEverything(from list: ProductListViewController, in table: UITableView, at indexPath: IndexPath) {
    list.performSegue(.showProduct)
    list.performSegue(.showFilters)
    list.performSegue(.compose)
    list.presentCart()
    list.performSegue(.openSettings)
    _ = ProductListNavigationScreen.instantiate()
    table.register(ProductCell.self)
    _ = table.dequeueReusableCell(ProductCell.self, for: indexPath)
    _ = BannerView.loadFromNib()
}
