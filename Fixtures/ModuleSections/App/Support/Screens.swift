import Inbox
import UIKit

final class AboutViewController: UIViewController {}

/// What the scene delegate does: the tab bar controller, with the inbox tab selected.
@MainActor
func makeRootViewController() -> UITabBarController {
    let root = MainScreen.instantiate()
    root.select(.inboxStack)
    return root
}
