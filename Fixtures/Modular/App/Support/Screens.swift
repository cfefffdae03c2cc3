import SwiftUI
import UIKit
import Checkout
import Profile

final class FeedViewController: UIViewController {
    /// Each feature module's public screen, made and shown through the app's generated methods.
    func userTapped(userID: String) {
        pushUserInfo(userID: userID)
    }

    func cartTapped() {
        navigate(to: .cart)
    }

    func deepLinkToUser(userID: String) {
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

struct FeedView: View {
    @StateObject private var router = FeedRouter()

    var body: some View {
        NavigationStack {
            Text("Feed")
                .navigationRoutes(router)
        }
    }

    func cartTapped() {
        router.activateCart()
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings")
    }
}
