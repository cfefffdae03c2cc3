// The destination views of Fixtures/TabApp, standing in for the app's SwiftUI views.
struct PostView: Equatable {
    let postID: Int
}

struct ProfileView: Equatable {}

struct NewPostView: Equatable {}
