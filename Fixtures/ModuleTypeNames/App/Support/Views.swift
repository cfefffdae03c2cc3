import SwiftUI

struct HomeView: View {
    @StateObject private var router = HomeRouter()

    var body: some View {
        Text("Home")
            .navigationRoutes(router)
    }

    func searchTapped() {
        router.activateSearch()
    }
}
