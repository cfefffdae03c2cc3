import SwiftUI

public struct InboxView: View {
    @StateObject private var router = InboxRouter()

    public init() {}

    public var body: some View {
        Text("Inbox")
            .navigationRoutes(router)
    }
}

struct MessageView: View {
    let messageID: Int
    @StateObject private var router = MessageRouter()

    var body: some View {
        Text("Message \(messageID)")
            .navigationRoutes(router)
    }
}
