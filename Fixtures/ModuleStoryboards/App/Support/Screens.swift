import Feed
import Profile
import UIKit

/// The app's home shows both features' initial scenes, each from its module's Main.storyboard.
final class HomeViewController: UIViewController {
    func feedTapped() {
        pushFeed()
    }

    func profileTapped(userID: String) {
        presentUserInfo(userID: userID)
    }
}
