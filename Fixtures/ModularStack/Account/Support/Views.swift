import SwiftUI

/// The account tab's screen: it pushes the orders and presents the profile editor on the stack it
/// is on, whether Account's own router or the app's.
public struct AccountView: View {
    @Environment(\.accountStack) private var stack

    public init() {}

    public var body: some View {
        Text("Account")
    }

    func ordersTapped() {
        stack?.push(.orders)
    }

    func editProfileTapped() {
        stack?.presentSheet(.editProfile)
    }
}

struct OrdersView: View {
    @Environment(\.accountStack) private var stack

    var body: some View {
        Text("Orders")
    }

    func orderTapped(_ orderID: String) {
        stack?.push(.order(orderID: orderID))
    }
}

struct OrderView: View {
    let orderID: String
    @Environment(\.accountStack) private var stack

    var body: some View {
        Text("Order \(orderID)")
    }

    func allOrdersTapped() {
        stack?.popToOrders()
    }
}

struct EditProfileView: View {
    @Environment(\.accountStack) private var stack

    var body: some View {
        Text("Edit profile")
    }

    func doneTapped() {
        stack?.dismiss()
    }
}
