// The navigators of the swiftui-stack output of Fixtures/Home, whose router is an
// `ObservableObject`, driven as the app's views drive them: each made with the router of the
// stack its screen is on, as `@Navigator` makes it, and each of its transitions checked on the
// router's path and presentations. FixtureBehaviourTests requires every navigator method to be
// called here.

@MainActor
func checkNavigators() {
    let router = NavigationRouter()
    HomeNavigator(router: router).pushDetail(itemID: 1)
    DetailNavigator(router: router).pushRelated(itemID: 2)
    check(router.path == [.detail(itemID: 1), .detail(itemID: 2)], "home pushes a detail, which pushes a related detail above it")
    check(router.sheet == nil && router.fullScreenCover == nil, "pushes present nothing")

    HomeNavigator(router: router).presentCompose(draft: "hello")
    check(router.sheet?.root == .compose(draft: "hello") && router.sheet?.path == [] && router.fullScreenCover == nil, "presentCompose presents the composer as a sheet with a stack of its own")
    HomeNavigator(router: router).presentPlayer()
    check(router.fullScreenCover?.root == .player && router.sheet == nil, "presentPlayer covers the screen with the player instead of the sheet")
    check(router.path == [.detail(itemID: 1), .detail(itemID: 2)], "above the app's stack as it was")
}
