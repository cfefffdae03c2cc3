import SwiftUI

struct FeedView: View {
    var body: some View {
        Text("Feed")
    }
}

struct OrdersView: View {
    var body: some View {
        Text("Orders")
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings")
    }
}

struct NotificationsView: View {
    var body: some View {
        Text("Notifications")
    }
}

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

/// The app's root with the stack router's navigation (Routes.swift): the tab bar, a label per
/// tab, and links opened where they lead.
struct TabAppRoot: View {
    @State private var navigation = MainNavigation()

    var body: some View {
        MainTabs(navigation: navigation) { tab in
            switch tab {
            case .feedStack: Text("Feed")
            case .ordersStack: Text("Orders")
            case .account: Text("Account")
            }
        }
        .onOpenURL { url in
            if let link = DeepLink(url: url) { navigation.open(link) }
        }
    }
}
