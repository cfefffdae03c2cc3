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

final class HelpViewController: UIViewController {}

/// Feed's Route is Feed's; the way the app adds is a method of the app's.
@MainActor
func showPostThenHelp(from feed: FeedViewController) {
    feed.navigate(to: .post(postID: 1))
    feed.pushHelp()
}
