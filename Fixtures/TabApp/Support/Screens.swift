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

final class SearchViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class NewPostViewController: UIViewController {}

/// The tab bar's own members, through the enum of its screen.
@MainActor
func showSearch(in tabBarController: UITabBarController) {
    tabBarController.select(.search)
}
