import SwiftUI
import Checkout
import Profile

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
