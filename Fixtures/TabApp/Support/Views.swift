import SwiftUI

struct PostView: View {
    let postID: Int

    var body: some View {
        Text("Post \(postID)")
    }
}

struct OrderView: View {
    let orderID: String

    var body: some View {
        Text("Order \(orderID)")
    }
}

struct ReceiptView: View {
    let orderID: String

    var body: some View {
        Text("Receipt \(orderID)")
    }
}

struct ProfileView: View {
    var body: some View {
        Text("Profile")
    }
}

struct NewPostView: View {
    var body: some View {
        Text("New post")
    }
}

/// The tab bar's view: its event handler selects a tab through the routing protocol.
@MainActor
func openOrders(with router: any MainRouting) {
    router.select(.ordersStack)
}
