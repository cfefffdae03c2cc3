import UIKit

final class FeedViewController: UIViewController {}

final class PostViewController: UIViewController {
    let postID: Int

    init(postID: Int) {
        self.postID = postID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(postID:)")
    }
}

final class OrdersViewController: UIViewController {}

final class OrderViewController: UIViewController {
    let orderID: String

    init(orderID: String) {
        self.orderID = orderID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(orderID:)")
    }
}

final class ReceiptViewController: UIViewController {
    let orderID: String

    init(orderID: String) {
        self.orderID = orderID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(orderID:)")
    }
}

final class SettingsViewController: UIViewController {}
final class NotificationsViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class NewPostViewController: UIViewController {}

/// The scene delegate's part: a URL opens in the tab bar controller the window shows.
@MainActor
func open(_ url: URL, in tabBarController: UITabBarController) {
    DeepLink(url: url)?.open(in: tabBarController)
}
