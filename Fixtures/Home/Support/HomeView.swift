import SwiftUI

/// A view that owns its router and attaches every route once.
struct HomeView: View {
    @StateObject private var router = HomeRouter()

    var body: some View {
        NavigationStack {
            Text("Home")
                .navigationRoutes(router)
        }
    }
}

struct RelatedItemsView: View {
    @ObservedObject var router: DetailRouter

    var body: some View {
        Text("Related")
            .navigationRoutes(router)
    }
}
