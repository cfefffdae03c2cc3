import SwiftUI

struct FilterView: View {
    let query: String

    var body: some View {
        Text("Filter \(query)")
    }
}

struct SortView: View {
    var body: some View {
        Text("Sort")
    }
}

struct MenuView: View {
    @StateObject private var router = MenuRouter()

    var body: some View {
        Text("Menu")
            .navigationRoutes(router)
    }
}

struct DetailsView: View {
    let bookID: Int

    var body: some View {
        Text("Book \(bookID)")
    }
}

struct ShareView: View {
    var body: some View {
        Text("Share")
    }
}

struct ReaderView: View {
    var body: some View {
        Text("Reader")
    }
}

struct CheckoutView: View {
    var body: some View {
        Text("Checkout")
    }
}

/// The popovers of SwiftUI point at the view the routes are attached to: the library's toolbar.
struct LibraryView: View {
    @StateObject private var router = LibraryRouter()

    var body: some View {
        NavigationStack {
            Text("Library")
                .navigationRoutes(router)
        }
    }
}
