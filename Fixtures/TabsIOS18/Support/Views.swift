import SwiftUI

/// The library tab's root pushes an album on its own stack, the tab's `NavigationRouter`, which
/// its environment holds.
struct LibraryView: View {
    var body: some View {
        Text("Library")
    }

    func openAlbum(with router: NavigationRouter) {
        router.push(.album)
    }
}

struct AlbumView: View {
    var body: some View {
        Text("Album")
    }
}

/// The search tab's root presents the filters as a sheet of its stack.
struct SearchView: View {
    var body: some View {
        Text("Search")
    }

    func openFilters(with router: NavigationRouter) {
        router.presentSheet(.filters)
    }
}

struct FiltersView: View {
    var body: some View {
        Text("Filters")
    }
}

/// The app's root: the tab bar (Routes.swift), whose tabs are iOS 18's `Tab`s, with a label each.
struct LibraryAppRoot: View {
    @StateObject private var navigation = MainNavigation()

    var body: some View {
        MainTabs(navigation: navigation) { tab in
            switch tab {
            case .libraryStack: Text("Library")
            case .search: Text("Search")
            }
        }
    }
}
