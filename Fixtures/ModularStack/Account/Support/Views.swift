import SwiftUI

/// The account tab's screen: its navigator pushes the orders and presents the profile editor on
/// the stack it is on, whether Account's own router or the app's.
public struct AccountView: View {
    @Navigator private var navigator: AccountNavigator

    public init() {}

    public var body: some View {
        Text("Account")
    }

    func ordersTapped() {
        navigator.pushOrders()
    }

    func editProfileTapped() {
        navigator.presentEditProfile()
    }
}

struct OrdersView: View {
    @Navigator private var navigator: OrdersNavigator

    var body: some View {
        Text("Orders")
    }

    func orderTapped(_ orderID: String) {
        navigator.pushOrder(orderID: orderID)
    }
}

struct OrderView: View {
    let orderID: String
    @Navigator private var navigator: OrderNavigator

    var body: some View {
        Text("Order \(orderID)")
    }

    func allOrdersTapped() {
        navigator.goBackToOrders()
    }
}

struct EditProfileView: View {
    @Navigator private var navigator: EditProfileNavigator

    var body: some View {
        Text("Edit profile")
    }

    func doneTapped() {
        navigator.close()
    }
}
