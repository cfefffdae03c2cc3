import SwiftUI

/// The same app with the stack router of the swiftui-stack template: one `ObservableObject`
/// router for every stack, owned by the root view.
struct StackHomeView: View {
    @StateObject private var router = NavigationRouter()

    var body: some View {
        RoutedStack(router: router) {
            Text("Home")
        }
    }

    func openRelatedItems(of itemID: Int) {
        router.replace(with: [.detail(itemID: itemID), .detail(itemID: itemID + 1)])
    }
}
