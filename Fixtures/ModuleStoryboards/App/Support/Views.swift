import Feed
import Profile
import SwiftUI

struct HomeView: View {
    @StateObject private var router = HomeRouter()

    var body: some View {
        NavigationStack {
            Text("Home")
                .navigationRoutes(router)
        }
    }

    func profileTapped(userID: String) {
        router.activateUserInfo(userID: userID)
    }
}

struct HelpView: View {
    var body: some View {
        Text("Help")
    }
}
