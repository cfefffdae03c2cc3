import SwiftUI

public struct FeedView: View {
    @StateObject private var router = FeedRouter()

    public init() {}

    public var body: some View {
        Text("Feed")
            .navigationRoutes(router)
    }
}

public struct PostView: View {
    let postID: Int

    public var body: some View {
        Text("Post \(postID)")
    }
}
