import SwiftUI

/// The app's window: the tab bar, each tab's stack with another module's screen at its root.
struct ShopWindow: View {
    @State private var navigation = MainNavigation()

    var body: some View {
        MainTabs(navigation: navigation) { tab in
            switch tab {
            case .catalog: Text("Catalog")
            case .account: Text("Account")
            }
        }
    }
}
