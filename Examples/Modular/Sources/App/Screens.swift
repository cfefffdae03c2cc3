import Checkout
import Profile
import UIKit

/// The feed shows each feature's public screen through the methods generated into the app.
final class FeedViewController: UIViewController {
    func authorTapped(userID: String) {
        pushUserInfo(userID: userID)
    }

    func cartTapped() {
        navigate(to: .cart)
    }

    func settingsTapped() {
        pushSettings()
    }

    func openUser(userID: String) {
        // Profile's own factory, public across the module boundary.
        navigationController?.pushViewController(UserInfoViewController.instantiate(userID: userID), animated: false)
    }
}

final class SettingsViewController: UIViewController {}

/// The way the app adds to Profile's screen: generated into the app, on Profile's class.
@MainActor
func showSettings(from userInfo: UserInfoViewController) {
    userInfo.pushSettings()
}
