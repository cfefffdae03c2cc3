import SwiftUI

public struct FeedView: View {
    @StateObject private var router = FeedRouter()

    public init() {}

    public var body: some View {
        Text("Feed")
            .navigationRoutes(router)
    }
}

struct PostView: View {
    let postID: Int

    var body: some View {
        Text("Post \(postID)")
    }
}
