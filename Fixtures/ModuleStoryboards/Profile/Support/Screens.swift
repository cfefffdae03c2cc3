import UIKit

/// The initial scene of Profile's Main.storyboard, which the storyboard creates and the factory
/// gives its user.
public final class UserInfoViewController: UIViewController {
    var userID = ""

    func settingsTapped() {
        presentSettings()
    }
}

/// Storyboard ID `Post` in Profile's Main.storyboard, as Feed's has a `Post` of its own.
final class SettingsViewController: UIViewController {}
