import Accounts
import UIKit

final class HomeViewController: UIViewController {
    func searchTapped() {
        pushSearch()
    }
}

/// The app's code names the feature's class as the generated code does: `Protocol` alone would be
/// Objective-C's too.
@MainActor
func showHome(from search: Accounts.`Protocol`) {
    search.presentHome()
    search.navigate(to: .home)
}
