import UIKit

// The deep links of Fixtures/TabApp opened by the generated DeepLink.open(in:animated:) on the
// UIKit stub, in the tab bar controller its factory makes: for each link, the tab selected and
// the stacks of the tabs are checked, and what is presented. Each check prints "ok " or
// "FAILED " and what it checks; UIKitBehaviourTests reads the lines.

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

    DeepLink.newPost.open(in: main, animated: false)
    check(main.presentedViewController is NewPostViewController, "a new post is presented by the tab bar itself")
    check(main.presentedViewController?.modalPresentationStyle == .pageSheet, "as a page sheet")

    let url = URL(string: "shop://shop.example.com/orders/A3/receipt")
    check(url.flatMap(DeepLink.init(url:)) == .receipt(orderID: "A3"), "the URL of a receipt is read back")
}

MainActor.assumeIsolated { run() }
