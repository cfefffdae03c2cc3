// The destination views of Fixtures/HomeObservable, standing in for the app's SwiftUI views:
// the routers only create them and hand them to SwiftUI, which does not exist here.
struct DetailView: Equatable {
    let itemID: Int
}

struct ComposeView: Equatable {
    let draft: String
}

struct PlayerView: Equatable {}
