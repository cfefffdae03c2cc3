// The navigators of the swiftui-stack output of Fixtures/TabApp, driven as the views of the
// tabs and columns drive them: each made with the router of the stack its screen is on, as
// `@Navigator` makes it (the tab bar's own, Main's, with the stack of the tab it shows), each
// transition checked on that stack alone. FixtureBehaviourTests requires every navigator method
// to be called here.

@MainActor
func checkNavigators() {
    let navigation = MainNavigation()
    FeedNavigator(router: navigation.feedStack).pushPost(postID: 7)
    check(navigation.feedStack.path == [.post(postID: 7)], "the feed pushes a post on the feed tab's stack")

    OrdersNavigator(router: navigation.ordersStack).pushOrder(orderID: "A1")
    check(navigation.ordersStack.path == [.order(orderID: "A1")] && navigation.feedStack.path == [.post(postID: 7)], "the orders push an order on the orders tab's stack alone")
    OrderNavigator(router: navigation.ordersStack).presentReceipt(orderID: "A1")
    check(navigation.ordersStack.sheet?.root == .receipt(orderID: "A1") && navigation.ordersStack.sheet?.path == [], "the order presents the receipt as a sheet with a stack of its own")

    SettingsNavigator(router: navigation.account.sidebar).pushNotifications()
    check(navigation.account.sidebar.path == [.notifications] && navigation.account.detail.path.isEmpty, "the settings push the notification settings on the sidebar's stack")
    SettingsNavigator(router: navigation.account.sidebar).presentProfile()
    check(navigation.account.sidebar.sheet?.root == .profile && navigation.account.detail.sheet == nil, "the settings present the profile as a sheet from the sidebar")

    // The feed's tab, which the app starts with, is still shown.
    MainNavigator(router: navigation.selectedStack).presentNewPost()
    check(navigation.feedStack.sheet?.root == .newPost && navigation.feedStack.path == [.post(postID: 7)], "the tab bar presents a new post as a sheet from the stack of the tab it shows")
    check(navigation.ordersStack.sheet?.root == .receipt(orderID: "A1"), "the other tabs keep what they present")

    navigation.select(.ordersStack)
    MainNavigator(router: navigation.selectedStack).presentNewPost()
    check(navigation.ordersStack.sheet?.root == .newPost && navigation.ordersStack.path == [.order(orderID: "A1")], "with the orders tab shown, the new post is presented from its stack, instead of the receipt")
}
