import UIKit

// The deep links of Fixtures/TabApp opened by the generated DeepLink.open(in:animated:) on the
// UIKit stub, in the tab bar controller its factory makes: for each link, the tab selected and
// the stacks of the tabs are checked, and what is presented. Each check prints "ok " or
// "FAILED " and what it checks; FixtureBehaviourTests reads the lines.
// Behaviour/Navigators.swift drives the navigators of the swiftui-stack output.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

@MainActor
func stack(of tab: MainScreen.Tab, in tabBarController: UITabBarController) -> [UIViewController] {
    (tabBarController.viewController(for: tab) as? UINavigationController)?.viewControllers ?? []
}

@MainActor
func run() {
    let main = MainScreen.instantiate()

    DeepLink.post(postID: 7).open(in: main, animated: false)
    check(main.selectedIndex == MainScreen.Tab.feedStack.rawValue, "a post opens in the feed tab")
    let feed = stack(of: .feedStack, in: main)
    check(feed.count == 2 && feed[0] is FeedViewController && (feed[1] as? PostViewController)?.postID == 7, "above the feed, with its ID")

    DeepLink.order(orderID: "A1").open(in: main, animated: false)
    check(main.selectedIndex == MainScreen.Tab.ordersStack.rawValue, "an order opens in the orders tab")
    let orders = stack(of: .ordersStack, in: main)
    check(orders.count == 2 && orders[0] is OrdersViewController && (orders[1] as? OrderViewController)?.orderID == "A1", "above the orders")
    check(stack(of: .feedStack, in: main).count == 2, "and the feed tab's stack stays as it was")

    DeepLink.receipt(orderID: "A2").open(in: main, animated: false)
    let receipt = (main.presentedViewController as? UINavigationController)?.viewControllers.first as? ReceiptViewController
    check(receipt?.orderID == "A2", "a receipt is presented in a navigation controller of its own")
    check((stack(of: .ordersStack, in: main).last as? OrderViewController)?.orderID == "A2", "above its order, in the orders tab")

    DeepLink.feed.open(in: main, animated: false)
    check(main.presentedViewController == nil, "a link dismisses what is presented first")
    check(main.selectedIndex == MainScreen.Tab.feedStack.rawValue && stack(of: .feedStack, in: main).count == 1, "then pops its tab to the root")

    DeepLink.profile.open(in: main, animated: false)
    let account = main.viewController(for: .account) as? UISplitViewController
    check(main.selectedIndex == MainScreen.Tab.account.rawValue && account?._stubShownColumn == .secondary, "the profile shows the account's secondary column")
    DeepLink.settings.open(in: main, animated: false)
    check(account?._stubShownColumn == .primary, "and the settings its primary column")

    // UIKit puts each column's screen in a navigation controller of its own: its stack, which
    // the sidebar pushes onto, is the column's.
    let settings = account?.viewController(for: .primary) as? SettingsViewController
    settings?.pushNotifications(animated: false)
    check(settings?.navigationController?.viewControllers.count == 2, "the sidebar pushes the notification settings")
    DeepLink.settings.open(in: main, animated: false)
    check(settings != nil && settings?.navigationController?.viewControllers == [settings].compactMap { $0 }, "a link to the sidebar's root pops what it pushed")
    DeepLink.notifications.open(in: main, animated: false)
    let sidebar = settings?.navigationController?.viewControllers ?? []
    check(sidebar.count == 2 && sidebar[0] === settings && sidebar[1] is NotificationsViewController, "the notification settings open above the sidebar's root")
    let profile = account?.viewController(for: .secondary)
    profile?.navigationController?.pushViewController(UIViewController(), animated: false)
    DeepLink.profile.open(in: main, animated: false)
    check(profile != nil && profile?.navigationController?.viewControllers == [profile].compactMap { $0 }, "a link to the secondary column's root pops what it showed above it")

    DeepLink.newPost.open(in: main, animated: false)
    check(main.presentedViewController is NewPostViewController, "a new post is presented by the tab bar itself")
    check(main.presentedViewController?.modalPresentationStyle == .pageSheet, "as a page sheet")

    let url = URL(string: "shop://shop.example.com/orders/A3/receipt")
    check(url.flatMap(DeepLink.init(url:)) == .receipt(orderID: "A3"), "the URL of a receipt is read back")
}

MainActor.assumeIsolated {
    run()
    checkNavigators()
}
