// The destination views of Fixtures/TabApp, standing in for the app's SwiftUI views.
struct PostView: Equatable {
    let postID: Int
}

struct OrderView: Equatable {
    let orderID: String
}

struct ReceiptView: Equatable {
    let orderID: String
}

struct NotificationsView: Equatable {}

struct ProfileView: Equatable {}

struct NewPostView: Equatable {}
